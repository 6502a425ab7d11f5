// @vitest-environment happy-dom
// $discounts against the real API host (startTestApiHost): a contractor's prices come from
// Product/DiscountsProduct for the signed-in user's contractor, are dropped when the user changes,
// and a refused request leaves the list prices.
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { CatalogModuleApi, ProductCard } from '@armatura/shared-libs/contracts';
import { $session, $user, signIn } from '@armatura/shared-libs/session';
import { catalogApi } from '../api/catalog-api';
import { $discounts, $isB2B, priceFor, requestDiscounts } from './discounts-store';

let host: TestApiHost;
/** Product cards as an anonymous visitor loads them (list prices). */
let cards: ProductCard[];

beforeAll(async () => {
  host = await startTestApiHost();
  const loaded = await Promise.allSettled(
    Array.from({ length: 12 }, (_, i) => catalogApi.getProduct(i + 1)),
  );
  cards = loaded.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
});
afterAll(() => host?.close());

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  vi.restoreAllMocks();
});

const signInAs = (userName: string) =>
  signIn({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false });

/** What the catalogue charges this user, straight from its module API (the expectation). */
async function pricesOf(userId: number) {
  return host.platform.ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(
    { tenantId: 1, userId },
    cards.map((c) => c.id),
  );
}

describe('$discounts', () => {
  it('asks for nothing for an anonymous visitor', async () => {
    expect(cards.length).toBeGreaterThan(5);
    await requestDiscounts(cards);
    expect($discounts.get().size).toBe(0);
  });

  it("applies the b2b contractor's prices per product, some below the list price", async () => {
    const user = await signInAs('b2b');
    expect($isB2B.get()).toBe(true);
    await requestDiscounts(cards);
    const expected = await pricesOf(user.id);
    const discounts = $discounts.get();
    expect([...discounts.keys()].sort((a, b) => a - b)).toEqual(
      cards.map((c) => c.id).sort((a, b) => a - b),
    );
    for (const card of cards) {
      expect(discounts.get(card.id)).toEqual({
        productId: card.id,
        promotionValueNetto: expected.get(card.id)!.priceNet,
        promotionValueBrutto: expected.get(card.id)!.priceGross,
      });
    }
    const cheaper = cards.filter((c) => discounts.get(c.id)!.promotionValueNetto < c.priceNet);
    expect(cheaper.length).toBeGreaterThan(0);
    // The screens' price is the contractor's.
    const shown = priceFor(cheaper[0]!, discounts, $isB2B.get());
    expect(shown.net).toBe(discounts.get(cheaper[0]!.id)!.promotionValueNetto);
  });

  it('drops them when another contractor signs in, who then gets their own', async () => {
    await signInAs('b2b');
    await requestDiscounts(cards);
    const first = new Map($discounts.get());
    const other = await signInAs('b2b2');
    expect($discounts.get().size).toBe(0);
    await requestDiscounts(cards);
    const expected = await pricesOf(other.id);
    for (const card of cards)
      expect($discounts.get().get(card.id)?.promotionValueNetto).toBe(
        expected.get(card.id)!.priceNet,
      );
    expect(
      cards.some(
        (c) =>
          first.get(c.id)!.promotionValueNetto !== $discounts.get().get(c.id)!.promotionValueNetto,
      ),
    ).toBe(true);
  });

  it("keeps the list prices when the API refuses (a contractor that is not the signed-in user's)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await signInAs('b2b');
    // A stale user cookie naming another company: the server refuses its prices with 403.
    $session.setKey('user', { ...user, contractorId: 1002 });
    expect($user.get()?.contractorId).toBe(1002);
    await requestDiscounts(cards);
    expect($discounts.get().size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatchObject({
      status: 403,
      message: 'Nie możesz pobrać cen innego kontrahenta.',
    });
  });
});
