// A company manager (the users domain's managers list; demo: `b2b` manages Instalbud, unit 1)
// sees the orders of every user of the company, asked of the users module on each call; other
// buyers still see only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { OrderPage, OrderSnapshot, UsersModuleApi } from '@armatura/shared-libs/contracts';
import { app, ok, placeOrder, shopFor, signIn } from './testing.js';

let p: TestPlatform;
let manager: { token: string; userId: number };
let colleague: { token: string; userId: number };
let colleagueOrder: OrderSnapshot, managerOrder: OrderSnapshot, strangerOrder: OrderSnapshot;

const orderIds = async (token: string) =>
  (
    await ok<OrderPage>(
      p.call({ method: 'GET', url: app('Order/GetAll'), token, query: { maxResultCount: '100' } }),
    )
  ).items.map((o) => o.id);

beforeAll(async () => {
  p = await createTestPlatform();
  const shop = await shopFor(p);
  manager = await signIn(p, 'b2b');
  const admin = await p.login('admin');
  await ok(
    p.call({
      method: 'POST',
      url: app('User/CreateUser'),
      token: admin,
      payload: {
        userName: 'kupiec.instalbud',
        name: 'Kamil',
        surname: 'Zięba',
        emailAddress: 'kupiec@instalbud.example.pl',
        type: 'B2B',
        organizationUnitId: 1,
        roleNames: ['CustomerB2B'],
        password: '123qwe',
      },
    }),
  );
  colleague = await signIn(p, 'kupiec.instalbud');
  colleagueOrder = await placeOrder(p, colleague.token, shop);
  managerOrder = await placeOrder(p, manager.token, shop);
  strangerOrder = await placeOrder(p, (await signIn(p, 'b2c')).token, shop);
  await p.ctx.events.drain();
}, 240_000);

afterAll(() => p?.close());

describe('Order/GetAll for a company manager', () => {
  it('the users domain names b2b the manager of the colleague', async () => {
    const users = p.ctx.modules.get<UsersModuleApi>('users');
    expect(await users.managedUserIds(1, manager.userId)).toContain(colleague.userId);
  });

  it("shows the manager the company users' orders and nobody else's", async () => {
    const ids = await orderIds(manager.token);
    expect(ids).toEqual(expect.arrayContaining([colleagueOrder.id, managerOrder.id]));
    expect(ids).not.toContain(strangerOrder.id);
  });

  it('shows a buyer who manages nothing only their own orders', async () => {
    expect(await orderIds(colleague.token)).toEqual([colleagueOrder.id]);
  });

  it("opens a colleague's order for the manager, and 404s it for a stranger", async () => {
    const get = (token: string) =>
      p.call({
        method: 'GET',
        url: app('Order/Get'),
        token,
        query: { id: String(colleagueOrder.id) },
      });
    expect((await get(manager.token)).status).toBe(200);
    expect((await get((await signIn(p, 'b2c')).token)).status).toBe(404);
  });
});
