// renderSalesPdf: one A4 layout for order confirmations and invoices (pdfmake, Node side).
// The font is pdfmake's bundled Roboto, embedded in every file: it carries the Polish letters
// (ą ć ę ł ń ó ś ź ż), which the 14 standard PDF fonts do not. Amounts print as `1.234,56 zł`
// through the shared price formatter, so the PDF and the screens never disagree.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatNumber, formatPrice, formatQuantity } from '@armatura/shared-libs/format';
import type { SalesPdfInput, SalesPdfParty } from './types.js';

const require = createRequire(import.meta.url);
const FONT_DIR = dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

pdfmake.setFonts({
  Roboto: {
    normal: `${FONT_DIR}/Roboto-Regular.ttf`,
    bold: `${FONT_DIR}/Roboto-Medium.ttf`,
    italics: `${FONT_DIR}/Roboto-Italic.ttf`,
    bolditalics: `${FONT_DIR}/Roboto-MediumItalic.ttf`,
  },
});
// Document text comes from buyers and ERPs: nothing in it may make pdfmake read a file or a URL.
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
pdfmake.setUrlAccessPolicy(() => false);

const TITLES: Record<SalesPdfInput['kind'], string> = {
  invoice: 'Faktura VAT',
  order: 'Potwierdzenie zamówienia',
  document: 'Dokument sprzedaży',
};

const rate = (r: number) => `${formatNumber(r, 2, true)}%`;

function party(label: string, p: SalesPdfParty): Content {
  const lines: Content[] = [
    { text: label, style: 'label' },
    { text: p.name, bold: true },
    p.street,
    `${p.postalCode} ${p.city}`.trim(),
  ];
  if (p.nip) lines.push(`NIP: ${p.nip}`);
  if (p.email) lines.push(p.email);
  if (p.phone) lines.push(`tel. ${p.phone}`);
  return { stack: lines };
}

function linesTable(doc: SalesPdfInput): Content {
  const money = (n: number) => formatPrice(n, doc.currency);
  const head = ['Lp.', 'Nazwa', 'Ilość', 'J.m.', 'Cena netto', 'VAT', 'Wartość netto'].map(
    (text): TableCell => ({ text, style: 'th' }),
  );
  const body: TableCell[][] = doc.lines.map((l, i) => [
    String(i + 1),
    l.code ? { stack: [l.name, { text: l.code, style: 'small' }] } : l.name,
    { text: formatQuantity(l.qty), alignment: 'right' },
    l.unit,
    { text: money(l.priceNet), alignment: 'right' },
    { text: rate(l.vatRate), alignment: 'right' },
    { text: money(l.netValue), alignment: 'right' },
  ]);
  return {
    table: { headerRows: 1, widths: [22, '*', 40, 30, 70, 35, 75], body: [head, ...body] },
    layout: 'lightHorizontalLines',
    margin: [0, 16, 0, 0],
  };
}

function ratesTable(doc: SalesPdfInput): Content {
  const money = (n: number) => ({
    text: formatPrice(n, doc.currency),
    alignment: 'right' as const,
  });
  const head = ['Stawka VAT', 'Wartość netto', 'Kwota VAT', 'Wartość brutto'].map(
    (text): TableCell => ({ text, style: 'th' }),
  );
  const rows: TableCell[][] = doc.byRate.map((r) => [
    rate(r.rate),
    money(r.net),
    money(r.vat),
    money(r.gross),
  ]);
  const sum: TableCell[] = [
    { text: 'Razem', bold: true },
    money(doc.totals.net),
    money(doc.totals.vat),
    { ...money(doc.totals.gross), bold: true },
  ];
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: { headerRows: 1, widths: [60, 80, 75, 85], body: [head, ...rows, sum] },
        layout: 'lightHorizontalLines',
      },
    ],
    margin: [0, 12, 0, 0],
  };
}

export function salesPdfDefinition(doc: SalesPdfInput): TDocumentDefinitions {
  const title = `${doc.title ?? TITLES[doc.kind]} nr ${doc.number}`;
  const parties: Content[] = [party('Sprzedawca', doc.seller), party('Nabywca', doc.buyer)];
  if (doc.deliveryTo) parties.push(party('Adres dostawy', doc.deliveryTo));
  return {
    info: { title, creator: 'Armatura', producer: 'Armatura' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 16, bold: true },
      label: { fontSize: 8, color: '#555555', margin: [0, 0, 0, 2] },
      th: { bold: true, fontSize: 8 },
      small: { fontSize: 7, color: '#555555' },
    },
    footer: (page, pages) => ({
      text: `${title} — strona ${page} z ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#777777',
    }),
    content: [
      { text: title, style: 'title' },
      {
        table: {
          widths: ['auto', '*'],
          body: doc.facts.map((f) => [{ text: `${f.label}:`, style: 'label' }, f.value]),
        },
        layout: 'noBorders',
        margin: [0, 8, 0, 12],
      },
      { columns: parties, columnGap: 16 },
      linesTable(doc),
      ratesTable(doc),
      {
        text: `Do zapłaty: ${formatPrice(doc.totals.gross, doc.currency)}`,
        style: 'title',
        alignment: 'right',
        margin: [0, 12, 0, 0],
      },
      ...(doc.notes ?? []).map((n): Content => ({ text: n, margin: [0, 8, 0, 0] })),
    ],
  };
}

/** The PDF bytes of an order confirmation or a sales document. */
export function renderSalesPdf(doc: SalesPdfInput): Promise<Buffer> {
  return pdfmake.createPdf(salesPdfDefinition(doc)).getBuffer();
}
