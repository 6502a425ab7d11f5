/**
 * One back-office list (deliveries, payments): its query (page, size, filter, sort), the loaded page
 * and its loading state. A new filter, size or sort starts at page 1; only the latest answer counts;
 * after a change the same page loads again, or the one before when its last row went.
 */
import { atom, map, type MapStore, type ReadableAtom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';
import type { PageRequest } from './methods-api';
import { localizeMessage } from '../contract-messages/contract-messages';

export interface ListQuery<S extends string> {
  page: number;
  pageSize: number;
  filter: string;
  sort: { column: S; direction: 'ascending' | 'descending' };
}
export interface ListState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
  totalCount: number;
  error: string | null;
}
export interface PagedList<T, S extends string> {
  $query: MapStore<ListQuery<S>>;
  $list: ReadableAtom<ListState<T>>;
  load(): Promise<void>;
  change(change: Partial<ListQuery<S>>): Promise<void>;
  /** After a save or delete. */
  reloadAfterChange(): Promise<void>;
}

export function nextListQuery<S extends string>(
  current: ListQuery<S>,
  change: Partial<ListQuery<S>>,
): ListQuery<S> {
  const resets =
    (change.filter !== undefined && change.filter !== current.filter) ||
    (change.pageSize !== undefined && change.pageSize !== current.pageSize) ||
    (change.sort !== undefined &&
      (change.sort.column !== current.sort.column ||
        change.sort.direction !== current.sort.direction));
  return { ...current, ...change, page: resets ? 1 : (change.page ?? current.page) };
}

export const requestOf = <S extends string>(q: ListQuery<S>): PageRequest => ({
  filter: q.filter.trim() || undefined,
  sorting: `${q.sort.column} ${q.sort.direction === 'descending' ? 'desc' : 'asc'}`,
  skipCount: (q.page - 1) * q.pageSize,
  maxResultCount: q.pageSize,
});

export function createPagedList<T, S extends string>(
  initial: ListQuery<S>,
  fetchPage: (q: PageRequest) => Promise<{ totalCount: number; items: T[] }>,
): PagedList<T, S> {
  const $query = map<ListQuery<S>>({ ...initial });
  const $list = atom<ListState<T>>({ status: 'idle', items: [], totalCount: 0, error: null });
  let ticket = 0;
  async function load() {
    const mine = ++ticket;
    $list.set({ ...$list.get(), status: 'loading', error: null });
    try {
      const page = await fetchPage(requestOf($query.get()));
      if (mine === ticket) $list.set({ status: 'ready', ...page, error: null });
    } catch (error) {
      if (mine === ticket)
        $list.set({
          ...$list.get(),
          status: 'error',
          error: localizeMessage(normalizeError(error).message),
        });
    }
  }
  async function change(change: Partial<ListQuery<S>>) {
    $query.set(nextListQuery($query.get(), change));
    await load();
  }
  async function reloadAfterChange() {
    await load();
    const { page } = $query.get();
    if (page > 1 && $list.get().status === 'ready' && $list.get().items.length === 0)
      await change({ page: page - 1 });
  }
  return { $query, $list, load, change, reloadAfterChange };
}
