/** Polish number and price display: '.' thousands, ',' decimals (storefront.md §9). */

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  PLN: 'zł',
  EUR: '€',
  USD: '$',
  GBP: '£',
  CZK: 'Kč',
  CHF: 'CHF',
};

/** Rounds half away from zero on the decimal value people see (1.005 → 1.01, not 1.00). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * 1234.5 → '1.234,50' with `decimals` fixed; `trimZeros` drops trailing zeros ('2,50' → '2,5').
 * Not a finite number → ''.
 */
export function formatNumber(
  value: number | string | null | undefined,
  decimals = 2,
  trimZeros = false,
): string {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return '';
  const rounded = roundTo(number, decimals);
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(decimals).split('.');
  let decimalsPart = fraction;
  if (trimZeros) decimalsPart = decimalsPart.replace(/0+$/, '');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimalsPart ? `,${decimalsPart}` : ''}`;
}

/** 1234.56 → '1.234,56 zł'; other currencies put their symbol (or code) after the number too. */
export function formatPrice(value: number | string | null | undefined, currency = 'PLN'): string {
  const number = formatNumber(value, 2);
  if (!number) return '';
  const code = currency.trim();
  const symbol = CURRENCY_SYMBOLS[code.toUpperCase()] ?? code;
  return symbol ? `${number} ${symbol}` : number;
}

/** Quantities: whole units without decimals, others with one decimal (trailing zero dropped). */
export function formatQuantity(
  value: number | string | null | undefined,
  unit?: string | null,
): string {
  const number = formatNumber(value, 1, true);
  if (!number) return '';
  return unit ? `${number} ${unit}` : number;
}
