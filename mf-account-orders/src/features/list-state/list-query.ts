/**
 * List screens keep their state in the address (storefront.md §3 "order list state", document
 * filters): the path carries the status, the query string the rest. These helpers read that state
 * defensively (a hand-edited address never reaches the API as a 400) and write the next address.
 */
import { buildHref } from '@armatura/shared-libs/routing';

export interface PageSizeSetting {
  size: number;
  options: readonly number[];
}

/** 1-based page number from the query string; anything else is page 1. */
export function readPage(search: Record<string, string>): number {
  const raw = search.page ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** Only the sizes the list offers (§9), else its default. */
export function readPageSize(search: Record<string, string>, setting: PageSizeSetting): number {
  const size = Number(search.size);
  return setting.options.includes(size) ? size : setting.size;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' (the shop's date input format, §9) that is a real calendar day. */
export function isDay(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function readDay(search: Record<string, string>, key: string): string {
  const value = (search[key] ?? '').trim();
  return isDay(value) ? value : '';
}

export function readText(search: Record<string, string>, key: string, maxLength = 200): string {
  return (search[key] ?? '').trim().slice(0, maxLength);
}

/** A positive id from the query string (details panels), else null. */
export function readId(search: Record<string, string>, key: string): number | null {
  const raw = search[key] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The query after a change: paging changes keep the filters, any other change (a filter, the
 * page size) starts again at page 1, as the spec's search state does (§4).
 */
export function nextQuery<Q extends Paging>(current: Q, change: Partial<Q>): Q {
  const resetsPage = Object.entries(change).some(
    ([key, value]) => key !== 'page' && value !== undefined && current[key as keyof Q] !== value,
  );
  return { ...current, ...change, page: resetsPage ? 1 : (change.page ?? current.page) };
}

/** The address of a list: `base[/status]?filters&page&size`, defaults left out. */
export function listHref(
  base: string,
  status: string | null,
  search: Record<string, string | number | null | undefined>,
): string {
  const path = status ? `${base}/${encodeURIComponent(status)}` : base;
  return buildHref(path, search);
}
