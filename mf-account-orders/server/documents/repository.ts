// Reads of Document/*: every query is scoped to the caller's tenant, and to the buyer's own
// documents unless the caller may see the tenant's (Pages.Document.Manage). A document outside
// the scope is indistinguishable from a missing one.
import { sql } from 'kysely';
import type {
  DocumentElement,
  DocumentListQuery,
  DocumentParty,
  DocumentRow,
  DocumentSortField,
  VatRateTotal,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { documentStatus, statusCondition, statusName } from './status.js';

export interface DocumentScope {
  tenantId: number;
  userId: number | null;
  /** Staff with Pages.Document.Manage: every document of the tenant. */
  all: boolean;
}

/** Every sortable field of the contract → its column. */
export const DOCUMENT_SORTS: Record<DocumentSortField, string> = {
  id: 'd.id',
  number: 'd.number',
  issueDate: 'd.issue_date',
  dueDate: 'd.due_date',
  totalNet: 'd.total_net',
  totalGross: 'd.total_gross',
  buyerName: 'd.buyer_name',
};
/** A page holds at most this many rows, whatever maxResultCount asks (fetch-all included). */
export const DOCUMENT_PAGE_CAP = 1000;

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

function scoped(db: AccountDb, scope: DocumentScope) {
  let q = db.selectFrom('account.documents as d').where('d.tenant_id', '=', scope.tenantId);
  if (!scope.all) q = q.where('d.buyer_user_id', '=', scope.userId ?? -1);
  return q;
}

function rowQuery(db: AccountDb, scope: DocumentScope) {
  return scoped(db, scope).select([
    'd.id',
    'd.kind',
    'd.number',
    'd.source',
    'd.order_id',
    'd.order_number',
    'd.buyer_user_id',
    'd.buyer_name',
    'd.buyer_nip',
    'd.paid_at',
    'd.payment_method',
    'd.currency',
    'd.total_net',
    'd.total_vat',
    'd.total_gross',
    sql<string>`to_char(d.issue_date, 'YYYY-MM-DD')`.as('issue_day'),
    sql<string>`to_char(d.sale_date, 'YYYY-MM-DD')`.as('sale_day'),
    sql<string>`to_char(d.due_date, 'YYYY-MM-DD')`.as('due_day'),
  ]);
}
type RawRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirstOrThrow']>>;

function toRow(r: RawRow, today: string): DocumentRow {
  const paidAt = iso(r.paid_at);
  const status = documentStatus({ paidAt, dueDate: r.due_day, issueDate: r.issue_day }, today);
  return {
    id: r.id,
    kind: r.kind,
    number: r.number,
    source: r.source === 'erp' ? 'erp' : 'order',
    orderId: r.order_id,
    orderNumber: r.order_number,
    userId: r.buyer_user_id,
    buyerName: r.buyer_name,
    buyerNip: r.buyer_nip,
    issueDate: r.issue_day,
    saleDate: r.sale_day,
    dueDate: r.due_day,
    paidAt,
    status,
    statusName: statusName(status),
    paymentMethod: r.payment_method,
    currency: r.currency,
    totalNet: Number(r.total_net),
    totalVat: Number(r.total_vat),
    totalGross: Number(r.total_gross),
  };
}

export async function listDocuments(
  db: AccountDb,
  scope: DocumentScope,
  q: DocumentListQuery,
  sort: [string, 'asc' | 'desc'],
  today: string,
): Promise<{ totalCount: number; items: DocumentRow[] }> {
  let where = scoped(db, scope);
  if (q.userId) where = where.where('d.buyer_user_id', '=', q.userId);
  if (q.status) where = where.where(statusCondition(q.status, today));
  if (q.dateFrom) where = where.where('d.issue_date', '>=', sql<Date>`${q.dateFrom}::date`);
  if (q.dateTo) where = where.where('d.issue_date', '<=', sql<Date>`${q.dateTo}::date`);
  const f = q.filter?.trim().toLowerCase();
  if (f) where = where.where('d.search_text', 'like', `%${f.replace(/[\\%_]/g, '\\$&')}%`);
  const count = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const ids = where
    .select('d.id')
    .orderBy(sql.raw(sort[0]), sort[1])
    .orderBy('d.id', 'desc')
    .limit(Math.min(q.maxResultCount, DOCUMENT_PAGE_CAP))
    .offset(q.skipCount);
  const rows = await rowQuery(db, scope)
    .where('d.id', 'in', ids)
    .orderBy(sql.raw(sort[0]), sort[1])
    .orderBy('d.id', 'desc')
    .execute();
  return { totalCount: Number(count?.n ?? 0), items: rows.map((r) => toRow(r, today)) };
}

export interface DocumentHeader {
  row: DocumentRow;
  seller: DocumentParty;
  buyer: DocumentParty;
  byRate: VatRateTotal[];
}

/** One document in the caller's scope, or null (missing and not yours look the same). */
export async function findDocument(
  db: AccountDb,
  scope: DocumentScope,
  id: number,
  today: string,
): Promise<DocumentHeader | null> {
  const r = await rowQuery(db, scope)
    .select(['d.seller', 'd.buyer', 'd.vat_breakdown'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    row: toRow(r, today),
    seller: json<DocumentParty>(r.seller),
    buyer: json<DocumentParty>(r.buyer),
    byRate: json<VatRateTotal[]>(r.vat_breakdown),
  };
}

export async function documentElements(
  db: AccountDb,
  documentId: number,
  skip = 0,
  take = DOCUMENT_PAGE_CAP,
): Promise<{ totalCount: number; items: DocumentElement[] }> {
  const base = db.selectFrom('account.document_items').where('document_id', '=', documentId);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('position')
    .limit(Math.min(take, DOCUMENT_PAGE_CAP))
    .offset(skip)
    .execute();
  return {
    totalCount: Number(count?.n ?? 0),
    items: rows.map((i) => ({
      id: i.id,
      position: i.position,
      code: i.code,
      name: i.name,
      unit: i.unit,
      qty: Number(i.qty),
      priceNet: Number(i.price_net),
      vatRate: Number(i.vat_rate),
      netValue: Number(i.net_value),
    })),
  };
}
