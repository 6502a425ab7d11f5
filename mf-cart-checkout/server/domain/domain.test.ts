// Pure rules: quantities, money per VAT rate, Polish validation, the status table, CSV parsing.
import { describe, expect, it } from 'vitest';
import { mergeQuantities, normalizeQuantity, quantityProblem } from './quantity.js';
import { computeTotals, lineNet } from './totals.js';
import { isValidNip, validateAddress, validateBuyer } from './validation.js';
import { allTransitions, transition } from './status.js';
import { parseCartCsv } from '../carts/csv.js';

describe('quantities', () => {
  it('keeps whole numbers for szt/kpl and one decimal otherwise; non-numeric is 0; capped', () => {
    expect(normalizeQuantity('2,7', 'szt')).toBe(2);
    expect(normalizeQuantity(3.9, 'kpl')).toBe(3);
    expect(normalizeQuantity('2,26', 'm2')).toBe(2.3);
    expect(normalizeQuantity('abc', 'szt')).toBe(0);
    expect(normalizeQuantity(12_345_678, 'szt')).toBe(9_999_999);
  });
  it('merges to one decimal with trailing zeros trimmed', () => {
    expect(mergeQuantities(2.1, 0.2)).toBe(2.3);
    expect(mergeQuantities(1.5, 1.5)).toBe(3);
    expect(String(mergeQuantities(0.25, 0.25))).toBe('0.5');
  });
  it('says why a quantity is refused', () => {
    expect(quantityProblem(2.5, 'szt', 'Bateria')).toMatch(/liczbą całkowitą/);
    expect(quantityProblem(2.55, 'usł', 'Montaż')).toMatch(/jedno miejsce po przecinku/);
    expect(quantityProblem(0, 'szt', 'Bateria')).toMatch(/większą od zera/);
    expect(quantityProblem(2.5, 'usł', 'Montaż')).toBeNull();
  });
});

describe('totals', () => {
  it('rounds VAT per rate on the sum of nets, not per line', () => {
    // Three lines of 0.33 net at 23%: per line 0.08 VAT each (0.24); per rate 0.99 × 23% = 0.2277 → 0.23.
    const t = computeTotals([
      { qty: 1, priceNet: 0.33, vatRate: 23 },
      { qty: 1, priceNet: 0.33, vatRate: 23 },
      { qty: 1, priceNet: 0.33, vatRate: 23 },
    ]);
    expect(t).toEqual({
      net: 0.99,
      vat: 0.23,
      gross: 1.22,
      byRate: [{ rate: 23, net: 0.99, vat: 0.23, gross: 1.22 }],
    });
  });
  it('keeps rates apart and adds delivery under its own rate', () => {
    const t = computeTotals(
      [
        { qty: 2, priceNet: 100.1, vatRate: 23 },
        { qty: 1.5, priceNet: 80, vatRate: 8 },
      ],
      { net: 16.25, vatRate: 23 },
    );
    expect(t.byRate).toEqual([
      { rate: 23, net: 216.45, vat: 49.78, gross: 266.23 },
      { rate: 8, net: 120, vat: 9.6, gross: 129.6 },
    ]);
    expect(t.gross).toBe(395.83);
    expect(lineNet(0.1, 0.07)).toBe(0.01);
  });
});

describe('Polish validation', () => {
  it('checks the NIP checksum', () => {
    expect(isValidNip('526-000-12-46')).toBe(true);
    expect(isValidNip('5260001247')).toBe(false);
    expect(isValidNip('123')).toBe(false);
  });
  it('needs NN-NNN postal codes and company data for companies', () => {
    expect(
      validateAddress({ street: 'ul. Długa 1', postalCode: '00-950', city: 'Warszawa' }),
    ).toEqual([]);
    expect(
      validateAddress({ street: 'ul. Długa 1', postalCode: '00950', city: 'Warszawa' })[0]!.members,
    ).toEqual(['address.postalCode']);
    const errors = validateBuyer({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email: 'jan@x.pl',
      phone: '601200300',
      isCompany: true,
      companyName: '',
      nip: '1234567890',
    });
    expect(errors.map((e) => e.members[0])).toEqual(['buyer.companyName', 'buyer.nip']);
  });
});

describe('order statuses', () => {
  it('allows only the listed transitions and names the refused one', () => {
    expect(transition('accept', 'AWAITING_ACCEPTANCE')).toBe('NEW');
    expect(transition('edit', 'NEW', true)).toBe('AWAITING_ACCEPTANCE');
    expect(() => transition('accept', 'NEW')).toThrow(
      'Nie można zaakceptować zamówienia o statusie „Nowe”.',
    );
    expect(() => transition('confirm', 'CANCELLED')).toThrow(/Anulowane/);
    expect(allTransitions().length).toBe(12);
  });
});

describe('CSV quick order', () => {
  it('reads code;quantity lines, skips a header, accepts decimal commas and reports bad lines', () => {
    const { lines, problems } = parseCartCsv(
      '\uFEFFkod;ilość\nGRO-1;2\n\nKER-2; 1,5\n;3\nABC,2,5\n',
    );
    expect(lines).toEqual([
      { line: 2, code: 'GRO-1', qtyText: '2' },
      { line: 4, code: 'KER-2', qtyText: '1,5' },
      { line: 6, code: 'ABC', qtyText: '2,5' },
    ]);
    expect(problems).toEqual([{ line: 5, code: '', message: 'Brak kodu produktu.' }]);
  });
});
