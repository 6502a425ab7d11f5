// Stock against what is asked for (issue 14.5). Whether a tenant sells beyond its stock is the
// commerce domain's setting `allowBackorders` (read through its module API, cached there); off —
// the default — the cart and the order refuse more than the catalogue has, on — the surplus is
// taken 'na zamówienie' and the line says so.
import type { ModuleContext } from '@armatura/shared-libs/server';
import { formatQuantity } from '@armatura/shared-libs/format';
import { commerceApi } from './deps.js';

export async function allowsBackorders(ctx: ModuleContext, tenantId: number): Promise<boolean> {
  const config = await commerceApi(ctx).getDefaultConfiguration(tenantId);
  return config.allowBackorders === true;
}

/** Why `wanted` of a product cannot be sold, or null when it can. */
export function stockProblem(
  p: { name: string; unit: string; qtyAvailable: number },
  wanted: number,
  backorders: boolean,
): string | null {
  if (backorders || wanted <= p.qtyAvailable) return null;
  if (p.qtyAvailable <= 0)
    return `Produkt '${p.name}' jest niedostępny — brak go w magazynie i sklep nie przyjmuje zamówień na brakujące produkty.`;
  return `Produkt '${p.name}' jest dostępny tylko w ilości ${formatQuantity(p.qtyAvailable, p.unit)} — nie można zamówić więcej.`;
}

/** A line beyond the stock that the shop takes anyway: shown as 'na zamówienie'. */
export const isBackorder = (qty: number, qtyAvailable: number, backorders: boolean) =>
  backorders && qty > qtyAvailable;
