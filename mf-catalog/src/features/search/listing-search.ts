/**
 * $listingSearch: the search behind the listing screen, run by search-ui's headless
 * SearchDriver (storefront.md §4): page 1 after any change, only the latest answer applied,
 * URL mirrored with a 500 ms debounce, back/forward restored, a search at start only when the
 * URL has a term or filter, or the listing itself is a filter (/promocje, a category, a brand).
 *
 * One listing is shown at a time: `startListingSearch` replaces the previous driver and
 * returns the function that stops it (the screen calls it on unmount).
 */
import { atom } from 'nanostores';
import {
  SearchDriver,
  type APIConnector,
  type RequestState,
  type SearchState,
} from '@elastic/search-ui';
import { SEARCH } from '@armatura/shared-libs/constants';
import { carriesPostAnswer, normalizeError } from '@armatura/shared-libs/http';
import { notify } from '@armatura/shared-libs/notices';
import { $user } from '@armatura/shared-libs/session';
import { catalogTexts } from '../texts/catalog-texts';
import { requestDiscounts } from '../pricing/discounts-store';
import { CatalogSearchConnector, SEARCH_URL, SupersededRequestError } from './connector';
import type { ListingContext } from './listing-context';
import {
  EMPTY_LISTING_STATE,
  toListingState,
  type ListingSearchState,
} from './listing-search-state';
import { listingSearchQuery } from './search-config';
import {
  createUrlChangeHandler,
  defaultUrlAdapter,
  normalizePath,
  type UrlAdapter,
} from './url-sync';

export const $listingSearch = atom<ListingSearchState>(EMPTY_LISTING_STATE);

interface ActiveListing {
  driver: SearchDriver;
  connector: APIConnector & { abortAll?: () => void };
  stop: () => void;
}

let active: ActiveListing | null = null;

export interface StartOptions {
  adapter?: UrlAdapter;
  /** Tests pass a connector; the app uses the API's. */
  connector?: APIConnector & { abortAll?: () => void };
  /** Default 500 ms (storefront.md §9). */
  urlDebounceMs?: number;
}

/** Set by a failing search; 404 means the category or brand of the address does not exist. */
let lastFailureStatus: number | null = null;

/** A failing search: the shop's notice, the error state; a superseded one is just dropped. */
function handleSearchFailure(error: unknown): never | Promise<never> {
  // Never settles: search-ui applies only the newer request, which is already on its way.
  if (error instanceof SupersededRequestError) return new Promise<never>(() => {});
  lastFailureStatus = normalizeError(error).status;
  // An unknown category or brand is a "not found" screen, not a processing error.
  if (lastFailureStatus !== 404) {
    notify({
      type: 'error',
      title: catalogTexts.t('searchErrorTitle'),
      message: catalogTexts.t('searchErrorMessage'),
    });
  }
  throw error;
}

function listingState(driver: SearchDriver): ListingSearchState {
  const state = toListingState(driver.getState());
  return state.status === 'error' ? { ...state, errorStatus: lastFailureStatus } : state;
}

export function startListingSearch(
  context: ListingContext,
  options: StartOptions = {},
): () => void {
  const early = preparedFor(context);
  prepared = null;
  // The search its screen's first render started (firstListingAnswer): the screen's effect keeps it.
  if (early) return early.listing.stop;
  active?.stop();
  const adapter = options.adapter ?? defaultUrlAdapter();
  const connector =
    options.connector ?? new CatalogSearchConnector({ context: context.apiContext });
  // A listing context (/promocje, a category, a brand) is itself a filter: it always searches.
  const searchesAtStart = context.apiContext !== null;
  let driver: SearchDriver | null = null;
  const onUrlChange = createUrlChangeHandler(context.path, adapter, () => driver, {
    // Back to the bare /oferta: show its start screen again, as on first arrival.
    onIdleUrl: searchesAtStart
      ? null
      : (urlState) => driver && resetToIdle(driver, connector, urlState),
  });

  driver = new SearchDriver({
    apiConnector: connector,
    searchQuery: listingSearchQuery(context.kind),
    initialState: { resultsPerPage: SEARCH.shopResultsPerPage },
    trackUrlState: true,
    urlPushDebounceLength: options.urlDebounceMs ?? SEARCH.urlDebounceMs,
    alwaysSearchOnInitialLoad: searchesAtStart,
    onSearch: (state, queryConfig, next) => next(state, queryConfig).catch(handleSearchFailure),
    routingOptions: {
      readUrl: () => adapter.readSearch(),
      writeUrl: (url, { replaceUrl }) => {
        // The visitor may have left for another page during the debounce: never pull them back.
        if (normalizePath(adapter.readPath()) !== normalizePath(context.path)) return;
        adapter.write(url ? `${context.path}?${url}` : context.path, replaceUrl);
      },
      routeChangeHandler: () => adapter.listen(onUrlChange),
    },
  });

  const started = driver;
  const onState = () => {
    const next = listingState(started);
    const previous = $listingSearch.get();
    $listingSearch.set(next);
    if (next.status === 'ready' && next.results !== previous.results)
      void requestDiscounts(next.results);
  };
  started.subscribeToStateChanges(onState);
  $listingSearch.set(listingState(started));

  // Prices depend on who asks: search again when someone signs in or out.
  const stopUser = $user.listen(() => {
    if (started.getState().wasSearched) started._updateSearchResults({}, { skipPushToUrl: true });
  });

  const current: ActiveListing = {
    driver: started,
    connector,
    stop() {
      stopUser();
      started.unsubscribeToStateChanges(onState);
      started.debounceManager.cancelByName('pushStateToURL');
      started.tearDown();
      connector.abortAll?.();
      if (active === current) {
        active = null;
        $listingSearch.set(EMPTY_LISTING_STATE);
      }
    },
  };
  active = current;
  return current.stop;
}

/**
 * The state of a listing that has not searched yet. search-ui has no public "forget the
 * results" action (reset() would write the URL while the visitor is going back), so its
 * state setter is used directly.
 */
function resetToIdle(
  driver: SearchDriver,
  connector: ActiveListing['connector'],
  urlState: RequestState,
): void {
  connector.abortAll?.();
  driver.debounceManager.cancelByName('pushStateToURL');
  const setState = (
    driver as unknown as { _setState(state: Partial<SearchState>): void }
  )._setState.bind(driver);
  setState({
    ...driver.startingState,
    ...urlState,
    isLoading: false,
    error: '',
    wasSearched: false,
    results: [],
    facets: {},
  });
}

/** How long a screen waits for its first answer before rendering what it has (a lost request). */
export const FIRST_ANSWER_WAIT_MS = 5_000;

/** A search started by its screen's first render, until the screen's effect takes it over. */
let prepared: { path: string; listing: ActiveListing; ready: Promise<void> } | null = null;

/** The search prepared for this listing's address, if it is still the one running. */
const preparedFor = (context: ListingContext) =>
  prepared && prepared.path === context.path && active === prepared.listing ? prepared : null;

/**
 * Starts the listing's search now and resolves once its first answer is applied (or failed, or
 * after FIRST_ANSWER_WAIT_MS). For a screen's first render: the screen waits (`use`) instead of
 * drawing its loading state, and its effect's startListingSearch takes this search over.
 */
export function prepareListingSearch(
  context: ListingContext,
  options: StartOptions = {},
): Promise<void> {
  startListingSearch(context, options);
  const listing = active!;
  const ready = new Promise<void>((resolve) => {
    const settled = () => ['ready', 'error'].includes($listingSearch.get().status);
    const done = () => {
      clearTimeout(timer);
      stop();
      // The address already says what this answer is for: the driver's rewrite of it (its own
      // form, ?size=n_10_n) would change the route while the page may still be hydrating, and
      // the HTML's links (the sign-in link's return address) were made for the address as it is.
      // The driver schedules that write right after this state: cancel it just after.
      queueMicrotask(() => listing.driver.debounceManager.cancelByName('pushStateToURL'));
      resolve();
    };
    const timer = setTimeout(done, FIRST_ANSWER_WAIT_MS);
    const stop = $listingSearch.listen(() => {
      if (settled() || active !== listing) done();
    });
  });
  prepared = { path: context.path, listing, ready };
  return ready;
}

/**
 * The first answer a server-rendered listing waits for (issue 16): the page carries the answer
 * its HTML was made from, so the screen's first render starts the search, which takes that answer
 * without asking the network, and waits for it; React keeps the server's HTML meanwhile and then
 * hydrates the same results. Null when the page carries no search (the screen searches from its
 * effect, showing its loading state, as on any later visit).
 */
export function firstListingAnswer(context: ListingContext): Promise<void> | null {
  const early = preparedFor(context);
  if (early) return early.ready;
  return carriesPostAnswer(SEARCH_URL) ? prepareListingSearch(context) : null;
}

/** Stops the listing's search, whoever started it (a server render starts each page clean). */
export function stopListingSearch(): void {
  prepared = null;
  active?.stop();
}

/** Runs `run` on the driver of the listing on screen (none: nothing to do). */
export function withListingDriver(run: (driver: SearchDriver) => void): void {
  if (active) run(active.driver);
}
