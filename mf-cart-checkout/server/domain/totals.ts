// Money: net is kept per line; VAT is computed per rate on the sum of nets and rounded per rate
// (polish-commerce.md), in whole grosze so no float drift can creep in.
export interface TotalsLine {
  qty: number;
  priceNet: number;
  vatRate: number;
}
export interface RateTotal {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}
export interface Totals {
  net: number;
  vat: number;
  gross: number;
  byRate: RateTotal[];
}

const grosze = (zl: number) => Math.round(zl * 100);
const zl = (gr: number) => gr / 100;

/** Net value of a line in grosze: quantity (one decimal) × unit net price. */
export const lineNetGrosze = (qty: number, priceNet: number) =>
  Math.round((Math.round(qty * 10) * grosze(priceNet)) / 10);
export const lineNet = (qty: number, priceNet: number) => zl(lineNetGrosze(qty, priceNet));
export const grossOf = (net: number, vatRate: number) =>
  zl(Math.round((grosze(net) * (100 + vatRate)) / 100));

export function computeTotals(
  lines: TotalsLine[],
  extra: { net: number; vatRate: number } | null = null,
): Totals {
  const netByRate = new Map<number, number>();
  for (const l of lines)
    netByRate.set(l.vatRate, (netByRate.get(l.vatRate) ?? 0) + lineNetGrosze(l.qty, l.priceNet));
  if (extra && extra.net > 0)
    netByRate.set(extra.vatRate, (netByRate.get(extra.vatRate) ?? 0) + grosze(extra.net));
  const byRate = [...netByRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, net]) => {
      const vat = Math.round((net * rate) / 100);
      return { rate, net: zl(net), vat: zl(vat), gross: zl(net + vat) };
    });
  const sum = (k: 'net' | 'vat') => zl(byRate.reduce((s, r) => s + grosze(r[k]), 0));
  const net = sum('net');
  const vat = sum('vat');
  return { net, vat, gross: zl(grosze(net) + grosze(vat)), byRate };
}
