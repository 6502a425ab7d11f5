/**
 * /kokpit/dokumenty/:statusSlug?: the document list state (back-office.md §3 "document list
 * filters": status, dateFrom, dateTo, userId, sorting, filter, paging) lives in the address — the
 * slug in the path, the rest in the query string — so back/forward and shared links restore it.
 * The screen calls `showDocuments(route)` on every route change; the list loads from that.
 */
import { atom } from 'nanostores';
import {
  DOCUMENT_SORT_FIELDS,
  DOCUMENT_STATUS_SLUGS,
  type DocumentListQuery,
  type DocumentPage,
  type DocumentStatus,
} from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { navigate, type RouteState } from '@armatura/shared-libs/routing';
import { documentsApi } from '../api/documents-api';
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
import { openDocument } from './document-details-store';

export const DOCUMENTS_PATH = '/kokpit/dokumenty';
export const DOCUMENT_SLUGS = Object.keys(DOCUMENT_STATUS_SLUGS);

export interface DocumentsQuery {
  /** The path's slug (nowe, oplacone…); null = every document. */
  statusSlug: string | null;
  filter: string;
  dateFrom: string;
  dateTo: string;
  /** Staff only: one user's documents. */
  userId: number | null;
  /** `<field> asc|desc` of DOCUMENT_SORT_FIELDS, '' = the server's order (newest first). */
  sorting: string;
  page: number;
  pageSize: number;
}

/** The sorting from the address when it names a sortable field, else ''. */
export function readSorting(raw: string | undefined): string {
  const match = /^(\w+) (asc|desc)$/.exec((raw ?? '').trim());
  const field = match?.[1] as (typeof DOCUMENT_SORT_FIELDS)[number] | undefined;
  return field && DOCUMENT_SORT_FIELDS.includes(field) ? `${field} ${match![2]}` : '';
}

export function documentsQueryFromRoute(
  route: Pick<RouteState, 'params' | 'search'>,
): DocumentsQuery {
  const { search } = route;
  return {
    statusSlug: route.params.statusSlug || null,
    filter: readText(search, 'filter'),
    dateFrom: readDay(search, 'dateFrom'),
    dateTo: readDay(search, 'dateTo'),
    userId: readId(search, 'userId'),
    sorting: readSorting(search.sort),
    page: readPage(search),
    pageSize: readPageSize(search, PAGE_SIZES.documents),
  };
}

/** The slug's status; undefined for a slug the shop does not know (the screen says so). */
export function statusOfSlug(slug: string | null): DocumentStatus | null | undefined {
  if (!slug) return null;
  return Object.prototype.hasOwnProperty.call(DOCUMENT_STATUS_SLUGS, slug)
    ? DOCUMENT_STATUS_SLUGS[slug]
    : undefined;
}

export function documentsHref(q: DocumentsQuery, documentId: number | null = null): string {
  return listHref(DOCUMENTS_PATH, q.statusSlug, {
    filter: q.filter,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    userId: q.userId,
    sort: q.sorting,
    page: q.page > 1 ? q.page : null,
    size: q.pageSize !== PAGE_SIZES.documents.size ? q.pageSize : null,
    dokument: documentId,
  });
}

/** The API query of Document/GetAll for a list state. */
export function toApiQuery(q: DocumentsQuery): DocumentListQuery {
  const status = statusOfSlug(q.statusSlug);
  return {
    ...(status ? { status } : {}),
    ...(q.filter ? { filter: q.filter } : {}),
    ...(q.dateFrom ? { dateFrom: q.dateFrom } : {}),
    ...(q.dateTo ? { dateTo: q.dateTo } : {}),
    ...(q.userId ? { userId: q.userId } : {}),
    ...(q.sorting ? { sorting: q.sorting } : {}),
    skipCount: (q.page - 1) * q.pageSize,
    maxResultCount: q.pageSize,
  };
}

export const documentList = createResource<DocumentPage, DocumentsQuery>((q) =>
  documentsApi.list(toApiQuery(q)),
);

/** The list state the screen shows (the last route seen). */
export const $documentsQuery = atom<DocumentsQuery>(
  documentsQueryFromRoute({ params: {}, search: {} }),
);

/** Route → state → loads: the list (unless the slug is unknown) and the opened document. */
export async function showDocuments(route: Pick<RouteState, 'params' | 'search'>): Promise<void> {
  const query = documentsQueryFromRoute(route);
  $documentsQuery.set(query);
  const opened = readId(route.search, 'dokument');
  await Promise.all([
    statusOfSlug(query.statusSlug) === undefined ? documentList.reset() : documentList.load(query),
    openDocument(opened),
  ]);
}

/** A filter, sort or page change: a new address (the route change loads it). */
export function changeDocuments(change: Partial<DocumentsQuery>): void {
  navigate(documentsHref(nextQuery($documentsQuery.get(), change)));
}

export function showDocument(id: number | null): void {
  navigate(documentsHref($documentsQuery.get(), id));
}
