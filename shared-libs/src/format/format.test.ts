import { describe, expect, it } from 'vitest';
import {
  addQuantities,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatQuantity,
  isValidIban,
  isValidNip,
  isValidPostalCode,
  isValidRegon,
  parseQuantity,
  productPath,
  slugify,
} from './index';

describe('formatPrice', () => {
  it('uses "." for thousands, "," for decimals, 2 decimals and " zł" after', () => {
    expect(formatPrice(1234.56)).toBe('1.234,56 zł');
    expect(formatPrice(0)).toBe('0,00 zł');
    expect(formatPrice(1234567.8)).toBe('1.234.567,80 zł');
    expect(formatPrice(999.999)).toBe('1.000,00 zł');
    expect(formatPrice(1.005)).toBe('1,01 zł');
    expect(formatPrice('12.5')).toBe('12,50 zł');
  });

  it('handles negatives, other currencies and missing values', () => {
    expect(formatPrice(-1234.5)).toBe('-1.234,50 zł');
    expect(formatPrice(-0.001)).toBe('0,00 zł');
    expect(formatPrice(10, 'EUR')).toBe('10,00 €');
    expect(formatPrice(10, 'NOK')).toBe('10,00 NOK');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });

  it('formats plain numbers and quantities', () => {
    expect(formatNumber(1234.5, 1)).toBe('1.234,5');
    expect(formatQuantity(2.5, 'm')).toBe('2,5 m');
    expect(formatQuantity(3, 'szt.')).toBe('3 szt.');
    expect(formatQuantity(12000)).toBe('12.000');
  });
});

describe('dates', () => {
  it('formats as YYYY-MM-DD and YYYY-MM-DD HH:mm in local time', () => {
    const date = new Date(2024, 0, 5, 9, 7);
    expect(formatDate(date)).toBe('2024-01-05');
    expect(formatDateTime(date)).toBe('2024-01-05 09:07');
    expect(formatDate('2024-03-31')).toBe('2024-03-31');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('parseQuantity (storefront.md §5)', () => {
  it('keeps whole numbers for szt and kpl units', () => {
    expect(parseQuantity('2.7', 'szt.')).toBe(2);
    expect(parseQuantity(3.9, 'KPL')).toBe(3);
  });
  it('keeps one decimal for other units and accepts a decimal comma', () => {
    expect(parseQuantity('2,55', 'm2')).toBe(2.6);
    expect(parseQuantity(1.04, 'mb')).toBe(1);
  });
  it('caps at 9999999 and turns non-numbers into 0', () => {
    expect(parseQuantity('123456789', 'szt')).toBe(9_999_999);
    expect(parseQuantity('abc', 'szt')).toBe(0);
    expect(parseQuantity('', 'm')).toBe(0);
    expect(parseQuantity(undefined)).toBe(0);
    expect(parseQuantity(-5, 'm')).toBe(0);
  });
  it('merges cart quantities on one decimal', () => {
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
  });
});

describe('Polish validators', () => {
  it('checks the NIP checksum and refuses remainder 10', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('PL 5260250274')).toBe(true);
    expect(isValidNip('5260250275')).toBe(false);
    // 1,2,…,9 weighted gives remainder 10: invalid whatever the last digit (0 would fool "% 10").
    expect(isValidNip('1234567890')).toBe(false);
    expect(isValidNip('123456789')).toBe(false);
    expect(isValidNip('0000000000')).toBe(false);
  });
  it('checks 9- and 14-digit REGON', () => {
    expect(isValidRegon('123456785')).toBe(true);
    expect(isValidRegon('123456786')).toBe(false);
    expect(isValidRegon('12345678512347')).toBe(true);
    expect(isValidRegon('12345678512348')).toBe(false);
    expect(isValidRegon('1234567851')).toBe(false);
  });
  it('checks postal codes NN-NNN', () => {
    expect(isValidPostalCode('00-950')).toBe(true);
    expect(isValidPostalCode('00950')).toBe(false);
    expect(isValidPostalCode('0-0950')).toBe(false);
  });
});

describe('slugs', () => {
  it('turns Polish names into ASCII slugs', () => {
    expect(slugify('Bateria łazienkowa ŻÓŁTA – ŚĆŃĘĄ źródło')).toBe(
      'bateria-lazienkowa-zolta-scnea-zrodlo',
    );
    expect(slugify('  Umywalka 60×40 cm / biała  ')).toBe('umywalka-60-40-cm-biala');
    expect(productPath('Kran łazienkowy', 123)).toBe('/oferta/kran-lazienkowy-123');
    expect(productPath('', 5)).toBe('/oferta/5');
  });
  it('keeps the rules stored catalogue slugs were made with', () => {
    expect(slugify('Villeroy & Boch Łódź')).toBe('villeroy-i-boch-lodz');
    expect(slugify('Straße øresund æ')).toBe('strasse-oresund-ae');
    expect(slugify('a'.repeat(100))).toHaveLength(80);
    expect(slugify(null)).toBe('');
  });
  it('re-slugifying a stored slug gives the same path', () => {
    const stored = slugify('Bateria umywalkowa & zestaw');
    expect(productPath(stored, 7)).toBe(productPath('Bateria umywalkowa & zestaw', 7));
    expect(productPath(`${'x'.repeat(79)} y`, 9)).toBe(`/oferta/${'x'.repeat(79)}-9`);
  });
});

describe('isValidIban', () => {
  it('checks the mod-97 check digits, with or without spaces and the PL prefix', () => {
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(isValidIban('61109010140000071219812874')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('PL62 1090 1014 0000 0712 1981 2874')).toBe(false);
    expect(isValidIban('PL61 1090 1014 0000 0712 1981 287')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban(null)).toBe(false);
  });
});
