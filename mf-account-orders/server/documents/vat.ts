// Document money: the shop's one rule from @armatura/shared-libs/format (net per line, VAT per rate
// on the sum of that rate's nets, rounded once per rate, gross = net + VAT), the same function the
// cart, checkout and order placement use, so an invoice shows the order's totals to the grosz.
import { lineNetValue, vatTotals, type VatTotals } from '@armatura/shared-libs/format';

export { lineNetValue };
export type DocumentTotals = VatTotals;

/** Totals per VAT rate (highest rate first) and overall, from each line's net value. */
export const totalsByRate = (lines: { vatRate: number; netValue: number }[]): DocumentTotals =>
  vatTotals(lines.map((l) => ({ netValue: l.netValue, vatRate: l.vatRate })));
