/** Quantity input rules (storefront.md §5). */
import { MAX_QUANTITY } from '../constants';
import { roundTo } from './numbers';

/** Units counted in whole pieces: 'szt' (sztuka) and 'kpl' (komplet). */
export function isWholeUnit(unit: string | null | undefined): boolean {
  const u = (unit ?? '').toLowerCase();
  return u.includes('szt') || u.includes('kpl');
}

/**
 * A typed or stored quantity → a number: whole when the unit contains 'szt' or 'kpl' (fraction
 * cut off), else one decimal place; capped at `max` (9999999); non-numeric or negative → 0.
 * Accepts the Polish decimal comma ('2,5').
 */
export function parseQuantity(
  value: unknown,
  unit?: string | null,
  max: number = MAX_QUANTITY,
): number {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '')
    number = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  else return 0;
  if (!Number.isFinite(number) || number <= 0) return 0;
  const shaped = isWholeUnit(unit) ? Math.trunc(number) : roundTo(number, 1);
  return Math.min(shaped, max);
}

/** Adds two quantities on one decimal, as the local cart merges lines (2.1 + 0.2 = 2.3). */
export function addQuantities(a: number, b: number, max: number = MAX_QUANTITY): number {
  return Math.min(roundTo(a + b, 1), max);
}
