// Quantity rules (storefront.md §5), the same on the server as in the browser: the parsing and
// merging come from @armatura/shared-libs/format; here is what the server refuses, in Polish.
import { MAX_QUANTITY } from '@armatura/shared-libs/constants';
import { addQuantities, isWholeUnit, parseQuantity } from '@armatura/shared-libs/format';

export { MAX_QUANTITY, isWholeUnit };
/** What a person typed ("2,5", " 3 ", "abc") → a quantity obeying the unit's rule; non-numeric → 0. */
export const normalizeQuantity = (value: unknown, unit: string | null | undefined) =>
  parseQuantity(value, unit);
/** Merging two quantities of one line: one decimal, trailing zeros trimmed, capped. */
export const mergeQuantities = (a: number, b: number) => addQuantities(a, b);

/** Why a quantity is not acceptable for a unit, or null when it is. */
export function quantityProblem(qty: number, unit: string, name: string): string | null {
  if (!Number.isFinite(qty) || qty <= 0)
    return `Podaj ilość większą od zera dla produktu '${name}'.`;
  if (qty > MAX_QUANTITY) return `Maksymalna ilość produktu '${name}' to ${MAX_QUANTITY}.`;
  if (isWholeUnit(unit) && !Number.isInteger(qty))
    return `Ilość produktu '${name}' musi być liczbą całkowitą (jednostka: ${unit}).`;
  if (Math.round(qty * 10) / 10 !== qty)
    return `Ilość produktu '${name}' może mieć najwyżej jedno miejsce po przecinku.`;
  return null;
}
