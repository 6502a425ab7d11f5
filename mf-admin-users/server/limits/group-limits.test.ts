// Spending limits of organisation groups: administration, tenant scope, a member's own limit and
// the group's both binding, and racing members of one group (with and without limits of their own)
// against its limit. Meaningful on real
// PostgreSQL (TEST_DATABASE_URL) too; on PGlite the single connection serialises the race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import type {
  IdentityAdminApi,
  IdentityModuleApi,
  UserLimitsModuleApi,
} from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let admin: string;
let ids: Record<string, number>;
let salon: number; // "Salon Poznań" of the second demo company: b2b2 (and, here, b2c) are members
let zaopatrzenie: number; // b2b's group; b2b has an own limit of 5 000 zł a month

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  admin = await p.login('admin');
  const identity = p.ctx.modules.get<IdentityModuleApi & IdentityAdminApi>('identity');
  const users = await identity.getUsers(
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  ids = Object.fromEntries(users.map((u) => [u.userName, u.id]));
  const group = (name: string) =>
    p.ctx.db
      .selectFrom('users.organization_groups')
      .select(['id', 'organization_unit_id'])
      .where('tenant_id', '=', 1)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const s = await group('Salon Poznań');
  salon = s.id;
  zaopatrzenie = (await group('Zaopatrzenie')).id;
  await identity.setUserOrganization(1, [ids.b2c!], {
    organizationUnitId: s.organization_unit_id,
    organizationGroupId: salon,
  });
}, 120_000);
afterAll(() => p.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: any, token = admin) =>
  p.call({
    method,
    url: `/api/services/app/User/${path}`,
    ...(method === 'GET' || method === 'DELETE' ? { query: body } : { payload: body }),
    token,
  });
const verify = async (user: string, amount: number) =>
  (await call('POST', 'VerifyLimit', { amount }, await p.login(user))).body.result;

describe('group limits', () => {
  it('creates, lists, updates, cancels and deletes a group limit; exactly one owner', async () => {
    expect(
      (
        await call('POST', 'CreateUserLimit', {
          userId: ids.b2c,
          organizationGroupId: salon,
          amount: 100,
          period: 'MONTH',
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', 'CreateUserLimit', { amount: 100, period: 'MONTH' })).status).toBe(
      400,
    );
    const created = await call('POST', 'CreateUserLimit', {
      organizationGroupId: zaopatrzenie,
      amount: 700,
      period: 'QUARTER',
      approverUserId: ids.admin,
    });
    expect(created.body.result).toMatchObject({
      userId: null,
      organizationGroupId: zaopatrzenie,
      amount: 700,
      period: 'QUARTER',
      remaining: 700,
    });
    const again = await call('POST', 'CreateUserLimit', {
      organizationGroupId: zaopatrzenie,
      amount: 1,
      period: 'ORDER',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'Grupa ma już aktywny limit. Zmień go albo anuluj przed dodaniem nowego.',
    );
    const listed = await call('GET', 'GetUserLimits', {
      organizationGroupId: String(zaopatrzenie),
    });
    expect(listed.body.result.items.map((l: any) => l.id)).toEqual([created.body.result.id]);
    const id = created.body.result.id;
    expect(
      (await call('PUT', 'UpdateUserLimit', { id, amount: 900, period: 'YEAR' })).body.result,
    ).toMatchObject({ amount: 900, period: 'YEAR', organizationGroupId: zaopatrzenie });
    // Both bind: 1 000 zł fits b2b's own 5 000 zł but not the group's 900 zł, which decides.
    expect(await verify('b2b', 1000)).toMatchObject({
      requiresAcceptance: true,
      remaining: 900,
      limit: { organizationGroupId: zaopatrzenie, amount: 900 },
    });
    expect((await call('POST', 'CancelUserLimit', { id })).body.result.isActive).toBe(false);
    expect((await call('DELETE', 'DeleteUserLimit', { id: String(id) })).status).toBe(200);
  });

  it('keeps to the tenant: another tenant’s group is not found, its limit does not apply', async () => {
    const other = await p.ctx.db
      .insertInto('users.organization_groups')
      .values({ tenant_id: 2, organization_unit_id: 1, name: 'Obca grupa' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await call('POST', 'CreateUserLimit', {
      organizationGroupId: other.id,
      amount: 100,
      period: 'MONTH',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Nie znaleziono grupy.');
    const limits = p.ctx.modules.get<UserLimitsModuleApi>('users');
    expect(
      (
        await limits.checkAndReserve(p.ctx.db, {
          tenantId: 2,
          userId: ids.b2b2!,
          amount: 1,
          orderId: 0,
          reserve: false,
        })
      ).limit,
    ).toBeNull();
  });

  it('applies the group limit to every member; a member’s own limit binds as well', async () => {
    const group = await call('POST', 'CreateUserLimit', {
      organizationGroupId: salon,
      amount: 3000,
      period: 'MONTH',
      approverUserId: ids.admin,
    });
    expect(group.status).toBe(200);
    expect(await verify('b2b2', 3500)).toMatchObject({
      requiresAcceptance: true,
      remaining: 3000,
      limit: { organizationGroupId: salon, userId: null, amount: 3000 },
    });
    const own = await call('POST', 'CreateUserLimit', {
      userId: ids.b2b2,
      amount: 10000,
      period: 'MONTH',
    });
    // A larger own limit does not lift the group's: 3 500 zł still breaks the group's 3 000 zł.
    expect(await verify('b2b2', 3500)).toMatchObject({
      requiresAcceptance: true,
      limit: { organizationGroupId: salon, amount: 3000 },
    });
    await call('PUT', 'UpdateUserLimit', {
      id: own.body.result.id,
      amount: 1200,
      period: 'MONTH',
    });
    // A smaller own limit binds first: 2 000 zł fits the group, not b2b2's own 1 200 zł.
    expect(await verify('b2b2', 2000)).toMatchObject({
      requiresAcceptance: true,
      remaining: 1200,
      limit: { userId: ids.b2b2, amount: 1200 },
    });
    expect(
      await p.ctx.modules.get<UserLimitsModuleApi>('users').getActiveLimit(1, ids.b2b2!),
    ).toMatchObject({ userId: ids.b2b2, amount: 1200 });
    expect((await verify('b2c', 3500)).limit).toMatchObject({ organizationGroupId: salon });
    expect(
      await p.ctx.modules.get<UserLimitsModuleApi>('users').getActiveLimit(1, ids.b2c!),
    ).toMatchObject({
      organizationGroupId: salon,
    });
    await call('DELETE', 'DeleteUserLimit', { id: String(own.body.result.id) });
    expect((await verify('b2b2', 1)).limit).toMatchObject({ organizationGroupId: salon });
  });

  it('two members racing against the group limit reserve at most the limit', async () => {
    const limits = p.ctx.modules.get<UserLimitsModuleApi>('users');
    const attempt = (i: number) =>
      p.ctx.db.transaction().execute(async (tx) => {
        const check = await limits.checkAndReserve(tx, {
          tenantId: 1,
          userId: i % 2 ? ids.b2b2! : ids.b2c!,
          amount: 1000,
          orderId: 810_000 + i,
          reserve: true,
        });
        await sql`select pg_sleep(0.02)`.execute(tx); // hold the lock a moment: the others must wait
        return check.requiresAcceptance ? 'over' : 'reserved';
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i)));
    expect(results.filter((r) => r === 'reserved')).toHaveLength(3);
    const sum = await p.ctx.db
      .selectFrom('users.limit_reservations')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
      .where('organization_group_id', '=', salon)
      .where('released_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(sum.s)).toBe(3000);
    // The group's usage is its members' reservations together.
    expect(await verify('b2c', 1)).toMatchObject({ used: 3000, remaining: 0 });
    await p.ctx.db
      .deleteFrom('users.limit_reservations')
      .where('order_id', '>=', 810_000)
      .execute();
  });

  it('a member with an own limit racing members without one: neither limit is overspent', async () => {
    // b2b2 holds an own 5 000 zł monthly limit and is in Salon Poznań (3 000 zł a month); b2c is
    // in the same group without a limit of their own. Each attempt locks every limit that applies,
    // so b2b2's larger own limit neither lifts the group's nor lets b2b2 slip past its lock.
    const own = await call('POST', 'CreateUserLimit', {
      userId: ids.b2b2,
      amount: 5000,
      period: 'MONTH',
    });
    expect(own.status).toBe(200);
    const limits = p.ctx.modules.get<UserLimitsModuleApi>('users');
    const attempt = (i: number) =>
      p.ctx.db.transaction().execute(async (tx) => {
        const check = await limits.checkAndReserve(tx, {
          tenantId: 1,
          userId: i % 2 ? ids.b2b2! : ids.b2c!,
          amount: 1000,
          orderId: 820_000 + i,
          reserve: true,
        });
        await sql`select pg_sleep(0.02)`.execute(tx);
        return check.requiresAcceptance ? 'over' : 'reserved';
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i)));
    const sum = async (column: 'organization_group_id' | 'user_id', id: number) =>
      Number(
        (
          await p.ctx.db
            .selectFrom('users.limit_reservations')
            .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
            .where(column, '=', id)
            .where('released_at', 'is', null)
            .where('order_id', '>=', 820_000)
            .executeTakeFirstOrThrow()
        ).s,
      );
    // The group fills exactly, however the attempts of the two members interleave.
    expect(results.filter((r) => r === 'reserved')).toHaveLength(3);
    expect(await sum('organization_group_id', salon)).toBe(3000);
    expect((await sum('user_id', ids.b2b2!)) + (await sum('user_id', ids.b2c!))).toBe(3000);
    expect(await verify('b2b2', 1)).toMatchObject({
      requiresAcceptance: true,
      limit: { organizationGroupId: salon },
    });
    await p.ctx.db
      .deleteFrom('users.limit_reservations')
      .where('order_id', '>=', 820_000)
      .execute();
    await call('DELETE', 'DeleteUserLimit', { id: String(own.body.result.id) });
  });
});
