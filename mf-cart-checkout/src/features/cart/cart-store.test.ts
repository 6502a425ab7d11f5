// @vitest-environment happy-dom
// $cart against the real API host (startTestApiHost): the browser cart for a visitor, the server
// cart (priced by the catalogue) once signed in, and the server's refusals surfaced.
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { CatalogModuleApi, PricedProduct } from '@armatura/shared-libs/contracts';
import { piecesForSale } from '../testing/pieces';
import { $notices, clearNotices } from '@armatura/shared-libs/notices';
import { $session, signIn } from '@armatura/shared-libs/session';
import {
  $cart,
  addToCart,
  clearCart,
  loadCart,
  migrateLocalCart,
  refreshTotals,
  removeLine,
  setLineQty,
  startCartSync,
} from './cart-store';
import { readLocalCart } from './local-cart';
import { cartApi } from '../api';

let host: TestApiHost;
let pieces: PricedProduct[];

beforeAll(async () => {
  host = await startTestApiHost();
  pieces = await piecesForSale(host.platform.ctx.modules.get<CatalogModuleApi>('catalog'));
});
afterAll(() => host?.close());

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  clearNotices();
});

const widgetProps = (p: PricedProduct) => ({
  productId: p.id,
  name: p.name,
  unit: p.unit,
  priceNet: p.priceNet,
  priceGross: p.priceGross,
});

/** Signs in through the session store and starts from an empty server cart. */
async function signInWithEmptyCart(userName: string) {
  await signIn({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false });
  await clearCart();
  return host.login(userName);
}

/** What the API itself says is in the user's cart. */
async function serverCart(token: string) {
  const res = await host.platform.call({
    method: 'GET',
    url: '/api/services/app/ShoppingCart/GetUserShoppingCarts',
    token,
  });
  return res.body.result as {
    items: { id: number; productId: number; qty: number }[];
    totals: { gross: number };
  };
}

describe('$cart of a visitor', () => {
  it('keeps lines in localStorage and makes no server cart', async () => {
    const [a] = pieces;
    await addToCart(widgetProps(a!), '2');
    await addToCart(widgetProps(a!), 1);
    expect($cart.get()).toMatchObject({ mode: 'local', status: 'ready', totals: { quantity: 1 } });
    expect($cart.get().lines.map((l) => [l.productId, l.qty, l.id])).toEqual([[a!.id, 3, null]]);
    expect(readLocalCart().map((i) => [i.productId, i.qty])).toEqual([[a!.id, 3]]);
  });
});

describe('$cart of a signed-in user', () => {
  it('adds to the server cart: the store shows what the API stores, priced by the catalogue', async () => {
    const token = await signInWithEmptyCart('b2c');
    const [a, b] = pieces;
    await addToCart(widgetProps(a!), '2');
    await addToCart({ ...widgetProps(b!), priceNet: 0.01, priceGross: 0.01 }, 1);
    const cart = $cart.get();
    expect(cart).toMatchObject({
      mode: 'server',
      status: 'ready',
      error: null,
      totals: { quantity: 2 },
    });
    expect(cart.lines.map((l) => [l.productId, l.qty, l.code])).toEqual([
      [a!.id, 2, a!.code],
      [b!.id, 1, b!.code],
    ]);
    // A price sent by the page is ignored: the server prices every line.
    expect(cart.lines[1]!.priceNet).toBe(b!.priceNet);
    const stored = await serverCart(token);
    expect(stored.items.map((i) => [i.id, i.productId, i.qty])).toEqual(
      cart.lines.map((l) => [l.id, l.productId, l.qty]),
    );
    expect(cart.totals.totalPrice).toBe(stored.totals.gross);
    expect(readLocalCart()).toEqual([]);
  });

  it('keeps the loaded cart when the badge totals answer after the whole cart', async () => {
    await signInWithEmptyCart('b2c');
    await addToCart(widgetProps(pieces[0]!), 1);
    $cart.set({ ...$cart.get(), status: 'idle', lines: [] }); // a fresh page: nothing loaded yet
    // The real API answers both calls; the totals are only let through once the cart has loaded.
    let cartLoaded!: () => void;
    const loaded = new Promise<void>((resolve) => (cartLoaded = resolve));
    const totals = cartApi.totals.bind(cartApi);
    const spy = vi.spyOn(cartApi, 'totals').mockImplementation(async () => {
      await loaded;
      return totals();
    });
    try {
      const badge = refreshTotals();
      await loadCart();
      cartLoaded();
      await badge;
    } finally {
      spy.mockRestore();
    }
    expect($cart.get()).toMatchObject({ status: 'ready', totals: { quantity: 1 } });
    expect($cart.get().lines.map((l) => l.productId)).toEqual([pieces[0]!.id]);
  });

  it('changes a quantity, keeps a line at quantity 0 or non-numeric (issue 14.2), removes by removeLine, and clears', async () => {
    const token = await signInWithEmptyCart('b2c');
    const [a, b, c] = pieces;
    for (const p of [a!, b!, c!]) await addToCart(widgetProps(p), 1);
    expect(await setLineQty($cart.get().lines[0]!, '5')).toBeNull();
    expect(await setLineQty($cart.get().lines[1]!, 0)).toBe(
      'Podaj ilość większą od zera. Aby usunąć produkt, użyj przycisku „Usuń”.',
    );
    expect(await setLineQty($cart.get().lines[1]!, 'abc')).not.toBeNull();
    expect((await serverCart(token)).items.map((i) => [i.productId, i.qty])).toEqual([
      [a!.id, 5],
      [b!.id, 1],
      [c!.id, 1],
    ]);
    await removeLine($cart.get().lines[1]!);
    await removeLine($cart.get().lines[0]!);
    expect($cart.get().lines.map((l) => l.productId)).toEqual([c!.id]);
    await clearCart();
    expect($cart.get().lines).toEqual([]);
    expect((await serverCart(token)).items).toEqual([]);
  });

  it("'abc' becomes 0 and adds nothing, with a clear message, for a visitor and signed in (issue 14.2)", async () => {
    const [a] = pieces;
    await expect(addToCart(widgetProps(a!), 'abc')).rejects.toThrow(
      'Podaj ilość większą od zera. Nic nie dodano do koszyka.',
    );
    expect(readLocalCart()).toEqual([]);
    const token = await signInWithEmptyCart('b2c');
    await expect(addToCart(widgetProps(a!), 'abc')).rejects.toThrow('Nic nie dodano');
    expect((await serverCart(token)).items).toEqual([]);
  });

  it("rejects a product the catalogue does not have with the API's message and leaves the cart as it was", async () => {
    await signInWithEmptyCart('b2c');
    await addToCart(widgetProps(pieces[0]!), 1);
    await expect(
      addToCart(
        { productId: 999_999, name: 'Nieistniejący', unit: 'szt', priceNet: 1, priceGross: 1.23 },
        1,
      ),
    ).rejects.toMatchObject({ status: 404, message: 'Produkt jest niedostępny lub nie istnieje.' });
    expect($cart.get().lines.map((l) => l.productId)).toEqual([pieces[0]!.id]);
  });

  it("moves the visitor's cart to the server on sign-in and empties the browser cart", async () => {
    const [a, b] = pieces;
    const token = await host.login('b2b2');
    await host.platform.call({
      method: 'DELETE',
      url: '/api/services/app/ShoppingCart/DeleteAll',
      token,
    });
    await addToCart(widgetProps(a!), 2);
    await addToCart(widgetProps(b!), 3);
    expect($cart.get().mode).toBe('local');
    await signIn({ userNameOrEmailAddress: 'b2b2', password: DEMO_PASSWORD, rememberMe: false });
    await migrateLocalCart();
    expect($cart.get()).toMatchObject({ mode: 'server', status: 'ready' });
    expect($cart.get().lines.map((l) => [l.productId, l.qty])).toEqual([
      [a!.id, 2],
      [b!.id, 3],
    ]);
    expect((await serverCart(token)).items.map((i) => [i.productId, i.qty])).toEqual([
      [a!.id, 2],
      [b!.id, 3],
    ]);
    expect(readLocalCart()).toEqual([]);
  });

  it('keeps the badge of an account without a cart quiet: no error, no toast', async () => {
    await signIn({ userNameOrEmailAddress: 'tresci', password: DEMO_PASSWORD, rememberMe: false });
    const before = $notices.get().length;
    await refreshTotals();
    expect($cart.get()).toMatchObject({ status: 'idle', error: null, totals: { quantity: 0 } });
    expect($notices.get()).toHaveLength(before);
  });

  it("shows the API's refusal when the user may not use a cart", async () => {
    await signIn({ userNameOrEmailAddress: 'tresci', password: DEMO_PASSWORD, rememberMe: false });
    await loadCart();
    const refusal = await host.platform.call({
      method: 'GET',
      url: '/api/services/app/ShoppingCart/GetUserShoppingCarts',
      token: await host.login('tresci'),
    });
    expect(refusal.status).toBe(403);
    const { status, error } = $cart.get();
    expect(status).toBe('error');
    expect(error).toBe(refusal.body.error.message);
    expect($notices.get().at(-1)).toMatchObject({
      type: 'error',
      title: 'Błąd podczas pobierania koszyka',
      message: error,
    });
  });
});

// Last in the file: startCartSync subscribes to the session for the rest of the module's life.
describe('startCartSync', () => {
  it('follows the shared session: a sign-in alone moves the waiting browser cart to the server', async () => {
    const [a] = pieces;
    const token = await host.login('b2b');
    await host.platform.call({
      method: 'DELETE',
      url: '/api/services/app/ShoppingCart/DeleteAll',
      token,
    });
    await addToCart(widgetProps(a!), 4);
    startCartSync();
    await signIn({ userNameOrEmailAddress: 'b2b', password: DEMO_PASSWORD, rememberMe: false });
    await vi.waitFor(
      () =>
        expect($cart.get()).toMatchObject({
          mode: 'server',
          status: 'ready',
          totals: { quantity: 1 },
        }),
      { timeout: 5000 },
    );
    expect((await serverCart(token)).items.map((i) => [i.productId, i.qty])).toEqual([[a!.id, 4]]);
    expect(readLocalCart()).toEqual([]);
  });
});
