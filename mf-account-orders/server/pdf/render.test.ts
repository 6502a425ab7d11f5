// The sales PDF, parsed back: Polish letters survive (embedded Roboto), NIPs, VAT per rate and
// amounts in the shop's `1.234,56 zł` format are there as text a reader can copy.
import { describe, expect, it } from 'vitest';
import { renderSalesPdf } from './render.js';
import { extractPdfText } from './pdf-text.js';
import type { SalesPdfInput } from './types.js';

const invoice: SalesPdfInput = {
  kind: 'invoice',
  number: 'FV/2026/000123',
  facts: [
    { label: 'Data wystawienia', value: '2026-11-23' },
    { label: 'Termin płatności', value: '2026-12-07' },
  ],
  seller: {
    name: 'Armatura sp. z o.o.',
    nip: '5251234560',
    street: 'ul. Marszałkowska 104/122',
    postalCode: '00-017',
    city: 'Warszawa',
  },
  buyer: {
    name: 'Łazienki Źródło Gęś sp. j.',
    nip: '1234563218',
    street: 'ul. Żółta 5',
    postalCode: '30-001',
    city: 'Kraków',
  },
  lines: [
    {
      code: 'BAT-1',
      name: 'Bateria umywalkowa ąćęłńóśźż',
      unit: 'szt',
      qty: 2,
      priceNet: 617.28,
      vatRate: 23,
      netValue: 1234.56,
    },
    { name: 'Montaż', unit: 'usł', qty: 1, priceNet: 100, vatRate: 8, netValue: 100 },
  ],
  byRate: [
    { rate: 23, net: 1234.56, vat: 283.95, gross: 1518.51 },
    { rate: 8, net: 100, vat: 8, gross: 108 },
  ],
  totals: { net: 1334.56, vat: 291.95, gross: 1626.51 },
  currency: 'PLN',
};

describe('renderSalesPdf', () => {
  it('produces a PDF whose text carries Polish letters, both NIPs, VAT per rate and PLN amounts', async () => {
    const pdf = await renderSalesPdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractPdfText(pdf);
    expect(text).toContain('Faktura VAT nr FV/2026/000123');
    expect(text).toContain('ąćęłńóśźż');
    expect(text).toContain('Łazienki Źródło Gęś');
    expect(text).toContain('NIP: 5251234560');
    expect(text).toContain('NIP: 1234563218');
    expect(text).toContain('1.234,56 zł');
    expect(text).toContain('283,95 zł');
    expect(text).toMatch(/23%\s+1\.234,56 zł\s+283,95 zł\s+1\.518,51 zł/);
    expect(text).toMatch(/8%\s+100,00 zł\s+8,00 zł\s+108,00 zł/);
    expect(text).toContain('Do zapłaty: 1.626,51 zł');
  });

  it('titles an order confirmation and prints a delivery address and notes', async () => {
    const text = await extractPdfText(
      await renderSalesPdf({
        ...invoice,
        kind: 'order',
        number: 'ZAM/2026/000007',
        deliveryTo: { ...invoice.buyer, name: 'Magazyn Łódź', nip: null },
        notes: ['Dziękujemy za zamówienie.'],
      }),
    );
    expect(text).toContain('Potwierdzenie zamówienia nr ZAM/2026/000007');
    expect(text).toContain('Magazyn Łódź');
    expect(text).toContain('Dziękujemy za zamówienie.');
  });
});
