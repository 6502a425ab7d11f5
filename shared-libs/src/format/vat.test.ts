import { describe, expect, it } from 'vitest';
import { impliedVatRate, lineNetValue, vatTotals } from './vat';

describe('vatTotals (issue 14.4)', () => {
  // Two 23% lines whose rounded gross values are 1.702,31 and 922,48 zł (2.624,79 together):
  // the rule is VAT on the rate's net sum, so the total is 2.624,78 and the VAT row says why.
  const lines = [
    { qty: 1, priceNet: 1383.99, vatRate: 23 },
    { qty: 1, priceNet: 749.98, vatRate: 23 },
  ];
  it('rounds VAT once per rate, not per line', () => {
    const t = vatTotals(lines);
    expect(t).toEqual({
      net: 2133.97,
      vat: 490.81,
      gross: 2624.78,
      byRate: [{ rate: 23, net: 2133.97, vat: 490.81, gross: 2624.78 }],
    });
  });
  it('adds up: the shown net lines + VAT per rate = gross', () => {
    const t = vatTotals(lines);
    const netLines = lines.reduce(
      (s, l) => s + Math.round(lineNetValue(l.qty, l.priceNet) * 100),
      0,
    );
    const vat = t.byRate.reduce((s, r) => s + Math.round(r.vat * 100), 0);
    expect((netLines + vat) / 100).toBe(t.gross);
  });
  it('keeps rates apart, highest first, and takes stored net values', () => {
    const t = vatTotals([
      { netValue: 10.05, vatRate: 8 },
      { qty: 2.5, priceNet: 3.33, vatRate: 23 },
      { netValue: 0.05, vatRate: 8 },
    ]);
    expect(t.byRate.map((r) => [r.rate, r.net, r.vat])).toEqual([
      [23, 8.33, 1.92],
      [8, 10.1, 0.81],
    ]);
    expect(t.gross).toBe(21.16);
  });
  it('reads the rate from a guest line’s net and gross unit prices', () => {
    expect(impliedVatRate(100, 123)).toBe(23);
    expect(impliedVatRate(0, 0)).toBe(0);
  });
});
