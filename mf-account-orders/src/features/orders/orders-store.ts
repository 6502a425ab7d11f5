/**
 * /kokpit/zamowienia/:statusId?: the order list state of storefront.md §3 (filter, dateFrom,
 * dateTo, status, contractorCode, page size 10 with 5/10/15, current page) lives in the address:
 * the status id in the path, the rest in the query string, the opened order as `?zamowienie=ID`.
 * The screen calls `showOrders(route)` on every route change; the list loads from that.
 */
import { atom } from 'nanostores';
import {
  ORDER_SORT_FIELDS,
  orderStatusById,
  type OrderListQuery,
  type OrderPage,
} from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { navigate, type RouteState } from '@armatura/shared-libs/routing';
import { ordersApi } from '../api/orders-api';
import { createResource } from '@armatura/shared-libs/http';
import {
  listHref,
  nextQuery,
  readDay,
  readId,
  readPage,
  readPageSize,
  readText,
} from '../list-state/list-query';
import { openOrder } from './order-details-store';

export const ORDERS_PATH = '/kokpit/zamowienia';

export interface OrdersQuery {
  /** The path's :statusId as typed (validated by `statusIdOf`); null = every status. */
  statusId: string | null;
  filter: string;
  dateFrom: string;
  dateTo: string;
  contractorCode: string;
  /** `<field> asc|desc` of ORDER_SORT_FIELDS; '' = newest first (the server's order). */
  sorting: string;
  page: number;
  pageSize: number;
}

/** '3' → 3 when it names a status; null = no status in the path; undefined = an unknown one. */
export function statusIdOf(raw: string | null): number | null | undefined {
  if (raw === null || raw === '') return null;
  return /^\d{1,2}$/.test(raw) && orderStatusById(Number(raw)) ? Number(raw) : undefined;
}

export function readOrderSorting(raw: string | undefined): string {
  const match = /^(\w+) (asc|desc)$/.exec((raw ?? '').trim());
  const field = match?.[1] as (typeof ORDER_SORT_FIELDS)[number] | undefined;
  return field && ORDER_SORT_FIELDS.includes(field) ? `${field} ${match![2]}` : '';
}

export function ordersQueryFromRoute(route: Pick<RouteState, 'params' | 'search'>): OrdersQuery {
  const { search } = route;
  return {
    statusId: route.params.statusId || null,
    filter: readText(search, 'filter'),
    dateFrom: readDay(search, 'dateFrom'),
    dateTo: readDay(search, 'dateTo'),
    contractorCode: readText(search, 'contractorCode', 50),
    sorting: readOrderSorting(search.sort),
    page: readPage(search),
    pageSize: readPageSize(search, PAGE_SIZES.orders),
  };
}

export function ordersHref(q: OrdersQuery, orderId: number | null = null): string {
  return listHref(ORDERS_PATH, q.statusId, {
    filter: q.filter,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    contractorCode: q.contractorCode,
    sort: q.sorting,
    page: q.page > 1 ? q.page : null,
    size: q.pageSize !== PAGE_SIZES.orders.size ? q.pageSize : null,
    zamowienie: orderId,
  });
}

/** The API query of Order/GetAll for a list state. */
export function toApiQuery(q: OrdersQuery): OrderListQuery {
  const status = statusIdOf(q.statusId);
  return {
    ...(status ? { status } : {}),
    ...(q.filter ? { filter: q.filter } : {}),
    ...(q.dateFrom ? { dateFrom: q.dateFrom } : {}),
    ...(q.dateTo ? { dateTo: q.dateTo } : {}),
    ...(q.contractorCode ? { contractorCode: q.contractorCode } : {}),
    ...(q.sorting ? { sorting: q.sorting } : {}),
    skipCount: (q.page - 1) * q.pageSize,
    maxResultCount: q.pageSize,
  };
}

export const orderList = createResource<OrderPage, OrdersQuery>((q) =>
  ordersApi.list(toApiQuery(q)),
);

export const $ordersQuery = atom<OrdersQuery>(ordersQueryFromRoute({ params: {}, search: {} }));

/** Route → state → loads: the list (unless the status is unknown) and the opened order. */
export async function showOrders(route: Pick<RouteState, 'params' | 'search'>): Promise<void> {
  const query = ordersQueryFromRoute(route);
  $ordersQuery.set(query);
  await Promise.all([
    statusIdOf(query.statusId) === undefined ? orderList.reset() : orderList.load(query),
    openOrder(readId(route.search, 'zamowienie')),
  ]);
}

/** A filter, sort or page change: a new address (the route change loads it). */
export function changeOrders(change: Partial<OrdersQuery>): void {
  navigate(ordersHref(nextQuery($ordersQuery.get(), change)));
}

export function showOrder(id: number | null): void {
  navigate(ordersHref($ordersQuery.get(), id));
}
