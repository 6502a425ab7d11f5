/**
 * The product grid: query (filter, sort, page, size), the loaded page, the selection, and the
 * list actions (archive, delete, export). Every query change loads again; only the latest answer counts.
 */
import { atom, map } from 'nanostores';
import type { ProductSortField } from '@armatura/shared-libs/contracts';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { downloadBlob } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/ui';
import { adminTexts } from '../admin-texts/texts';
import { errorMessage } from './errors';
import { productsApi, type ProductRow } from './products-api';

/** The grid's sortable columns; `satisfies` keeps each one in the API's allow-list (an unknown field is a 400). */
export const SORT_COLUMNS = [
  'code',
  'name',
  'brandName',
  'valueNetto',
  'valueBrutto',
  'qtyAvailable',
] as const satisfies readonly ProductSortField[];
export type SortColumn = (typeof SORT_COLUMNS)[number];
export interface ProductQuery {
  page: number;
  pageSize: number;
  filter: string;
  sort: { column: SortColumn; direction: 'ascending' | 'descending' };
}
export interface ProductListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: ProductRow[];
  totalCount: number;
  capped: boolean;
  error: string | null;
}

export const INITIAL_QUERY: ProductQuery = {
  page: 1,
  pageSize: PAGE_SIZES.products.size,
  filter: '',
  sort: { column: 'name', direction: 'ascending' },
};
export const $productQuery = map<ProductQuery>({ ...INITIAL_QUERY });
export const $productList = atom<ProductListState>({
  status: 'idle',
  items: [],
  totalCount: 0,
  capped: false,
  error: null,
});
export const $selectedIds = atom<number[]>([]);

/** 'valueBrutto desc' for the API; name is the default so it is always explicit. */
export function sortingParam(sort: ProductQuery['sort']): string {
  return `${sort.column} ${sort.direction === 'descending' ? 'desc' : 'asc'}`;
}

/** A new filter, size or sort starts at page 1; a page change keeps the rest. */
export function nextQuery(current: ProductQuery, change: Partial<ProductQuery>): ProductQuery {
  const resets =
    (change.filter !== undefined && change.filter !== current.filter) ||
    (change.pageSize !== undefined && change.pageSize !== current.pageSize) ||
    (change.sort !== undefined && sortingParam(change.sort) !== sortingParam(current.sort));
  return { ...current, ...change, page: resets ? 1 : (change.page ?? current.page) };
}

let latest = 0;
export async function loadProducts(): Promise<void> {
  const q = $productQuery.get();
  const ticket = ++latest;
  $productList.set({ ...$productList.get(), status: 'loading', error: null });
  try {
    const page = await productsApi.list({
      filter: q.filter.trim(),
      sorting: sortingParam(q.sort),
      skipCount: (q.page - 1) * q.pageSize,
      maxResultCount: q.pageSize,
    });
    if (ticket !== latest) return;
    $productList.set({
      status: 'ready',
      items: page.items,
      totalCount: page.totalCount,
      capped: page.totalCountCapped,
      error: null,
    });
    $selectedIds.set($selectedIds.get().filter((id) => page.items.some((row) => row.id === id)));
  } catch (error) {
    if (ticket === latest)
      $productList.set({ ...$productList.get(), status: 'error', error: errorMessage(error) });
  }
}

export function changeProductQuery(change: Partial<ProductQuery>): Promise<void> {
  $productQuery.set(nextQuery($productQuery.get(), change));
  return loadProducts();
}

/** Replaces one row after a save (the grid keeps its place and the rest of the page). */
export function replaceRow(row: Partial<ProductRow> & { id: number }): void {
  const state = $productList.get();
  $productList.set({
    ...state,
    items: state.items.map((item) => (item.id === row.id ? { ...item, ...row } : item)),
  });
}

export async function archiveSelected(): Promise<boolean> {
  const ids = $selectedIds.get();
  if (ids.length === 0) return false;
  try {
    const { count } = await productsApi.archive(ids);
    notify({ type: 'success', title: adminTexts.t('archived', { count }) });
    $selectedIds.set([]);
    await loadProducts();
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  }
}

export async function deleteProduct(id: number): Promise<boolean> {
  try {
    await productsApi.remove(id);
    notify({ type: 'success', title: adminTexts.t('deleted') });
    $selectedIds.set($selectedIds.get().filter((selected) => selected !== id));
    await loadProducts();
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  }
}

/** Exports the rows matching the current filter (all pages), as the server names the file. */
export async function exportProducts(format: 'csv' | 'xlsx'): Promise<void> {
  try {
    const file = await productsApi.download(format, $productQuery.get().filter.trim());
    if (!file) return;
    downloadBlob(file.blob, file.fileName ?? `${adminTexts.t('exportFileName')}.${format}`);
    notify({ type: 'success', title: adminTexts.t('exported') });
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
  }
}
