// The lines an order is made of, priced by the catalogue now. A withdrawn product or a quantity
// that breaks its unit's rule stops the order with a message naming the product.
import {
  AMOUNT_LIMIT,
  validationError,
  userError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import { priceProducts, toPricedLine, type PricedLine } from '../lib/pricing.js';
import { quantityProblem } from '../domain/quantity.js';
import { allowsBackorders, stockProblem } from '../lib/stock.js';

export interface RequestedLine {
  productId: number;
  qty: number;
  name?: string;
}

/**
 * Order amounts are numeric(14,2) (|x| < 10^12). Quantities (≤ 9,999,999) times prices (≤ 10^8)
 * can exceed that, so the goods may be worth at most this, leaving room for the delivery charge.
 */
export const MAX_GOODS_GROSS = Math.floor(AMOUNT_LIMIT * 0.9);
export const TOO_LARGE_MESSAGE =
  'Ilość jest zbyt duża: wartość zamówienia przekracza dopuszczalną kwotę.';

export async function priceRequestedLines(
  ctx: ModuleContext,
  caller: { tenantId: number; userId: number | null },
  requested: RequestedLine[],
): Promise<PricedLine[]> {
  if (requested.length === 0) throw userError('Koszyk jest pusty.');
  // The same product twice (a guest's local cart may hold two prices of it) becomes one line.
  const merged = new Map<number, RequestedLine>();
  for (const r of requested) {
    const prev = merged.get(r.productId);
    merged.set(
      r.productId,
      prev ? { ...prev, qty: Number((prev.qty + r.qty).toFixed(1)) } : { ...r },
    );
  }
  const prices = await priceProducts(ctx, caller, [...merged.keys()]);
  const backorders = await allowsBackorders(ctx, caller.tenantId);
  const problems: Problem[] = [];
  const stockProblems: Problem[] = [];
  const lines: PricedLine[] = [];
  for (const r of merged.values()) {
    const p = prices.get(r.productId);
    if (!p) {
      problems.push({
        message: `Produkt '${r.name || r.productId}' jest już niedostępny. Usuń go z koszyka.`,
        members: [`items.${r.productId}`],
      });
      continue;
    }
    const problem = quantityProblem(r.qty, p.unit, p.name);
    if (problem) {
      problems.push({ message: problem, members: [`items.${r.productId}`] });
      continue;
    }
    // Placement checks the stock again: it may have gone since the line was added. Checked after
    // the amount limits, so an absurd quantity is called too large rather than out of stock.
    const short = stockProblem(p, r.qty, backorders);
    if (short) stockProblems.push({ message: short, members: [`items.${r.productId}`] });
    lines.push(toPricedLine(p, r.qty));
  }
  refuse(problems);
  const big = lines.filter((l) => l.grossValue > MAX_GOODS_GROSS);
  if (big.length)
    throw validationError(
      `Ilość produktu '${big[0]!.name}' jest zbyt duża: wartość pozycji przekracza dopuszczalną kwotę.`,
      big.map((l) => ({ message: 'Ilość jest zbyt duża.', members: [`items.${l.productId}`] })),
    );
  if (lines.reduce((sum, l) => sum + l.grossValue, 0) > MAX_GOODS_GROSS)
    throw validationError(TOO_LARGE_MESSAGE, [{ message: TOO_LARGE_MESSAGE, members: ['items'] }]);
  refuse(stockProblems);
  return lines;
}

interface Problem {
  message: string;
  members: string[];
}

function refuse(problems: Problem[]) {
  if (problems.length)
    throw validationError(
      problems.length === 1
        ? problems[0]!.message
        : 'Niektórych produktów z koszyka nie można zamówić.',
      problems,
    );
}
