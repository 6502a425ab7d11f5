// The free-delivery threshold saved in the back office (Configuration/UpdateDeliveryConfiguration)
// applies to the next summary and order without a restart; below it the delivery is charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { PricedProduct } from '@armatura/shared-libs/contracts';
import { app, catalogue, commerceIds, fillCart, orderBody, setBackorders } from '../testing/kit.js';

let p: TestPlatform;
let admin: string, b2c: string;
let product: PricedProduct;
let ids: Awaited<ReturnType<typeof commerceIds>>;

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  await setBackorders(p, true); // this suite is not about stock (stock.test.ts is)
  [admin, b2c] = await Promise.all([p.login('admin'), p.login('b2c')]);
  product = (await catalogue(p)).whole[0]!;
  ids = await commerceIds(p);
}, 180_000);
afterAll(() => p.close());

const threshold = (freeDeliveryThreshold: number | null) =>
  p.call({
    method: 'PUT',
    url: app('Configuration/UpdateDeliveryConfiguration'),
    token: admin,
    payload: { freeDeliveryThreshold, defaultDeliveryMethodId: null },
  });
const summary = async () =>
  (
    await p.call({
      method: 'POST',
      url: app('ShoppingCart/GetCheckoutSummary'),
      payload: { items: [{ productId: product.id, qty: 1 }], deliveryMethodId: ids.courier },
    })
  ).body.result;

describe('free delivery threshold', () => {
  it('charges the delivery below the threshold and nothing from it on, in the summary and the order', async () => {
    const goods = (await summary()).totals.gross - 19.99;
    expect((await threshold(Math.round((goods + 0.01) * 100) / 100)).status).toBe(200);
    expect((await summary()).delivery).toMatchObject({ priceGross: 19.99 });

    expect((await threshold(Math.floor(goods))).status).toBe(200);
    const free = await summary();
    expect(free.delivery).toMatchObject({ name: 'Kurier InPost', priceNet: 0, priceGross: 0 });
    expect(free.totals.gross).toBeCloseTo(goods, 2);

    await fillCart(p, b2c, [{ productId: product.id, qty: 1 }]);
    const order = await p.call({
      method: 'POST',
      url: app('Order/Create'),
      payload: orderBody(ids),
      token: b2c,
    });
    expect(order.status).toBe(200);
    expect(order.body.result.order.totals.gross).toBeCloseTo(goods, 2);
    expect(order.body.result.order.delivery).toMatchObject({ priceGross: 0 });
    await threshold(null);
    expect((await summary()).delivery).toMatchObject({ priceGross: 19.99 });
  });
});
