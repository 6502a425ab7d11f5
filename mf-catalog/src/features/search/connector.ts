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
import { carriedPostAnswer, http } from '@armatura/shared-libs/http';

/** The listing the search runs in: the API's contract (catalog-search.ts), re-exported for the stores. */
export type { SearchContext };

/** Sends one request (URL, payload) and gives its answer; the default is the shared HTTP client. */
export type SearchSender = (url: string, payload: object, signal: AbortSignal) => Promise<unknown>;

export interface ConnectorOptions {
  basePath?: string;
  context?: SearchContext | null;
  /**
   * How requests go out: the host's server render passes its own (the listing's first search,
   * answered in its process and carried in the page: server-render/listing-answers.ts).
   */
  send?: SearchSender;
}

/** The shared HTTP client; a search answers in search-ui's shape, not in the ABP envelope. */
const sendWithHttp: SearchSender = async (url, payload, signal) =>
  (await http.post(url, payload, { silent: true, signal }))?.data;

/** Where the listing's searches go (the connector's default base path). */
export const SEARCH_URL = '/api/search';

/** Thrown for a request replaced by a newer one; the driver's onSearch hook drops it. */
export class SupersededRequestError extends Error {
  override readonly name = 'SupersededRequestError';
}

export class CatalogSearchConnector implements APIConnector {
  private readonly basePath: string;
  private readonly context: SearchContext | null;
  private readonly send: SearchSender;
  private searchAbort: AbortController | null = null;
  private autocompleteAbort: AbortController | null = null;

  constructor({ basePath = '/api', context = null, send = sendWithHttp }: ConnectorOptions = {}) {
    this.basePath = basePath;
    this.context = context;
    this.send = send;
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
    const url = `${this.basePath}${endpoint}`;
    // A server-rendered listing: its HTML was made from this very answer (issue 16: no refetch).
    const carried = carriedPostAnswer<T>(url, payload);
    if (carried !== undefined) return carried;
    try {
      const answer = await this.send(url, payload, abort.signal);
      if (typeof answer !== 'object' || answer === null) {
        throw new Error('Unexpected server response');
      }
      return answer as T;
    } catch (error) {
      if (abort.signal.aborted) throw new SupersededRequestError('superseded');
      throw error;
    }
  }
}
