import { describe, expect, it } from 'vitest';
import { displayPrice, payableFromValues } from './price';

const base = {
  valueNetto: 400,
  valueBrutto: 492,
  promotionValueNetto: 0,
  promotionValueBrutto: 0,
  priceNet: 400,
  priceGross: 492,
  currency: 'PLN',
  promotionCurrency: 'PLN',
};

describe('displayPrice', () => {
  it('shows the caller price without an old price when nothing is reduced', () => {
    const price = displayPrice(base, undefined, false);
    expect(price).toMatchObject({ net: 400, gross: 492, regularGross: null, savingPercent: 0 });
  });

  it('shows a promotion as old/new price', () => {
    const price = displayPrice(
      {
        ...base,
        promotionValueNetto: 300,
        promotionValueBrutto: 369,
        priceNet: 300,
        priceGross: 369,
      },
      undefined,
      false,
    );
    expect(price).toMatchObject({
      net: 300,
      gross: 369,
      regularNet: 400,
      regularGross: 492,
      savingPercent: 25,
    });
  });

  it('a contractor discount answer replaces the price', () => {
    const price = displayPrice(
      base,
      { productId: 1, promotionValueNetto: 350, promotionValueBrutto: 430.5 },
      true,
    );
    expect(price).toMatchObject({ net: 350, gross: 430.5, regularGross: 492 });
  });

  it('a zero discount keeps the server price', () => {
    const price = displayPrice(
      base,
      { productId: 1, promotionValueNetto: 0, promotionValueBrutto: 0 },
      true,
    );
    expect(price.gross).toBe(492);
  });
});

describe('payableFromValues (spec §5)', () => {
  it('non-B2B pays the promotion only when its gross is above 0', () => {
    expect(
      payableFromValues({ ...base, promotionValueNetto: 300, promotionValueBrutto: 369 }, false),
    ).toEqual({ net: 300, gross: 369 });
    expect(payableFromValues(base, false)).toEqual({ net: 400, gross: 492 });
  });

  it('B2B pays its own promotion values', () => {
    expect(
      payableFromValues({ ...base, promotionValueNetto: 380, promotionValueBrutto: 467.4 }, true),
    ).toEqual({ net: 380, gross: 467.4 });
  });

  it('is used when the server sent no caller price', () => {
    const price = displayPrice(
      { ...base, priceNet: 0, priceGross: 0, promotionValueNetto: 300, promotionValueBrutto: 369 },
      undefined,
      false,
    );
    expect(price.gross).toBe(369);
  });
});
