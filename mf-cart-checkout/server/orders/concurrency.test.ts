// Concurrency: repeated submits, racing placements of one cart, racing limit reservations, many
// buyers at once. Meaningful on real PostgreSQL (TEST_DATABASE_URL); on PGlite the single
// connection serialises everything, and the same assertions must hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import type {
  IdentityModuleApi,
  PricedProduct,
  UserLimitsModuleApi,
} from '@armatura/shared-libs/contracts';
import {
  app,
  catalogue,
  commerceIds,
  fillCart,
  key,
  orderBody,
  setBackorders,
} from '../testing/kit.js';

let p: TestPlatform;
let ids: Awaited<ReturnType<typeof commerceIds>>;
let whole: PricedProduct[];

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  await setBackorders(p, true); // this suite is not about stock (stock.test.ts is)
  ids = await commerceIds(p);
  ({ whole } = await catalogue(p));
});
afterAll(() => p.close());

const create = (payload: any, token?: string) =>
  p.call({ method: 'POST', url: app('Order/Create'), payload, token });
const countOrders = async (where: (q: any) => any) =>
  Number(
    (
      await where(
        p.ctx.db.selectFrom('checkout.orders').select((eb: any) => eb.fn.countAll().as('n')),
      ).executeTakeFirstOrThrow()
    ).n,
  );

describe(`concurrent placement (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('20 simultaneous submits with one idempotency key make one order', async () => {
    const body = orderBody(ids, { items: [{ productId: whole[0]!.id, qty: 1 }] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.result.order.id)).size).toBe(1);
    expect(answers.filter((a) => !a.body.result.replayed)).toHaveLength(1);
    expect(await countOrders((q) => q.where('idempotency_key', '=', body.idempotencyKey))).toBe(1);
  });

  it('one cart placed from 8 tabs at once becomes exactly one order', async () => {
    const b2c = await p.login('b2c');
    await fillCart(p, b2c, [{ productId: whole[1]!.id, qty: 2 }]);
    const before = await countOrders((q) => q);
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(orderBody(ids), b2c)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.status === 409 || a.status === 400),
    ).toBe(true);
    expect(await countOrders((q) => q)).toBe(before + 1);
  });

  it('racing reservations never overspend a limit', async () => {
    const limits = p.ctx.modules.get<UserLimitsModuleApi>('users');
    const verify = (
      await p.call({
        method: 'POST',
        url: app('User/VerifyLimit'),
        payload: { amount: 1 },
        token: await p.login('b2b'),
      })
    ).body.result;
    expect(verify).toMatchObject({ used: 0, limit: { amount: 5000 } });
    const users = await p.ctx.modules.get<IdentityModuleApi>('identity').getUsers(
      1,
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const userId = users.find((u) => u.userName === 'b2b')!.id;
    const attempt = (i: number) =>
      p.ctx.db.transaction().execute(async (tx) => {
        const check = await limits.checkAndReserve(tx, {
          tenantId: 1,
          userId,
          amount: 1000,
          orderId: 800_000 + i,
          reserve: true,
        });
        await sql`select pg_sleep(0.02)`.execute(tx); // hold the lock a moment: the others must wait
        return check.requiresAcceptance ? 'over' : 'reserved';
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i)));
    expect(results.filter((r) => r === 'reserved')).toHaveLength(5);
    const sum = await p.ctx.db
      .selectFrom('users.limit_reservations')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
      .where('user_id', '=', userId)
      .where('released_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(5000);
    await p.ctx.db
      .deleteFrom('users.limit_reservations')
      .where('order_id', '>=', 800_000)
      .execute();
  });

  it('many buyers at once: no order lost, numbers unique, each cart consumed once', async () => {
    const before = await countOrders((q) => q);
    const guests = Array.from({ length: 10 }, (_, i) =>
      create(orderBody(ids, { items: [{ productId: whole[i % 5]!.id, qty: i + 1 }] })),
    );
    const b2c = await p.login('b2c');
    await fillCart(p, b2c, [{ productId: whole[2]!.id, qty: 1 }]);
    const answers = await Promise.all([
      ...guests,
      create(orderBody(ids, { idempotencyKey: key() }), b2c),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(11).fill(200));
    expect(new Set(answers.map((a) => a.body.result.order.number)).size).toBe(11);
    expect(await countOrders((q) => q)).toBe(before + 11);
  });
});
