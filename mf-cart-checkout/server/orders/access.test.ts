// Order ids are sequential: no answer may tell whether order N exists. An order the caller may not
// see answers like a missing one (404, same message); anonymous callers without a link are asked to
// sign in whatever the id. The e-mailed links (view, accept, reject) keep working without sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { PricedProduct } from '@armatura/shared-libs/contracts';
import {
  app,
  buyer,
  catalogue,
  commerceIds,
  fillCart,
  orderBody,
  setBackorders,
} from '../testing/kit.js';
import { issueDecisionToken } from './tokens.js';

let p: TestPlatform;
let ids: Awaited<ReturnType<typeof commerceIds>>;
let whole: PricedProduct[];
let admin: string, b2b: string, b2b2: string, b2c: string;
const MISSING = 2_000_000_000;

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  await setBackorders(p, true); // this suite is not about stock (stock.test.ts is)
  ids = await commerceIds(p);
  ({ whole } = await catalogue(p));
  [admin, b2b, b2b2, b2c] = await Promise.all([
    p.login('admin'),
    p.login('b2b'),
    p.login('b2b2'),
    p.login('b2c'),
  ]);
}, 120_000);
afterAll(() => p.close());

const post = (path: string, payload: any, token?: string) =>
  p.call({ method: 'POST', url: app(path), payload, token });
const view = (query: Record<string, string>, token?: string) =>
  p.call({ method: 'GET', url: app('Order/GetOrderConfirmation'), query, token });
async function placeB2c() {
  await fillCart(p, b2c, [{ productId: whole[0]!.id, qty: 1 }]);
  const res = await post('Order/Create', orderBody(ids), b2c);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.result as { order: { id: number; revision: number }; viewToken: string };
}
const answer = (r: { status: number; body: any }) => ({
  status: r.status,
  message: r.body?.error?.message,
});

describe('order ids cannot be enumerated', () => {
  const byId: [
    string,
    (orderId: number, token?: string) => Promise<{ status: number; body: any }>,
  ][] = [
    ['AcceptOrder', (orderId, token) => post('Order/AcceptOrder', { orderId }, token)],
    ['DiscardOrder', (orderId, token) => post('Order/DiscardOrder', { orderId }, token)],
    ['PayForOrder', (orderId, token) => post('Order/PayForOrder', { orderId }, token)],
    [
      'CheckIfOrderRequiresAcceptance',
      (orderId, token) => post('Order/CheckIfOrderRequiresAcceptance', { orderId }, token),
    ],
    ['GetOrderConfirmation', (orderId, token) => view({ orderId: String(orderId) }, token)],
    [
      'AddOrderToShoppingCardToEdit',
      (orderId, token) => post('ShoppingCart/AddOrderToShoppingCardToEdit', { orderId }, token),
    ],
    ['EditOrder', (orderId, token) => post('Order/EditOrder', { orderId }, token)],
  ];

  it.each(byId)(
    '%s: anonymous → 401 and a stranger → 404, the same for an existing and a missing order',
    async (_name, send) => {
      const { order } = await placeB2c();
      const anonymous = answer(await send(order.id));
      expect(anonymous.status).toBe(401);
      expect(anonymous).toEqual(answer(await send(MISSING)));
      const stranger = answer(await send(order.id, b2b2));
      expect(stranger).toEqual({ status: 404, message: 'Nie znaleziono zamówienia.' });
      expect(stranger).toEqual(answer(await send(MISSING, b2b2)));
    },
  );

  it('a stranger learns nothing of the order\'s state: a confirmed order of someone else is "not found", not "cannot be edited"', async () => {
    const { order } = await placeB2c();
    expect((await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, admin)).status).toBe(
      200,
    );
    expect(
      answer(await post('ShoppingCart/AddOrderToShoppingCardToEdit', { orderId: order.id }, b2b)),
    ).toEqual({ status: 404, message: 'Nie znaleziono zamówienia.' });
    expect(answer(await post('Order/DiscardOrder', { orderId: order.id }, b2b))).toEqual({
      status: 404,
      message: 'Nie znaleziono zamówienia.',
    });
    expect(
      (await post('ShoppingCart/AddOrderToShoppingCardToEdit', { orderId: order.id }, b2c)).status,
    ).toBe(409); // the buyer is told why
  });

  it("the other tenant's admin gets 404 for an order of tenant 1", async () => {
    const { order } = await placeB2c();
    const other = await p.login('admin', 2);
    expect(answer(await view({ orderId: String(order.id) }, other))).toEqual({
      status: 404,
      message: 'Nie znaleziono zamówienia.',
    });
    expect(answer(await post('Order/MarkOrderAsConfirmed', { orderId: order.id }, other))).toEqual({
      status: 404,
      message: 'Nie znaleziono zamówienia.',
    });
  });
});

describe('links keep working without sign-in', () => {
  it('the view link shows the order and pays it; a link of another order with this id is 404', async () => {
    const first = await placeB2c();
    const second = await placeB2c();
    const shown = await view({ token: first.viewToken });
    expect(shown.body.result.order.id).toBe(first.order.id);
    expect(shown.body.result.can.pay).toBe(true);
    expect((await post('Order/PayForOrder', { token: first.viewToken })).body.result.provider).toBe(
      'transfer',
    );
    expect(
      answer(await view({ orderId: String(second.order.id), token: first.viewToken })),
    ).toEqual({ status: 404, message: 'Nie znaleziono zamówienia.' });
    expect((await view({ token: first.viewToken.slice(0, -4) + 'AAAA' })).status).toBe(401);
  });

  it('the decision link accepts or rejects an order waiting for acceptance, signed out', async () => {
    const big = [...whole]
      .filter((x) => x.priceGross <= 900)
      .sort((x, y) => y.priceGross - x.priceGross)[0]!;
    const place = async () => {
      await fillCart(p, b2b, [{ productId: big.id, qty: Math.ceil(5200 / big.priceGross) }]);
      const res = await post(
        'Order/Create',
        orderBody(ids, {
          buyer: buyer({
            firstName: 'Jan',
            lastName: 'Kowalski',
            email: 'jan.kowalski@instalbud.pl',
          }),
        }),
        b2b,
      );
      expect(res.body.result.order.status).toBe('AWAITING_ACCEPTANCE');
      return res.body.result.order as { id: number; revision: number; approverUserId: number };
    };
    const adminId = (
      await p.call({ method: 'GET', url: '/AbpUserConfiguration/GetAll', token: admin })
    ).body.result.session.userId as number;
    const accepted = await place();
    const acceptToken = await issueDecisionToken(p.ctx, {
      tenantId: 1,
      orderId: accepted.id,
      approverUserId: adminId,
      revision: accepted.revision,
    });
    expect((await view({ token: acceptToken })).body.result.can).toMatchObject({
      accept: true,
      reject: true,
    });
    expect((await post('Order/AcceptOrder', { token: acceptToken })).body.result.status).toBe(
      'NEW',
    );
    const rejected = await place();
    const rejectToken = await issueDecisionToken(p.ctx, {
      tenantId: 1,
      orderId: rejected.id,
      approverUserId: adminId,
      revision: rejected.revision,
    });
    expect(
      (await post('Order/DiscardOrder', { token: rejectToken, reason: 'Za drogo' })).body.result,
    ).toMatchObject({ status: 'REJECTED', rejectionReason: 'Za drogo' });
  });
});
