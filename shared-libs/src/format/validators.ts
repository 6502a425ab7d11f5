/** Polish identifiers (notes/polish-commerce.md). Spaces, dashes and a 'PL' prefix are ignored. */

function digitsOf(value: string | null | undefined, allowPrefix = false): string {
  let text = (value ?? '').replace(/[\s-]/g, '');
  if (allowPrefix) text = text.replace(/^PL/i, '');
  return text;
}

function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0);
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

/** 10 digits; weighted sum mod 11 equals the last digit; remainder 10 is never valid. */
export function isValidNip(value: string | null | undefined): boolean {
  const nip = digitsOf(value, true);
  if (!/^\d{10}$/.test(nip) || /^0+$/.test(nip)) return false;
  const check = weightedSum(nip, NIP_WEIGHTS) % 11;
  return check !== 10 && check === Number(nip[9]);
}

/** 9 or 14 digits; weighted sum mod 11, where 10 counts as 0, equals the last digit. */
export function isValidRegon(value: string | null | undefined): boolean {
  const regon = digitsOf(value);
  const weights =
    regon.length === 9 ? REGON9_WEIGHTS : regon.length === 14 ? REGON14_WEIGHTS : null;
  if (!weights || !/^\d+$/.test(regon) || /^0+$/.test(regon)) return false;
  const check = (weightedSum(regon, weights) % 11) % 10;
  return check === Number(regon[regon.length - 1]);
}

/** NN-NNN */
export function isValidPostalCode(value: string | null | undefined): boolean {
  return /^\d{2}-\d{3}$/.test((value ?? '').trim());
}
