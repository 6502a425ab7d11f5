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

/**
 * IBAN (ISO 13616): country code, two check digits, then the national number; moved to the end and
 * letters turned into 10..35, the number mod 97 must be 1. A bare 26-digit Polish account number
 * (NRB) is checked as `PL` + those digits. Spaces and dashes are ignored.
 */
export function isValidIban(value: string | null | undefined): boolean {
  let iban = digitsOf(value).toUpperCase();
  if (/^\d{26}$/.test(iban)) iban = 'PL' + iban;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('PL') && iban.length !== 28) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = Number(`${remainder}${n}`) % 97;
  }
  return remainder === 1;
}
