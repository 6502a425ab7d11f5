// The account domain's documents API (mf-account-orders `Document/*`, Pages.Document): the one
// contract. Routes validate with these schemas, the documents screen types its client with the
// `Static` types and maps its URL slug with DOCUMENT_STATUS_SLUGS. TypeBox only: browser-safe.
//
// A document's status is derived, never stored (mf-account-orders/README.md, "Documents"):
//   paid    — the payment is recorded (paidAt set);
//   overdue — not paid and the due date is before today;
//   new     — not paid, not overdue, issued less than NEW_DOCUMENT_DAYS days ago;
//   unpaid  — not paid, not overdue, older than that.
// Filtering by `unpaid` lists everything still to pay (new, unpaid and overdue); the other
// statuses filter exactly.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, Nullable, PagedResult } from './schema-kit.js';

export const DOCUMENT_STATUSES = ['new', 'paid', 'unpaid', 'overdue'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
const StatusSchema = Type.Union([
  Type.Literal('new'),
  Type.Literal('paid'),
  Type.Literal('unpaid'),
  Type.Literal('overdue'),
]);
/** How long an unpaid document counts as new. */
export const NEW_DOCUMENT_DAYS = 7;

/** `/kokpit/dokumenty/:statusSlug?` → the `status` filter (no slug = every document). */
export const DOCUMENT_STATUS_SLUGS: Readonly<Record<string, DocumentStatus>> = {
  nowe: 'new',
  oplacone: 'paid',
  nieoplacone: 'unpaid',
  przeterminowane: 'overdue',
};
export const DOCUMENT_STATUS_NAMES: Readonly<Record<DocumentStatus, string>> = {
  new: 'Nowy',
  paid: 'Opłacony',
  unpaid: 'Nieopłacony',
  overdue: 'Przeterminowany',
};

/** Document kinds: FV invoice, FK correcting invoice, PF pro forma, PA receipt, WZ goods issue. */
export const DOCUMENT_KINDS = ['FV', 'FK', 'PF', 'PA', 'WZ'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DocumentKindSchema = Type.Union([
  Type.Literal('FV'),
  Type.Literal('FK'),
  Type.Literal('PF'),
  Type.Literal('PA'),
  Type.Literal('WZ'),
]);

/** Orders and documents: 10 a page, 5/10/15 offered (storefront.md §9). */
export const DOCUMENT_PAGE_SIZE = 10;
export const DOCUMENT_PAGE_SIZES = [5, 10, 15] as const;

/** `YYYY-MM-DD` (a day; the list compares issue dates, Polish time). */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** The list's sortable fields; `sorting` is `<field>[ asc|desc]`, anything else is a 400. */
export const DOCUMENT_SORT_FIELDS = [
  'id',
  'number',
  'issueDate',
  'dueDate',
  'totalNet',
  'totalGross',
  'buyerName',
] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

/** Document/GetAll query. `tenantId` is accepted for ABP clients but the caller's tenant decides. */
export const DocumentListQuerySchema = Type.Object({
  status: Type.Optional(StatusSchema),
  dateFrom: Type.Optional(Day),
  dateTo: Type.Optional(Day),
  userId: Type.Optional(Id()),
  tenantId: Type.Optional(Id()),
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 100 })),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: DOCUMENT_PAGE_SIZE }),
});
export type DocumentListQuery = Static<typeof DocumentListQuerySchema>;

export const VatRateTotalSchema = Type.Object({
  rate: Type.Number(),
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
});
export type VatRateTotal = Static<typeof VatRateTotalSchema>;

/** Seller or buyer as printed on the document. */
export const DocumentPartySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 300 }),
  nip: Nullable(Type.String({ maxLength: 20 })),
  street: Type.String({ maxLength: 200 }),
  postalCode: Type.String({ maxLength: 20 }),
  city: Type.String({ maxLength: 100 }),
  email: Nullable(Type.String({ maxLength: 200 })),
});
export type DocumentParty = Static<typeof DocumentPartySchema>;

/** One row of Document/GetAll. */
export const DocumentRowSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  number: Type.String(),
  source: Type.Union([Type.Literal('order'), Type.Literal('erp')]),
  orderId: Nullable(Type.Integer()),
  orderNumber: Nullable(Type.String()),
  userId: Nullable(Type.Integer()),
  buyerName: Type.String(),
  buyerNip: Nullable(Type.String()),
  issueDate: Type.String(),
  saleDate: Type.String(),
  dueDate: Type.String(),
  paidAt: Nullable(Type.String()),
  status: StatusSchema,
  statusName: Type.String(),
  paymentMethod: Nullable(Type.String()),
  currency: Type.String(),
  totalNet: Type.Number(),
  totalVat: Type.Number(),
  totalGross: Type.Number(),
});
export type DocumentRow = Static<typeof DocumentRowSchema>;
export const DocumentPageSchema = PagedResult(DocumentRowSchema);
export type DocumentPage = Static<typeof DocumentPageSchema>;

/** Document/GetElements query: the document's lines, paged like the list. */
export const DocumentElementsQuerySchema = Type.Object({
  id: Type.Optional(Id()),
  Id: Type.Optional(Id()),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: INT4_MAX }),
});
export type DocumentElementsQuery = Static<typeof DocumentElementsQuerySchema>;

export const DocumentElementSchema = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  code: Nullable(Type.String()),
  name: Type.String(),
  unit: Type.String(),
  qty: Type.Number(),
  priceNet: Type.Number(),
  vatRate: Type.Number(),
  netValue: Type.Number(),
});
export type DocumentElement = Static<typeof DocumentElementSchema>;

/** GetElements answer: the lines (paged), with the document's header and totals per VAT rate. */
export const DocumentElementsSchema = Type.Object({
  document: DocumentRowSchema,
  seller: DocumentPartySchema,
  buyer: DocumentPartySchema,
  byRate: Type.Array(VatRateTotalSchema),
  totalCount: Type.Integer(),
  items: Type.Array(DocumentElementSchema),
});
export type DocumentElements = Static<typeof DocumentElementsSchema>;

/** Document/GetPDFDocumentPrint body (answers application/pdf). */
export const DocumentPdfBodySchema = Type.Object({
  id: Type.Optional(Id()),
  Id: Type.Optional(Id()),
});
export type DocumentPdfBody = Static<typeof DocumentPdfBodySchema>;
