/**
 * search-ui connector for our API. Same wire protocol as search-ui's ApiProxyConnector
 * (POST {state, queryConfig} to /api/search and /api/autocomplete, answers in search-ui's
 * ResponseState / AutocompleteResponseState shapes), plus our optional `context` (the listing
 * route: category, brand, promotions…; see mf-catalog/server/README.md).
 *
 * Why not ApiProxyConnector itself: it is not exported by @elastic/search-ui (it lives in
 * @elastic/search-ui-elasticsearch-connector, which pulls the Node Elasticsearch client), it
 * sends fixed headers (the spec wants the current token, tenant and culture on every call),
 * has no timeout and cannot send `context`. The shared HTTP client gives all of that.
 */
import type {
  APIConnector,
  AutocompleteQueryConfig,
  AutocompleteResponseState,
  QueryConfig,
  RequestState,
  ResponseState,
} from '@elastic/search-ui';
import type { SearchContext } from '@armatura/shared-libs/contracts';
import { http } from '@armatura/shared-libs/http';

/** The listing the search runs in: the API's contract (catalog-search.ts), re-exported for the stores. */
export type { SearchContext };

export interface ConnectorOptions {
  basePath?: string;
  context?: SearchContext | null;
}

/** Thrown for a request replaced by a newer one; the driver's onSearch hook drops it. */
export class SupersededRequestError extends Error {
  override readonly name = 'SupersededRequestError';
}

export class CatalogSearchConnector implements APIConnector {
  private readonly basePath: string;
  private readonly context: SearchContext | null;
  private searchAbort: AbortController | null = null;
  private autocompleteAbort: AbortController | null = null;

  constructor({ basePath = '/api', context = null }: ConnectorOptions = {}) {
    this.basePath = basePath;
    this.context = context;
  }

  async onSearch(state: RequestState, queryConfig: QueryConfig): Promise<ResponseState> {
    // Only the latest answer counts (storefront.md §4): cancel the one still on its way.
    this.searchAbort?.abort();
    const abort = (this.searchAbort = new AbortController());
    return this.request<ResponseState>('/search', { state, queryConfig }, abort);
  }

  async onAutocomplete(
    state: RequestState,
    queryConfig: AutocompleteQueryConfig,
  ): Promise<AutocompleteResponseState> {
    this.autocompleteAbort?.abort();
    const abort = (this.autocompleteAbort = new AbortController());
    return this.request<AutocompleteResponseState>('/autocomplete', { state, queryConfig }, abort);
  }

  onResultClick(): void {}

  onAutocompleteResultClick(): void {}

  /** Stops whatever is still loading (the screen is going away). */
  abortAll(): void {
    this.searchAbort?.abort();
    this.autocompleteAbort?.abort();
  }

  private async request<T>(endpoint: string, body: object, abort: AbortController): Promise<T> {
    const payload = this.context ? { ...body, context: this.context } : body;
    try {
      const response = await http.post<T>(`${this.basePath}${endpoint}`, payload, {
        silent: true,
        signal: abort.signal,
      });
      if (!response || typeof response.data !== 'object' || response.data === null) {
        throw new Error('Unexpected server response');
      }
      return response.data;
    } catch (error) {
      if (abort.signal.aborted) throw new SupersededRequestError('superseded');
      throw error;
    }
  }
}
