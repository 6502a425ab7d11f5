// A stored document as the sales PDF's input (server/pdf): invoices get "Faktura VAT", the other
// kinds their own title; dates, payment and status are the facts under the title.
import type { DocumentElement } from '@armatura/shared-libs/contracts';
import type { SalesPdfInput } from '../pdf/types.js';
import type { DocumentHeader } from './repository.js';

const KIND_TITLES: Record<string, string> = {
  FV: 'Faktura VAT',
  FK: 'Faktura korygująca',
  PF: 'Faktura pro forma',
  PA: 'Paragon',
  WZ: 'Wydanie zewnętrzne',
};

export function documentPdfInput(doc: DocumentHeader, lines: DocumentElement[]): SalesPdfInput {
  const r = doc.row;
  const facts = [
    { label: 'Data wystawienia', value: r.issueDate },
    { label: 'Data sprzedaży', value: r.saleDate },
    { label: 'Termin płatności', value: r.dueDate },
    { label: 'Status', value: r.statusName },
  ];
  if (r.paymentMethod) facts.push({ label: 'Sposób płatności', value: r.paymentMethod });
  if (r.orderNumber) facts.push({ label: 'Zamówienie', value: r.orderNumber });
  return {
    kind: r.kind === 'FV' ? 'invoice' : 'document',
    title: KIND_TITLES[r.kind] ?? 'Dokument sprzedaży',
    number: r.number,
    facts,
    seller: doc.seller,
    buyer: doc.buyer,
    lines,
    byRate: doc.byRate,
    totals: { net: r.totalNet, vat: r.totalVat, gross: r.totalGross },
    currency: r.currency,
  };
}

/** `FV/2026/000123` → `FV-2026-000123.pdf`: ASCII (a header value), no path separators. */
export const pdfFileName = (number: string) =>
  `${
    number
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '') || 'dokument'
  }.pdf`;
