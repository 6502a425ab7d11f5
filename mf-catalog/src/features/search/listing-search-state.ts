/**
 * The listing's search state as screens read it ($listingSearch), derived from search-ui's
 * SearchState. Pure: no driver, no network.
 */
import type { Filter, SearchState, SortOption } from '@elastic/search-ui';
import type { ProductHit } from './hits';
import { hitFromResult } from './hits';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface FacetEntry {
  /** A value ('Grohe', 12) or a range ({from, to, name}). */
  value: unknown;
  count: number;
}

export interface ListingSearchState {
  status: SearchStatus;
  searchTerm: string;
  /** The term the shown results are for (the field may already hold a newer one). */
  resultSearchTerm: string;
  current: number;
  resultsPerPage: number;
  filters: Filter[];
  sortList: SortOption[];
  results: ProductHit[];
  facets: Record<string, FacetEntry[]>;
  totalResults: number;
  totalPages: number;
  pagingStart: number;
  pagingEnd: number;
  wasSearched: boolean;
  /** Words the server corrected ('bateia' → ['bateria']). */
  corrections: Record<string, string[]>;
  /** HTTP status of the last failure (404: the address names no such category or brand). */
  errorStatus: number | null;
}

export const EMPTY_LISTING_STATE: ListingSearchState = {
  status: 'idle',
  searchTerm: '',
  resultSearchTerm: '',
  current: 1,
  resultsPerPage: 10,
  filters: [],
  sortList: [],
  results: [],
  facets: {},
  totalResults: 0,
  totalPages: 0,
  pagingStart: 0,
  pagingEnd: 0,
  wasSearched: false,
  corrections: {},
  errorStatus: null,
};

function statusOf(state: SearchState): SearchStatus {
  // search-ui leaves isLoading set after a failure: the error wins.
  if (state.error) return 'error';
  if (state.isLoading) return 'loading';
  return state.wasSearched ? 'ready' : 'idle';
}

/** search-ui facets: {field: [{field, type, data: [{value, count}]}]} → {field: entries}. */
export function facetsOf(raw: Record<string, unknown> | undefined): Record<string, FacetEntry[]> {
  const facets: Record<string, FacetEntry[]> = {};
  for (const [field, value] of Object.entries(raw ?? {})) {
    const first = Array.isArray(value) ? (value[0] as { data?: unknown } | undefined) : undefined;
    const data = Array.isArray(first?.data)
      ? (first.data as { value: unknown; count: unknown }[])
      : [];
    facets[field] = data
      .filter((entry) => entry && entry.value !== undefined && entry.value !== null)
      .map((entry) => ({ value: entry.value, count: Number(entry.count) || 0 }));
  }
  return facets;
}

function correctionsOf(rawResponse: unknown): Record<string, string[]> {
  const corrections = (rawResponse as { corrections?: unknown } | null)?.corrections;
  if (!corrections || typeof corrections !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [word, fixes] of Object.entries(corrections)) {
    if (Array.isArray(fixes)) result[word] = fixes.map(String);
  }
  return result;
}

/** Sort as one list: search-ui keeps either sortList or the older sortField/sortDirection. */
export function sortListOf(
  state: Pick<SearchState, 'sortList' | 'sortField' | 'sortDirection'>,
): SortOption[] {
  if (state.sortList && state.sortList.length > 0) return state.sortList;
  if (state.sortField) return [{ field: state.sortField, direction: state.sortDirection || 'asc' }];
  return [];
}

// Every driver update (isLoading, autocomplete…) would otherwise map the same results again.
const hitsCache = new WeakMap<object, ProductHit[]>();

function hitsOf(results: SearchState['results'] | undefined): ProductHit[] {
  if (!results) return [];
  let hits = hitsCache.get(results);
  if (!hits) {
    hits = results.map(hitFromResult);
    hitsCache.set(results, hits);
  }
  return hits;
}

export function toListingState(state: SearchState): ListingSearchState {
  return {
    status: statusOf(state),
    searchTerm: state.searchTerm ?? '',
    resultSearchTerm: state.resultSearchTerm ?? '',
    current: state.current ?? 1,
    resultsPerPage: state.resultsPerPage ?? 10,
    filters: state.filters ?? [],
    sortList: sortListOf(state),
    results: hitsOf(state.results),
    facets: facetsOf(state.facets),
    totalResults: state.totalResults ?? 0,
    totalPages: state.totalPages ?? 0,
    pagingStart: state.pagingStart ?? 0,
    pagingEnd: state.pagingEnd ?? 0,
    wasSearched: Boolean(state.wasSearched),
    corrections: correctionsOf(state.rawResponse),
    errorStatus: null,
  };
}

/** Values of the filter on `field` (all types), e.g. the ticked brands. */
export function filterValues(filters: Filter[], field: string): unknown[] {
  return filters.filter((f) => f.field === field).flatMap((f) => f.values);
}
