/**
 * A back-office list as a nanostore: the query (filters, sorting, page, page size) and the loaded
 * page. Only the latest load is applied, so a slow answer for an old filter never replaces the
 * rows the user asked for since. Used by the static block and blog lists.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';
import { localizeMessage } from '../texts/contract-messages';

export interface ListQuery<F> {
  filters: F;
  sorting: string;
  page: number;
  pageSize: number;
}
export interface PagedRows<R> {
  totalCount: number;
  items: R[];
}
export interface ListState<R> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: R[];
  totalCount: number;
  error: string | null;
}

export interface PagedList<F, R> {
  $query: ReadableAtom<ListQuery<F>>;
  $state: ReadableAtom<ListState<R>>;
  load(): Promise<void>;
  /** New filters or sorting start again at page 1. */
  change(patch: Partial<F>, sorting?: string): Promise<void>;
  goTo(page: number): Promise<void>;
  resize(pageSize: number): Promise<void>;
}

export function createPagedList<F, R>(
  initial: ListQuery<F>,
  fetch: (query: ListQuery<F>) => Promise<PagedRows<R>>,
): PagedList<F, R> {
  const $query = atom(initial);
  const $state = atom<ListState<R>>({ status: 'idle', rows: [], totalCount: 0, error: null });
  let sequence = 0;

  async function load() {
    const mine = ++sequence;
    $state.set({ ...$state.get(), status: 'loading', error: null });
    try {
      const page = await fetch($query.get());
      if (mine !== sequence) return;
      // A page emptied by a delete falls back to the last page that still has rows.
      const { page: current, pageSize } = $query.get();
      const last = Math.max(1, Math.ceil(page.totalCount / pageSize));
      if (page.items.length === 0 && current > last) return goTo(last);
      $state.set({ status: 'ready', rows: page.items, totalCount: page.totalCount, error: null });
    } catch (error) {
      if (mine === sequence)
        $state.set({
          status: 'error',
          rows: [],
          totalCount: 0,
          error: localizeMessage(normalizeError(error).message),
        });
    }
  }
  async function change(patch: Partial<F>, sorting?: string) {
    const q = $query.get();
    $query.set({
      ...q,
      filters: { ...q.filters, ...patch },
      sorting: sorting ?? q.sorting,
      page: 1,
    });
    await load();
  }
  async function goTo(page: number) {
    $query.set({ ...$query.get(), page });
    await load();
  }
  async function resize(pageSize: number) {
    $query.set({ ...$query.get(), pageSize, page: 1 });
    await load();
  }
  return { $query, $state, load, change, goTo, resize };
}
