// The one input of every sales PDF of the account domain: an order confirmation (Order/GeneratePdf)
// and an invoice or other sales document (Document/GetPDFDocumentPrint) are the same layout with a
// different title and facts. Amounts are what the caller computed (net per line, VAT per rate on
// the sum of nets, rounded per rate): the renderer formats, it never re-computes money.

export interface SalesPdfParty {
  name: string;
  /** Printed as "NIP: …" when present (companies). */
  nip: string | null;
  street: string;
  postalCode: string;
  city: string;
  email?: string | null;
  phone?: string | null;
}

export interface SalesPdfLine {
  code?: string | null;
  name: string;
  unit: string;
  qty: number;
  /** Net unit price. */
  priceNet: number;
  /** VAT rate in percent. */
  vatRate: number;
  /** Net value of the line (qty × priceNet, in grosze). */
  netValue: number;
}

export interface SalesPdfRateTotal {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

export interface SalesPdfInput {
  /** 'invoice' prints "Faktura VAT nr …", 'order' "Potwierdzenie zamówienia nr …", 'document' the `title`. */
  kind: 'invoice' | 'order' | 'document';
  number: string;
  /** Overrides the title derived from `kind` (e.g. "Faktura pro forma"). */
  title?: string;
  /** Label/value pairs under the title: dates, payment method, due date, status. */
  facts: { label: string; value: string }[];
  seller: SalesPdfParty;
  buyer: SalesPdfParty;
  /** A delivery address other than the buyer's, when there is one. */
  deliveryTo?: SalesPdfParty | null;
  lines: SalesPdfLine[];
  byRate: SalesPdfRateTotal[];
  totals: { net: number; vat: number; gross: number };
  currency: string;
  /** Free text printed under the totals (transfer details, a comment). */
  notes?: string[];
}
