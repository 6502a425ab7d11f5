// Reads of the order read model (account.orders): the paged list, a customer's last orders, and
// the one-order lookup every other call starts from. Every query is scoped (scope.ts).
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import { userError } from '@armatura/shared-libs/server';
import {
  ORDER_EDITABLE_STATUSES,
  ORDER_STATUS_IDS,
  ORDER_STATUS_NAMES,
  orderStatusById,
  type OrderListItem,
  type OrderListQuery,
  type OrderStatus,
} from '@armatura/shared-libs/contracts';
import type { AccountDb, AccountOrders } from '../db/tables.js';
import { scopeCondition, type OrderScope } from './scope.js';

/** Sortable fields of the contract (ORDER_SORT_FIELDS) → their column; anything else is a 400. */
export const ORDER_SORT_COLUMNS = {
  creationTime: 'o.created_at',
  lastModificationTime: 'o.updated_at',
  number: 'o.number',
  status: 'o.status',
  totalGross: 'o.total_gross',
  totalNet: 'o.total_net',
  buyerName: 'o.buyer_name',
} as const;
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[keyof typeof ORDER_SORT_COLUMNS];
/** One page holds at most this many rows, even for fetch-all callers (totalCount stays exact). */
export const MAX_PAGE = 1000;

export type OrderRow = Selectable<AccountOrders>;
/** What a list row needs: never the snapshot or seller documents (they are read one order at a time). */
const LIST_COLUMNS = [
  'o.id',
  'o.number',
  'o.kind',
  'o.status',
  'o.created_at',
  'o.updated_at',
  'o.buyer_user_id',
  'o.buyer_name',
  'o.company_name',
  'o.nip',
  'o.contractor_code',
  'o.email',
  'o.items_count',
  'o.total_net',
  'o.total_vat',
  'o.total_gross',
  'o.currency',
  'o.payment_status',
  'o.payment_name',
  'o.delivery_name',
] as const;
type ListRow = Pick<OrderRow, (typeof LIST_COLUMNS)[number] extends `o.${infer C}` ? C : never>;

export function toListItem(r: ListRow): OrderListItem {
  const status = r.status as OrderStatus;
  return {
    id: r.id,
    number: r.number,
    kind: r.kind === 'OFFER' ? 'OFFER' : 'ORDER',
    status,
    statusId: ORDER_STATUS_IDS[status],
    statusName: ORDER_STATUS_NAMES[status],
    creationTime: new Date(r.created_at).toISOString(),
    lastModificationTime: new Date(r.updated_at).toISOString(),
    buyerUserId: r.buyer_user_id,
    buyerName: r.buyer_name,
    companyName: r.company_name,
    nip: r.nip,
    contractorCode: r.contractor_code,
    email: r.email,
    itemsCount: r.items_count,
    totalNet: Number(r.total_net),
    totalVat: Number(r.total_vat),
    totalGross: Number(r.total_gross),
    currency: r.currency,
    paymentStatus: r.payment_status,
    paymentName: r.payment_name,
    deliveryName: r.delivery_name,
    canEdit: r.kind === 'ORDER' && ORDER_EDITABLE_STATUSES.includes(status),
  };
}

/** A YYYY-MM-DD that is a real day (the schema checks only the shape), else a 400. */
function day(value: string, field: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    throw userError(`Nieprawidłowa data w polu ${field}: ${value} (oczekiwano RRRR-MM-DD).`);
  return value;
}
const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The list's conditions: scope, then the filters of the order list state. */
export function listCondition(scope: OrderScope, q: OrderListQuery): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [scopeCondition(scope)];
  const f = q.filter?.trim();
  if (f) parts.push(sql<SqlBool>`o.search_text like ${likePattern(f)}`);
  // Days are Polish calendar days, both ends inclusive.
  if (q.dateFrom)
    parts.push(
      sql<SqlBool>`o.created_at >= (${day(q.dateFrom, 'dateFrom')}::date::timestamp at time zone 'Europe/Warsaw')`,
    );
  if (q.dateTo)
    parts.push(
      sql<SqlBool>`o.created_at < ((${day(q.dateTo, 'dateTo')}::date + 1)::timestamp at time zone 'Europe/Warsaw')`,
    );
  if (q.status !== undefined) {
    const status = orderStatusById(q.status);
    if (!status) throw userError(`Nieznany status zamówienia: ${q.status}.`);
    parts.push(sql<SqlBool>`o.status = ${status}`);
  }
  const code = q.contractorCode?.replace(/[\s-]/g, '');
  if (code) parts.push(sql<SqlBool>`o.contractor_code = ${code}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export async function listOrders(
  db: AccountDb,
  scope: OrderScope,
  q: OrderListQuery,
  sort: [OrderSortColumn, 'asc' | 'desc'],
): Promise<{ totalCount: number; items: OrderListItem[] }> {
  const where = listCondition(scope, q);
  const [column, dir] = sort;
  const rows = await db
    .selectFrom('account.orders as o')
    .select(LIST_COLUMNS)
    .where(where)
    .orderBy(sql.ref(column), dir)
    .orderBy('o.id', dir)
    .limit(Math.min(q.maxResultCount, MAX_PAGE))
    .offset(q.skipCount)
    .execute();
  const counted = await db
    .selectFrom('account.orders as o')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { totalCount: Number(counted.n), items: rows.map(toListItem) };
}

/** Profile/GetLastOrders: the user's `n` newest orders (offers included), newest first. */
export async function lastOrders(
  db: AccountDb,
  tenantId: number,
  userId: number,
  n: number,
): Promise<OrderListItem[]> {
  const rows = await db
    .selectFrom('account.orders as o')
    .select(LIST_COLUMNS)
    .where('o.tenant_id', '=', tenantId)
    .where('o.buyer_user_id', '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(Math.max(0, Math.min(n, MAX_PAGE)))
    .execute();
  return rows.map(toListItem);
}

/** The order when the scope may see it; null for "does not exist" and "not yours" alike. */
export function findVisibleOrder(
  db: AccountDb,
  scope: OrderScope,
  id: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('account.orders as o')
    .selectAll('o')
    .where(scopeCondition(scope))
    .where('o.id', '=', id)
    .executeTakeFirst();
}
