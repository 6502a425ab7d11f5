import { describe, expect, it } from 'vitest';
import { priceFor, type PriceBase } from './compute.js';

const base: PriceBase = {
  id: 1,
  vatRate: 23,
  priceNet: 100,
  priceGross: 123,
  promoNet: 0,
  promoGross: 0,
  brandId: 7,
  categoryIds: [1, 2],
};
const anon = { isB2B: false, contractorId: null };
const b2b = { isB2B: true, contractorId: 1001 };
const noTerms = { contractPrices: new Map<number, number>(), discounts: [] };

describe('pricing (spec §5)', () => {
  it('uses the list price without a promotion, the promotion when its gross is above 0', () => {
    expect(priceFor(base, anon, null)).toMatchObject({
      priceNet: 100,
      priceGross: 123,
      promotionValueBrutto: 0,
      isPromotion: false,
    });
    expect(priceFor({ ...base, promoNet: 80, promoGross: 98.4 }, anon, null)).toMatchObject({
      priceNet: 80,
      priceGross: 98.4,
      promotionValueBrutto: 98.4,
      valueBrutto: 123,
      isPromotion: true,
    });
  });

  it('B2B: the contract price wins, then the better of promotion and the most specific discount', () => {
    expect(priceFor(base, b2b, { ...noTerms, contractPrices: new Map([[1, 70]]) })).toMatchObject({
      priceNet: 70,
      priceGross: 86.1,
      promotionValueNetto: 70,
      promotionValueBrutto: 86.1,
    });
    const discounts = [
      { scope: 'brand' as const, scopeId: 7, percent: 30 },
      { scope: 'category' as const, scopeId: 2, percent: 10 },
    ];
    // category (10 %) is more specific than brand (30 %)
    expect(priceFor(base, b2b, { ...noTerms, discounts })).toMatchObject({
      priceNet: 90,
      priceGross: 110.7,
    });
    expect(
      priceFor({ ...base, promoNet: 80, promoGross: 98.4 }, b2b, { ...noTerms, discounts }),
    ).toMatchObject({ priceNet: 80, priceGross: 98.4 });
    expect(priceFor(base, b2b, noTerms)).toMatchObject({
      priceNet: 100,
      promotionValueNetto: 100,
      promotionValueBrutto: 123,
      isPromotion: false,
    });
  });

  it('B2B: the lowest price the customer is entitled to — a public promotion below the contract price wins', () => {
    const promo = { ...base, promoNet: 80, promoGross: 98.4 };
    const contract = { ...noTerms, contractPrices: new Map([[1, 88.93]]) };
    expect(priceFor(promo, b2b, contract)).toMatchObject({
      priceNet: 80,
      priceGross: 98.4,
      promotionValueNetto: 80,
      isPromotion: true,
    });
    // Never above what an anonymous visitor pays for the same product.
    expect(priceFor(promo, b2b, contract).priceNet).toBeLessThanOrEqual(
      priceFor(promo, anon, null).priceNet,
    );
    // A discount deeper than the contract price wins too.
    const discounts = [{ scope: 'product' as const, scopeId: 1, percent: 25 }];
    expect(priceFor(base, b2b, { ...contract, discounts })).toMatchObject({
      priceNet: 75,
      priceGross: 92.25,
    });
    // The contract price applies when it is the lowest.
    expect(priceFor(promo, b2b, { ...noTerms, contractPrices: new Map([[1, 60]]) })).toMatchObject({
      priceNet: 60,
      priceGross: 73.8,
    });
  });

  it('rounds to 2 decimals', () => {
    const p = priceFor({ ...base, priceNet: 33.333, priceGross: 41 }, b2b, {
      ...noTerms,
      discounts: [{ scope: 'product', scopeId: 1, percent: 12.5 }],
    });
    expect(p.priceNet).toBe(29.17);
    expect(p.priceGross).toBe(35.88);
  });
});
