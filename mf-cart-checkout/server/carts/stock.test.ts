// Stock against the cart and the order (issue 14.5): without backorders (the default) adding or
// raising a line beyond the stock is a 400 with a Polish message and changes nothing, and order
// placement checks again; with backorders the line is taken and marked 'na zamówienie'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { CatalogModuleApi, PricedProduct } from '@armatura/shared-libs/contracts';
import { app, commerceIds, fillCart, orderBody, setBackorders } from '../testing/kit.js';

let p: TestPlatform;
let b2c: string;
let none: PricedProduct;
let few: PricedProduct;
let ids: Awaited<ReturnType<typeof commerceIds>>;

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  b2c = await p.login('b2c');
  ids = await commerceIds(p);
  const prices = await p.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(
    { tenantId: 1, userId: null },
    Array.from({ length: 200 }, (_, i) => i + 1),
  );
  const sold = [...prices.values()].filter((x) => x.isActive && x.priceNet > 0 && x.unit === 'szt');
  none = sold.find((x) => x.qtyAvailable === 0)!;
  few = sold.find((x) => x.qtyAvailable >= 2 && x.qtyAvailable < 100)!;
}, 240_000);
afterAll(() => p.close());

const add = (productId: number, qty: number) =>
  p.call({
    method: 'POST',
    url: app('ShoppingCart/Create'),
    token: b2c,
    payload: { productId, qty },
  });
const cart = async () =>
  (await p.call({ method: 'GET', url: app('ShoppingCart/GetUserShoppingCarts'), token: b2c })).body
    .result;

describe('without backorders (default)', () => {
  it('refuses an out-of-stock product and more than the stock, in the envelope, adding nothing', async () => {
    await fillCart(p, b2c, []);
    const out = await add(none.id, 1);
    expect(out.status).toBe(400);
    expect(out.body.success).toBe(false);
    expect(out.body.error.message).toContain(`Produkt '${none.name}' jest niedostępny`);
    expect(await add(few.id, few.qtyAvailable)).toMatchObject({ status: 200 });
    const more = await add(few.id, 1);
    expect(more.status).toBe(400);
    expect(more.body.error.message).toContain(`dostępny tylko w ilości ${few.qtyAvailable}`);
    const c = await cart();
    expect(c.items.map((i: any) => [i.productId, i.qty, i.backorder])).toEqual([
      [few.id, few.qtyAvailable, false],
    ]);
  });

  it('refuses raising a line above the stock but allows lowering it', async () => {
    await fillCart(p, b2c, [{ productId: few.id, qty: 1 }]);
    const line = (await cart()).items[0];
    const update = (qty: number) =>
      p.call({
        method: 'PUT',
        url: app('ShoppingCart/Update'),
        token: b2c,
        payload: { id: line.id, qty },
      });
    expect((await update(few.qtyAvailable + 1)).status).toBe(400);
    expect((await update(few.qtyAvailable)).status).toBe(200);
    expect((await cart()).items[0].qty).toBe(few.qtyAvailable);
  });

  it("a guest's summary names the line's stock problem", async () => {
    const res = await p.call({
      method: 'POST',
      url: app('ShoppingCart/GetCheckoutSummary'),
      payload: { items: [{ productId: none.id, qty: 2 }], deliveryMethodId: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.items[0].stockProblem).toContain('jest niedostępny');
  });
});

describe('with backorders', () => {
  it('takes the line as "na zamówienie"; switched off again, placement re-checks the stock', async () => {
    await setBackorders(p, true);
    await fillCart(p, b2c, [{ productId: none.id, qty: 3 }]);
    expect((await cart()).items[0]).toMatchObject({ qty: 3, backorder: true, stockProblem: null });
    await setBackorders(p, false);
    const placed = await p.call({
      method: 'POST',
      url: app('Order/Create'),
      token: b2c,
      payload: orderBody(ids),
    });
    expect(placed.status).toBe(400);
    expect(placed.body.error.message).toContain(`Produkt '${none.name}' jest niedostępny`);
    expect((await cart()).items[0]).toMatchObject({ qty: 3, backorder: false });
  });
});
