// Document money, in whole grosze: net per line (qty × unit net, rounded), then VAT per rate on the
// sum of that rate's nets, rounded once per rate (polish-commerce.md: rounding per line on gross
// prices is where shops' invoices stop adding up). Gross = net + VAT.
import type { VatRateTotal } from '@armatura/shared-libs/contracts';

const grosze = (zl: number) => Math.round(zl * 100);
const zl = (gr: number) => gr / 100;

/** Net value of a line: quantity (up to 3 decimals) × unit net price, rounded to grosze. */
export const lineNetValue = (qty: number, priceNet: number) =>
  zl(Math.round((Math.round(qty * 1000) * grosze(priceNet)) / 1000));

export interface DocumentTotals {
  net: number;
  vat: number;
  gross: number;
  byRate: VatRateTotal[];
}

/** Totals per VAT rate (highest rate first) and overall, from each line's net value. */
export function totalsByRate(lines: { vatRate: number; netValue: number }[]): DocumentTotals {
  const netByRate = new Map<number, number>();
  for (const l of lines)
    netByRate.set(l.vatRate, (netByRate.get(l.vatRate) ?? 0) + grosze(l.netValue));
  const rows = [...netByRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, net]) => ({ rate, net, vat: Math.round((net * rate) / 100) }));
  const net = rows.reduce((s, r) => s + r.net, 0);
  const vat = rows.reduce((s, r) => s + r.vat, 0);
  return {
    net: zl(net),
    vat: zl(vat),
    gross: zl(net + vat),
    byRate: rows.map((r) => ({
      rate: r.rate,
      net: zl(r.net),
      vat: zl(r.vat),
      gross: zl(r.net + r.vat),
    })),
  };
}
