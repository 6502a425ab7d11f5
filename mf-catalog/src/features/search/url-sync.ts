/**
 * How the listing's search state meets the address bar (storefront.md §4: the URL mirrors
 * current, q, size, filters and sort; back/forward restores them).
 *
 * search-ui's SearchDriver writes the URL 500 ms after an answer (its own debounce) through
 * `writeUrl`, which we route through the shell's `navigate` so `$route` stays true. URL
 * changes made by others (header search box, back/forward) come in through `$route` and
 * popstate; `createUrlChangeHandler` applies them with the shop's defaults (10 per page),
 * skipping echoes of our own writes.
 */
import { DEFAULT_STATE, type RequestState, type SearchDriver } from '@elastic/search-ui';
import { SEARCH } from '@armatura/shared-libs/constants';
import { $route, navigate } from '@armatura/shared-libs/routing';

export interface UrlAdapter {
  /** '?…' or ''. */
  readSearch(): string;
  readPath(): string;
  write(href: string, replace: boolean): void;
  /** Calls back on any URL change; returns the unsubscribe function. */
  listen(onChange: () => void): () => void;
}

export const browserUrlAdapter: UrlAdapter = {
  readSearch: () => window.location.search,
  readPath: () => window.location.pathname,
  write: (href, replace) => navigate(href, { replace }),
  listen(onChange) {
    const stopRoute = $route.listen(() => onChange());
    window.addEventListener('popstate', onChange);
    return () => {
      stopRoute();
      window.removeEventListener('popstate', onChange);
    };
  },
};

/**
 * On the server (the host's render of the page): the address is the page's route; nothing is
 * written or listened to. route.search keeps the first value of each key, which is all search-ui's
 * own keys have (filters[0][values][0]=…).
 */
export const routeUrlAdapter: UrlAdapter = {
  readSearch() {
    const search = new URLSearchParams($route.get()?.search ?? {}).toString();
    return search ? `?${search}` : '';
  },
  readPath: () => $route.get()?.path ?? '/',
  write: () => {},
  listen: () => () => {},
};

/** The browser's address where there is one, else the route's (server render). */
export const defaultUrlAdapter = (): UrlAdapter =>
  typeof window === 'undefined' ? routeUrlAdapter : browserUrlAdapter;

export function normalizePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Compares query strings the way the browser stores them ('?' alone equals ''). */
export function normalizeSearch(search: string): string {
  const withMark = search.startsWith('?') ? search : `?${search}`;
  return new URL(withMark, 'http://localhost/').search;
}

/** The request part of a state with the shop's defaults for what the URL leaves out. */
export function withShopDefaults(state: RequestState): Required<Omit<RequestState, 'sort'>> {
  return {
    current: state.current ?? DEFAULT_STATE.current ?? 1,
    filters: state.filters ?? [],
    resultsPerPage: state.resultsPerPage ?? SEARCH.shopResultsPerPage,
    searchTerm: state.searchTerm ?? '',
    sortDirection: state.sortDirection ?? '',
    sortField: state.sortField ?? '',
    sortList: state.sortList ?? [],
  };
}

export function sameRequestState(a: RequestState, b: RequestState): boolean {
  return JSON.stringify(withShopDefaults(a)) === JSON.stringify(withShopDefaults(b));
}

export interface UrlChangeOptions {
  /** Called instead of searching when the URL has no term and no filter (null: search anyway). */
  onIdleUrl?: ((urlState: RequestState) => void) | null;
}

/**
 * The handler for URL changes while a listing at `path` is shown. `getDriver` is late-bound:
 * the driver registers this handler while it is still being constructed.
 *
 * Routers announce one change several times ($route, single-spa's popstate…) and sometimes
 * after the listing has already read the address: only a query string different from the
 * last one seen counts, so a repeated announcement never restarts a search.
 */
export function createUrlChangeHandler(
  path: string,
  adapter: UrlAdapter,
  getDriver: () => SearchDriver | null,
  options: UrlChangeOptions = {},
): () => void {
  let seen = normalizeSearch(adapter.readSearch());
  return () => {
    const driver = getDriver();
    if (!driver || normalizePath(adapter.readPath()) !== normalizePath(path)) return;
    const search = normalizeSearch(adapter.readSearch());
    if (search === seen) return;
    seen = search;
    const manager = driver.URLManager;
    // Our own write coming back through the router: nothing to do.
    if (manager.lastPushSearchString && normalizeSearch(manager.lastPushSearchString) === search)
      return;
    // Someone else moved the address (the header's search box, back/forward): the write of the
    // state being left, still waiting out search-ui's debounce, must not land on top of it.
    driver.debounceManager.cancelByName('pushStateToURL');
    // As search-ui does: forget the last write so back/forward to it works later.
    manager.lastPushSearchString = '';
    const urlState = withShopDefaults(manager.urlToState(search));
    const current = driver.getState();
    if (!urlState.searchTerm && urlState.filters.length === 0 && options.onIdleUrl) {
      if (current.wasSearched || current.isLoading) options.onIdleUrl(urlState);
      return;
    }
    if (current.wasSearched && sameRequestState(urlState, current)) return;
    driver._updateSearchResults(urlState, { skipPushToUrl: true });
  };
}
