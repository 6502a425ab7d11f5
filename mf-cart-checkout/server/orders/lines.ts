// The lines an order is made of, priced by the catalogue now. A withdrawn product or a quantity
// that breaks its unit's rule stops the order with a message naming the product.
import { validationError, userError, type ModuleContext } from '@armatura/shared-libs/server';
import { priceProducts, toPricedLine, type PricedLine } from '../lib/pricing.js';
import { quantityProblem } from '../domain/quantity.js';

export interface RequestedLine { productId: number; qty: number; name?: string }

export async function priceRequestedLines(ctx: ModuleContext, caller: { tenantId: number; userId: number | null }, requested: RequestedLine[]): Promise<PricedLine[]> {
  if (requested.length === 0) throw userError('Koszyk jest pusty.');
  // The same product twice (a guest's local cart may hold two prices of it) becomes one line.
  const merged = new Map<number, RequestedLine>();
  for (const r of requested) {
    const prev = merged.get(r.productId);
    merged.set(r.productId, prev ? { ...prev, qty: Number((prev.qty + r.qty).toFixed(1)) } : { ...r });
  }
  const prices = await priceProducts(ctx, caller, [...merged.keys()]);
  const problems: { message: string; members: string[] }[] = [];
  const lines: PricedLine[] = [];
  for (const r of merged.values()) {
    const p = prices.get(r.productId);
    if (!p) { problems.push({ message: `Produkt '${r.name || r.productId}' jest już niedostępny. Usuń go z koszyka.`, members: [`items.${r.productId}`] }); continue; }
    const problem = quantityProblem(r.qty, p.unit, p.name);
    if (problem) { problems.push({ message: problem, members: [`items.${r.productId}`] }); continue; }
    lines.push(toPricedLine(p, r.qty));
  }
  if (problems.length) throw validationError(problems.length === 1 ? problems[0]!.message : 'Niektórych produktów z koszyka nie można zamówić.', problems);
  return lines;
}
