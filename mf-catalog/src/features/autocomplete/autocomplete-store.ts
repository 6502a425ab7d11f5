/**
 * $autocomplete: suggestions and top products for the header search box, from
 * POST /api/autocomplete through search-ui's headless SearchDriver (no URL tracking; only the
 * latest answer applied; 200 ms debounce while typing). A failure only empties the list: the
 * visitor can still press Enter and search.
 */
import { atom } from 'nanostores';
import { SearchDriver, type AutocompleteResponseState, type SearchState } from '@elastic/search-ui';
import { SEARCH } from '@armatura/shared-libs/constants';
import type { ProductHit } from '../search/hits';
import { CatalogSearchConnector, SupersededRequestError } from '../search/connector';
import { hitFromResult } from '../search/hits';

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

export interface AutocompleteState {
  term: string;
  suggestions: string[];
  results: ProductHit[];
  /** The visitor searched (Enter, the button, an option): hide the list until they type again,
   * so an answer arriving after the search cannot reopen it over the results. */
  dismissed?: boolean;
}

export const $autocomplete = atom<AutocompleteState>({ term: '', suggestions: [], results: [] });

const EMPTY_ANSWER: AutocompleteResponseState = {
  autocompletedResults: [],
  autocompletedResultsRequestId: '',
  autocompletedSuggestions: {},
  autocompletedSuggestionsRequestId: '',
};

/** search-ui's autocomplete state → our lists (suggestion texts de-duplicated, max 5 each). */
export function toAutocompleteState(
  state: Pick<SearchState, 'searchTerm' | 'autocompletedResults' | 'autocompletedSuggestions'>,
): AutocompleteState {
  const suggestions = Object.values(state.autocompletedSuggestions ?? {})
    .flat()
    .map((entry) => ('suggestion' in entry ? entry.suggestion : undefined))
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  return {
    term: state.searchTerm ?? '',
    suggestions: [...new Set(suggestions)].slice(0, SEARCH.autocompleteSize),
    results: (state.autocompletedResults ?? [])
      .slice(0, SEARCH.autocompleteSize)
      .map(hitFromResult),
  };
}

let driver: SearchDriver | null = null;

function ensureDriver(): SearchDriver {
  if (driver) return driver;
  driver = new SearchDriver({
    apiConnector: new CatalogSearchConnector(),
    trackUrlState: false,
    autocompleteQuery: {
      results: { resultsPerPage: SEARCH.autocompleteSize },
      suggestions: { types: { documents: { fields: ['name'] } }, size: SEARCH.suggestionSize },
    },
    onAutocomplete: (query, queryConfig, next) =>
      next(query, queryConfig).catch((error: unknown) =>
        // Superseded: a newer request is on its way. Anything else: no suggestions this time.
        error instanceof SupersededRequestError ? new Promise<never>(() => {}) : EMPTY_ANSWER,
      ),
  });
  driver.subscribeToStateChanges((state) =>
    $autocomplete.set({ ...toAutocompleteState(state), dismissed: $autocomplete.get().dismissed }),
  );
  return driver;
}

/** The visitor typed: ask for suggestions (min length from the shop constants). */
export function typeSearchTerm(term: string): void {
  // An empty box has nothing to complete, whatever the minimum length says.
  if (term.trim() === '') {
    $autocomplete.set({ term, suggestions: [], results: [] });
    driver?.debounceManager.cancelByName('_updateAutocomplete');
    return;
  }
  $autocomplete.set({ ...$autocomplete.get(), dismissed: false });
  ensureDriver().getActions().setSearchTerm(term, {
    refresh: false,
    autocompleteResults: true,
    autocompleteSuggestions: true,
    autocompleteMinimumCharacters: SEARCH.autocompleteMinLength,
    debounce: AUTOCOMPLETE_DEBOUNCE_MS,
  });
}

/** The visitor searched or opened an option: no suggestions until the next keystroke. */
export function dismissAutocomplete(): void {
  driver?.debounceManager.cancelByName('_updateAutocomplete');
  $autocomplete.set({ ...$autocomplete.get(), dismissed: true });
}

export { searchHref } from './search-href';
