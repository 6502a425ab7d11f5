// Money of the cart, checkout and order: the shop's one rule from @armatura/shared-libs/format
// (net per line, VAT per rate on the rate's net sum, rounded per rate). The delivery is one more
// net amount under its own rate.
import { lineNetValue, vatTotals, type VatTotals } from '@armatura/shared-libs/format';

export interface TotalsLine {
  qty: number;
  priceNet: number;
  vatRate: number;
}
export type Totals = VatTotals;

export const lineNet = (qty: number, priceNet: number) => lineNetValue(qty, priceNet);
/** A unit price's gross (shown beside the net unit price; never summed). */
export const grossOf = (net: number, vatRate: number) =>
  Math.round((Math.round(net * 100) * (100 + vatRate)) / 100) / 100;

export function computeTotals(
  lines: TotalsLine[],
  extra: { net: number; vatRate: number } | null = null,
): Totals {
  const all = lines.map((l) => ({ qty: l.qty, priceNet: l.priceNet, vatRate: l.vatRate }));
  return vatTotals(
    extra && extra.net > 0 ? [...all, { netValue: extra.net, vatRate: extra.vatRate }] : all,
  );
}
