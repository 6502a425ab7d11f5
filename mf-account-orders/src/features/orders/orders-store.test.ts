// @vitest-environment happy-dom
// The order list and details stores against the real API host (startTestApiHost): orders placed
// through checkout's API reach this domain's history, the list state of the address becomes the
// query, customers see their own orders and staff the tenant's, an order opens with its lines and
// history, and 'repeat order' fills the cart through checkout's cart calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { ORDER_STATUS_IDS, type OrderSnapshot } from '@armatura/shared-libs/contracts';
import { parseSearch } from '@armatura/shared-libs/routing';
import { $session, removeAuthAndUserCookies, signIn } from '@armatura/shared-libs/session';
import { clearNotices } from '@armatura/shared-libs/notices';
import { placeOrder, shopFor, signIn as apiSignIn } from '../../../server/orders/testing';
import { orderDetails, orderElements, orderHistory, repeatOrder } from './order-details-store';
import { $ordersQuery, changeOrders, orderList, showOrders } from './orders-store';

let host: TestApiHost;
let mine: OrderSnapshot[];
let others: OrderSnapshot;

beforeAll(async () => {
  host = await startTestApiHost();
  const p = host.platform;
  const shop = await shopFor(p);
  const b2c = (await apiSignIn(p, 'b2c')).token;
  const b2b2 = (await apiSignIn(p, 'b2b2')).token;
  mine = [
    await placeOrder(p, b2c, shop),
    await placeOrder(p, b2c, shop, {
      lines: shop.products.slice(0, 3).map((x) => ({ productId: x.id, qty: 2 })),
    }),
  ];
  others = await placeOrder(p, b2b2, shop);
  await p.ctx.events.drain();
}, 120_000);
afterAll(() => host?.close());

beforeEach(() => {
  removeAuthAndUserCookies();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  clearNotices();
  orderList.reset();
});

const signInAs = (userName: string) =>
  signIn({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false });
const numbers = () => orderList.$state.get().data?.items.map((o) => o.number) ?? [];

describe('the order list store', () => {
  it("shows a customer their own orders only, newest first, with the address's page size", async () => {
    await signInAs('b2c');
    await showOrders({ params: {}, search: { size: '5' } });
    const state = orderList.$state.get();
    expect(state).toMatchObject({ status: 'ready', error: null });
    expect(numbers()).toEqual([mine[1]!.number, mine[0]!.number]);
    expect(numbers()).not.toContain(others.number);
    expect($ordersQuery.get()).toMatchObject({ page: 1, pageSize: 5, statusId: null });
  });

  it('filters by the status in the path, the text and the dates of the query string', async () => {
    await signInAs('b2c');
    // The history compares Polish calendar days.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(
      new Date(),
    );
    await showOrders({ params: { statusId: String(ORDER_STATUS_IDS.NEW) }, search: {} });
    expect(numbers().sort()).toEqual(mine.map((o) => o.number).sort());
    await showOrders({ params: { statusId: String(ORDER_STATUS_IDS.PAID) }, search: {} });
    expect(orderList.$state.get().data).toEqual({ totalCount: 0, items: [] });
    await showOrders({ params: {}, search: { filter: mine[0]!.number } });
    expect(numbers()).toEqual([mine[0]!.number]);
    await showOrders({ params: {}, search: { dateFrom: '2001-01-01', dateTo: '2001-12-31' } });
    expect(numbers()).toEqual([]);
    await showOrders({ params: {}, search: { dateFrom: today, dateTo: today } });
    expect(numbers()).toHaveLength(2);
  });

  it("shows staff with Pages.Order.Manage the tenant's orders", async () => {
    await signInAs('zamowienia');
    await showOrders({ params: {}, search: { size: '15' } });
    expect(numbers()).toEqual(expect.arrayContaining([...mine, others].map((o) => o.number)));
  });

  it('writes a filter change into the address and starts again at page 1', async () => {
    await signInAs('b2c');
    await showOrders({ params: { statusId: '1' }, search: { page: '2', size: '5' } });
    changeOrders({ filter: 'ZAM' });
    expect(`${location.pathname}${location.search}`).toBe('/kokpit/zamowienia/1?filter=ZAM&size=5');
    // What the shell does on every address change: the route goes back into the store.
    await showOrders({ params: { statusId: '1' }, search: parseSearch(location.search) });
    expect($ordersQuery.get()).toMatchObject({ filter: 'ZAM', page: 1, pageSize: 5 });
    changeOrders({ page: 3 });
    expect(location.search).toBe('?filter=ZAM&page=3&size=5');
  });

  it('answers a load the API refuses with its message, not a crash', async () => {
    await signInAs('b2c');
    await showOrders({ params: {}, search: {} });
    await orderList.load({ ...$ordersQuery.get(), sorting: 'password asc' });
    expect(orderList.$state.get()).toMatchObject({ status: 'error', errorStatus: 400 });
  });
});

describe('one order opened from the list', () => {
  it('loads the head, the lines with their own paging and the history', async () => {
    await signInAs('b2c');
    const order = mine[1]!;
    await showOrders({ params: {}, search: { zamowienie: String(order.id) } });
    expect(orderDetails.$state.get().data).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'NEW',
      totalGross: order.totals.gross,
    });
    expect(orderElements.$state.get().data?.totalCount).toBe(3);
    expect(orderHistory.$state.get().data?.items[0]).toMatchObject({ toStatus: 'NEW' });
  });

  it("answers another customer's order like a missing one", async () => {
    await signInAs('b2c');
    await showOrders({ params: {}, search: { zamowienie: String(others.id) } });
    expect(orderDetails.$state.get()).toMatchObject({ status: 'error', errorStatus: 404 });
  });

  it("puts every line of an order into the cart again through checkout's cart calls", async () => {
    await signInAs('b2c');
    const token = await host.login('b2c');
    await host.platform.call({
      method: 'DELETE',
      url: '/api/services/app/ShoppingCart/DeleteAll',
      token,
    });
    const order = mine[1]!;
    expect(await repeatOrder(order.id)).toEqual({ added: 3, failed: [] });
    const cart = await host.platform.call({
      method: 'GET',
      url: '/api/services/app/ShoppingCart/GetUserShoppingCarts',
      token,
    });
    const lines = (cart.body.result.items as { productId: number; qty: number }[]).map((i) => [
      i.productId,
      i.qty,
    ]);
    expect(lines.sort()).toEqual(order.items.map((i) => [i.productId, i.qty]).sort());
    expect(location.pathname).toBe('/koszyk');
  });
});
