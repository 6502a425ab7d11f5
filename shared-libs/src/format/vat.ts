/**
 * The one rule for money of a sale (cart, checkout summary, order, PDF, invoice), in whole grosze:
 * net per line (quantity × unit net, rounded), VAT per rate on the sum of that rate's nets rounded
 * once per rate, gross = net + VAT (polish-commerce.md: rounding each line's gross is where shops'
 * totals stop adding up). Lines are shown with their net values so they add up to these totals.
 */
export interface VatTotalsLine {
  /** Net value of the line when it is known already (a stored document line). */
  netValue?: number;
  qty?: number;
  priceNet?: number;
  vatRate: number;
}
export interface VatRateTotals {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}
export interface VatTotals {
  net: number;
  vat: number;
  gross: number;
  /** Highest rate first. */
  byRate: VatRateTotals[];
}

const grosze = (zl: number) => Math.round(zl * 100);
const zl = (gr: number) => gr / 100;

/** Net value of a line in grosze: quantity (up to 3 decimals) × unit net price, rounded once. */
export const lineNetGrosze = (qty: number, priceNet: number) =>
  Math.round((Math.round(qty * 1000) * grosze(priceNet)) / 1000);
/** Net value of a line in złoty. */
export const lineNetValue = (qty: number, priceNet: number) => zl(lineNetGrosze(qty, priceNet));

/** The VAT rate the two unit prices imply (a guest's local cart stores only net and gross). */
export const impliedVatRate = (priceNet: number, priceGross: number) =>
  priceNet > 0 ? Math.round((priceGross / priceNet - 1) * 100) : 0;

const netOf = (l: VatTotalsLine) =>
  l.netValue !== undefined ? grosze(l.netValue) : lineNetGrosze(l.qty ?? 0, l.priceNet ?? 0);

/** Totals per VAT rate and overall, from each line's net value (or quantity × unit net). */
export function vatTotals(lines: readonly VatTotalsLine[]): VatTotals {
  const netByRate = new Map<number, number>();
  for (const l of lines) netByRate.set(l.vatRate, (netByRate.get(l.vatRate) ?? 0) + netOf(l));
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
