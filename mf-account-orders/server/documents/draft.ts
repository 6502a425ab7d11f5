// What a document is before it is stored: built from an order snapshot (issue-invoice.ts) or an
// ERP payload (import.ts), written by write-repository.ts, printed by pdf.ts.
import type { DocumentKind, DocumentParty } from '@armatura/shared-libs/contracts';
import type { DocumentTotals } from './vat.js';

export interface DraftLine {
  code: string | null;
  name: string;
  unit: string;
  qty: number;
  priceNet: number;
  vatRate: number;
  netValue: number;
}

export interface DocumentDraft {
  tenantId: number;
  kind: DocumentKind;
  source: 'order' | 'erp';
  orderId: number | null;
  orderNumber: string | null;
  /** The ERP's number (upsert key); null for documents this shop numbers itself. */
  externalNumber: string | null;
  buyerUserId: number | null;
  buyer: DocumentParty;
  seller: DocumentParty;
  /** YYYY-MM-DD (Polish calendar). */
  issueDate: string;
  saleDate: string;
  dueDate: string;
  paidAt: string | null;
  paymentMethod: string | null;
  currency: string;
  lines: DraftLine[];
  totals: DocumentTotals;
}

/** Lower-cased text the list's `filter` searches: number, order, buyer, NIP, e-mail. */
export function searchText(d: DocumentDraft, number: string): string {
  return [number, d.orderNumber, d.externalNumber, d.buyer.name, d.buyer.nip, d.buyer.email]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
