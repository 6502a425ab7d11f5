// The pure rules of documents: VAT per rate rounded once per rate, derived statuses, file names.
import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf.js';
import { addDays, documentStatus, warsawDay } from './status.js';
import { lineNetValue, totalsByRate } from './vat.js';

describe('totalsByRate', () => {
  it('rounds VAT once per rate on the sum of nets, highest rate first', () => {
    const t = totalsByRate([
      { vatRate: 23, netValue: 1234.56 },
      { vatRate: 8, netValue: 100 },
      { vatRate: 23, netValue: 0.35 },
    ]);
    expect(t.byRate).toEqual([
      { rate: 23, net: 1234.91, vat: 284.03, gross: 1518.94 },
      { rate: 8, net: 100, vat: 8, gross: 108 },
    ]);
    expect(t).toMatchObject({ net: 1334.91, vat: 292.03, gross: 1626.94 });
  });

  it('does not lose VAT to per-line rounding', () => {
    // Five lines of 0.02 net at 23%: 0.0046 each would round to 0.00 per line; on the sum, 0.02.
    const lines = Array.from({ length: 5 }, () => ({ vatRate: 23, netValue: 0.02 }));
    expect(totalsByRate(lines)).toMatchObject({ net: 0.1, vat: 0.02, gross: 0.12 });
  });

  it('computes line nets in grosze, quantities with up to 3 decimals', () => {
    expect(lineNetValue(12.5, 89.9)).toBe(1123.75);
    expect(lineNetValue(0.333, 10)).toBe(3.33);
    expect(lineNetValue(-2, 19.99)).toBe(-39.98);
  });
});

describe('documentStatus', () => {
  const today = '2026-11-23';
  it('is paid, overdue, new (7 days) or unpaid', () => {
    const d = (issueDate: string, dueDate: string, paidAt: string | null = null) =>
      documentStatus({ issueDate, dueDate, paidAt }, today);
    expect(d('2026-10-01', '2026-10-15', '2026-10-02T10:00:00Z')).toBe('paid');
    expect(d('2026-11-01', '2026-11-22')).toBe('overdue');
    expect(d('2026-11-17', '2026-11-23')).toBe('new');
    expect(d('2026-11-16', '2026-12-16')).toBe('unpaid');
  });

  it('counts days on the Polish calendar', () => {
    expect(warsawDay('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(warsawDay('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });
});

it('names the PDF after the number, in plain ASCII', () => {
  expect(pdfFileName('FV/2026/000123')).toBe('FV-2026-000123.pdf');
  expect(pdfFileName('ERP/Łódź 7')).toBe('ERP-Lodz-7.pdf');
  expect(pdfFileName('../..')).toBe('dokument.pdf');
});
