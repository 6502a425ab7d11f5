// ShoppingCart/* through the real platform: quantities, merging, prices from the catalogue,
// totals, migration of the local cart, CSV import, and who may touch which cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { PricedProduct } from '@armatura/shared-libs/contracts';
import { app, catalogue, fillCart, setBackorders } from '../testing/kit.js';

let p: TestPlatform;
let b2c: string;
let whole: PricedProduct[];
let decimal: PricedProduct[];

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  await setBackorders(p, true); // this suite is not about stock (stock.test.ts is)
  b2c = await p.login('b2c');
  ({ whole, decimal } = await catalogue(p));
});
afterAll(() => p.close());

const cart = async (token = b2c) =>
  (await p.call({ method: 'GET', url: app('ShoppingCart/GetUserShoppingCarts'), token })).body
    .result;

describe('server cart', () => {
  it('adds at the catalogue price (ignoring the client price) and merges the same product', async () => {
    const prod = whole[0]!;
    await fillCart(p, b2c, []);
    const first = await p.call({
      method: 'POST',
      url: app('ShoppingCart/Create'),
      token: b2c,
      payload: { productId: prod.id, qty: 2, priceNet: 0.01, priceGross: 0.01 },
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      productId: prod.id,
      qty: 2,
      priceNet: prod.priceNet,
      isAvailable: true,
    });
    await p.call({
      method: 'POST',
      url: app('ShoppingCart/Create'),
      token: b2c,
      payload: { productId: prod.id, qty: 3 },
    });
    const c = await cart();
    expect(c.items).toHaveLength(1);
    expect(c.items[0].qty).toBe(5);
    expect(c.totals.net).toBe(Math.round(prod.priceNet * 5 * 100) / 100);
  });

  it('merges decimal quantities to one decimal', async () => {
    const service = decimal[0]!;
    await fillCart(p, b2c, [
      { productId: service.id, qty: 1.2 },
      { productId: service.id, qty: 0.1 },
    ]);
    expect((await cart()).items[0].qty).toBe(1.3);
  });

  it('refuses fractions of pieces, zero, too much and unknown products with a Polish message', async () => {
    const piece = whole[0]!;
    const frac = await p.call({
      method: 'POST',
      url: app('ShoppingCart/Create'),
      token: b2c,
      payload: { productId: piece.id, qty: 1.5 },
    });
    expect(frac.status).toBe(400);
    expect(frac.body.error.message).toContain('musi być liczbą całkowitą');
    expect(
      (
        await p.call({
          method: 'POST',
          url: app('ShoppingCart/Create'),
          token: b2c,
          payload: { productId: piece.id, qty: 0 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await p.call({
          method: 'POST',
          url: app('ShoppingCart/Create'),
          token: b2c,
          payload: { productId: piece.id, qty: 10_000_000 },
        })
      ).status,
    ).toBe(400);
    const missing = await p.call({
      method: 'POST',
      url: app('ShoppingCart/Create'),
      token: b2c,
      payload: { productId: 999_999, qty: 1 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Produkt jest niedostępny lub nie istnieje.');
  });

  it('updates, deletes and clears lines; totals feed the badge', async () => {
    await fillCart(p, b2c, [
      { productId: whole[0]!.id, qty: 1 },
      { productId: whole[1]!.id, qty: 2 },
    ]);
    const items = (await cart()).items;
    const upd = await p.call({
      method: 'PUT',
      url: app('ShoppingCart/Update'),
      token: b2c,
      payload: { id: items[0].id, qty: 4 },
    });
    expect(upd.body.result.qty).toBe(4);
    expect(
      (
        await p.call({
          method: 'PUT',
          url: app('ShoppingCart/Update'),
          token: b2c,
          payload: { id: items[0].id, qty: 2.5 },
        })
      ).status,
    ).toBe(400);
    const totals = await p.call({
      method: 'GET',
      url: app('ShoppingCart/GetTotalUserShoppingCarts'),
      token: b2c,
    });
    expect(totals.body.result.quantity).toBe(2);
    expect(totals.body.result.totalPrice).toBe((await cart()).totals.gross);
    expect(
      (
        await p.call({
          method: 'DELETE',
          url: app('ShoppingCart/Delete'),
          token: b2c,
          query: { id: String(items[1].id) },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await p.call({
          method: 'DELETE',
          url: app('ShoppingCart/Delete'),
          token: b2c,
          query: { id: String(items[1].id) },
        })
      ).status,
    ).toBe(404);
    await p.call({ method: 'DELETE', url: app('ShoppingCart/DeleteAll'), token: b2c });
    expect((await cart()).items).toEqual([]);
  });

  it('keeps carts apart: anonymous 401, another user cannot read or change mine', async () => {
    await fillCart(p, b2c, [{ productId: whole[0]!.id, qty: 1 }]);
    const anon = await p.call({ method: 'GET', url: app('ShoppingCart/GetUserShoppingCarts') });
    expect(anon.status).toBe(401);
    const b2b = await p.login('b2b');
    const mine = (await cart()).items[0];
    expect(
      (
        await p.call({
          method: 'PUT',
          url: app('ShoppingCart/Update'),
          token: b2b,
          payload: { id: mine.id, qty: 9 },
        })
      ).status,
    ).toBe(404);
    const other = await p.call({
      method: 'GET',
      url: app('ShoppingCart/GetUserShoppingCarts'),
      token: b2b,
      query: { userId: '999' },
    });
    expect(other.status).toBe(403);
  });
});

describe('filling the cart', () => {
  it('migrates the local cart (merging, normalising, skipping what cannot be added)', async () => {
    await fillCart(p, b2c, [{ productId: whole[0]!.id, qty: 1 }]);
    const res = await p.call({
      method: 'POST',
      url: app('ShoppingCart/Migrate'),
      token: b2c,
      payload: {
        items: [
          { productId: whole[0]!.id, qty: 2, priceNet: 1, priceGross: 1.23 },
          { productId: whole[1]!.id, qty: 1.7 },
          { productId: 999_999, qty: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.quantity).toBe(2);
    const qty = Object.fromEntries((await cart()).items.map((i: any) => [i.productId, i.qty]));
    expect(qty).toEqual({ [whole[0]!.id]: 3, [whole[1]!.id]: 1 });
  });

  it('imports a CSV quick order and reports the lines it could not use', async () => {
    await fillCart(p, b2c, []);
    const csv = `kod;ilość\n${whole[0]!.code};2\n${decimal[0]!.code};1,5\nNIE-MA-TAKIEGO;1\n${whole[1]!.code};1,5\n${whole[2]!.code};abc\n`;
    const res = await p.call({
      method: 'POST',
      url: app('ShoppingCart/Import'),
      token: b2c,
      payload: { content: csv },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.imported).toBe(2);
    expect(res.body.result.errors.map((e: any) => e.line)).toEqual([4, 5, 6]);
    expect(res.body.result.errors[0].message).toBe('Nie znaleziono produktu o tym kodzie.');
    expect(res.body.result.cart.items.map((i: any) => i.qty)).toEqual([2, 1.5]);
  });
});

describe('checkout summary', () => {
  it('prices a guest local cart and the delivery on the server, VAT per rate', async () => {
    const del = await p.call({ method: 'GET', url: app('Delivery/GetUserDelivery') });
    const courier = del.body.result.items.find((d: any) => d.code === 'KURIER_INPOST');
    const res = await p.call({
      method: 'POST',
      url: app('ShoppingCart/GetCheckoutSummary'),
      payload: {
        items: [
          { productId: whole[0]!.id, qty: 2 },
          { productId: 999_999, qty: 1 },
        ],
        deliveryMethodId: courier.id,
      },
    });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.items.map((i: any) => i.isAvailable)).toEqual([true, false]);
    expect(r.delivery).toMatchObject({ name: 'Kurier InPost', priceGross: 19.99 });
    const net23 = Math.round(Math.round(whole[0]!.priceNet * 200) + 1625) / 100;
    expect(r.totals.byRate.find((x: any) => x.rate === 23).net).toBeCloseTo(net23, 2);
  });

  it('uses the server cart of a signed-in user', async () => {
    await fillCart(p, b2c, [{ productId: whole[1]!.id, qty: 3 }]);
    const res = await p.call({
      method: 'POST',
      url: app('ShoppingCart/GetCheckoutSummary'),
      token: b2c,
      payload: { items: [{ productId: whole[0]!.id, qty: 50 }] },
    });
    expect(res.body.result.items.map((i: any) => [i.productId, i.qty])).toEqual([
      [whole[1]!.id, 3],
    ]);
    expect(res.body.result.delivery).toBeNull();
  });
});
