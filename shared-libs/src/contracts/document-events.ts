// Integration events about sales documents (owner: the account domain, mf-account-orders): the one
// definition, as TypeBox schemas (the subscriber validates every payload with them) and their
// Static types. Browser-safe.
//
//   document.imported  DocumentImportedEvent   an ERP (or its connector) hands over a document it
//                      issued; the account domain upserts it by (tenantId, externalNumber), so a
//                      re-sent or corrected document replaces the earlier copy, lines included.
//   document.issued    DocumentIssuedEvent     the account domain issued or imported a document
//                      (for mail, accounting exports, a KSeF connector).
//
// How an ERP sends one: publish `document.imported` to the platform's exchange (RabbitMQ, routing
// key = the type) or, in-process, `ctx.events.publish(tx, {type, payload, tenantId})`. The account
// domain recomputes the totals from the lines (net per line = qty × unit net rounded to grosze, VAT
// per rate on the sum of nets, rounded per rate); a payload that fails the schema, or whose totals
// would not fit an amount column, is logged and skipped, so a broken import never blocks the queue.
import { Type, type Static } from 'typebox';
import { DocumentKindSchema, DocumentPartySchema, type DocumentKind } from './account-documents.js';
import { Id, MONEY_MAX, Nullable } from './schema-kit.js';

export const DOCUMENT_IMPORTED = 'document.imported';
export const DOCUMENT_ISSUED = 'document.issued';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const ImportedDocumentLineSchema = Type.Object({
  code: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  name: Type.String({ minLength: 1, maxLength: 500 }),
  /** Unit of measure as printed (szt, kpl, m2…). */
  unit: Type.String({ minLength: 1, maxLength: 20 }),
  /** Quantity, up to 3 decimals; negative on a correcting invoice (FK). */
  qty: Type.Number({ minimum: -99_999_999, maximum: 99_999_999 }),
  /** Net unit price. */
  priceNet: Type.Number({ minimum: 0, maximum: MONEY_MAX }),
  /** VAT rate in percent: 23, 8, 5 or 0. */
  vatRate: Type.Number({ minimum: 0, maximum: 100 }),
});
export type ImportedDocumentLine = Static<typeof ImportedDocumentLineSchema>;

export const DocumentImportedEventSchema = Type.Object({
  tenantId: Id(),
  /** The ERP's own number, unique per tenant: the upsert key and the number printed. */
  externalNumber: Type.String({ minLength: 1, maxLength: 60 }),
  kind: DocumentKindSchema,
  /** The shop user the document belongs to (sees it under /kokpit/dokumenty); null = staff only. */
  buyerUserId: Nullable(Id()),
  buyer: DocumentPartySchema,
  /** Absent or null = the shop's own seller data. */
  seller: Type.Optional(Nullable(DocumentPartySchema)),
  /** The shop order it was issued for, if any (printed as a reference). */
  orderNumber: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  issueDate: Day,
  /** Absent = the issue date. */
  saleDate: Type.Optional(Nullable(Day)),
  dueDate: Day,
  /** ISO timestamp of the payment, or null while unpaid (a later import may set it). */
  paidAt: Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T', maxLength: 40 })),
  paymentMethod: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  /** ISO 4217, default PLN. */
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  lines: Type.Array(ImportedDocumentLineSchema, { minItems: 1, maxItems: 1000 }),
});
export type DocumentImportedEvent = Static<typeof DocumentImportedEventSchema>;

export interface DocumentIssuedEvent {
  tenantId: number;
  documentId: number;
  number: string;
  kind: DocumentKind;
  source: 'order' | 'erp';
  orderId: number | null;
  buyerUserId: number | null;
  totalGross: number;
}
