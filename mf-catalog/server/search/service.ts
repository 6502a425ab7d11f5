// Search as the shop sees it: parse the search-ui request, add the listing context, run the engine,
// load the hits' cards with the caller's prices (never the client's), shape search-ui's answer.
import { randomUUID } from 'node:crypto';
import type { ModuleContext } from '@armatura/shared-libs/server';
import { resolveCaller } from '../pricing/index.js';
import { loadCards } from '../products/cards.js';
import { contextFilters } from './context.js';
import { parseSearchState } from './request.js';
import { toResult } from './results.js';
import type { AutocompleteBody, SearchBody } from '@armatura/shared-libs/contracts';
import type { SearchEngine } from './types.js';

export const SHOP_PAGE_SIZE = 10;
export const FACET_SIZE = 20;
export const AUTOCOMPLETE_SIZE = 5;

export interface Caller {
  tenantId: number;
  userId: number | null;
}

export class SearchService {
  constructor(
    private readonly ctx: ModuleContext,
    readonly engine: SearchEngine,
  ) {}

  async search(body: SearchBody, caller: Caller) {
    const request = parseSearchState(body.state, body.queryConfig, {
      tenantId: caller.tenantId,
      defaultSize: SHOP_PAGE_SIZE,
      facetSize: FACET_SIZE,
    });
    // Who asks (for the prices) is looked up while the engine searches: one round trip less.
    const [outcome, who] = await Promise.all([
      contextFilters(this.ctx.db, caller.tenantId, body.context).then((ctxf) => {
        request.context = ctxf.filters;
        if (request.sort.length === 0) request.sort = ctxf.sort;
        return this.engine.search(request);
      }),
      resolveCaller(this.ctx, caller.tenantId, caller.userId),
    ]);
    const cards = await loadCards(
      this.ctx.db,
      caller.tenantId,
      who,
      outcome.hits.map((h) => h.id),
    );
    const hitById = new Map(outcome.hits.map((h) => [h.id, h]));
    const terms = [...request.terms, ...Object.values(outcome.corrections).flat()];
    const facets = Object.fromEntries(
      Object.entries(outcome.facets).map(([field, f]) => [
        field,
        [{ field, type: f.kind, data: f.data }],
      ]),
    );
    return {
      requestId: randomUUID(),
      resultSearchTerm: body.state.searchTerm ?? '',
      totalResults: outcome.total,
      totalPages: Math.ceil(outcome.total / request.size),
      results: cards.map((c) => toResult(c, hitById.get(c.id), terms)),
      facets,
      rawResponse: { engine: this.engine.kind, corrections: outcome.corrections },
    };
  }

  async autocomplete(body: AutocompleteBody, caller: Caller) {
    const term = (body.state.searchTerm ?? '').trim();
    const resultsConfig = body.queryConfig?.results;
    const size = resultsConfig?.resultsPerPage ?? AUTOCOMPLETE_SIZE;
    const suggestionSize = body.queryConfig?.suggestions?.size ?? AUTOCOMPLETE_SIZE;
    const empty = {
      autocompletedResults: [],
      autocompletedResultsRequestId: randomUUID(),
      autocompletedSuggestions: { documents: [] },
      autocompletedSuggestionsRequestId: randomUUID(),
    };
    if (term.length < Math.max(1, body.minLength ?? 1)) return empty;
    const request = parseSearchState(
      { ...body.state, current: 1, resultsPerPage: size, sortList: [] },
      { ...resultsConfig, facets: undefined },
      { tenantId: caller.tenantId, defaultSize: size, facetSize: 5 },
    );
    request.hitsOnly = true;
    // The engine's search, who asks and the last word's completions are independent: side by side.
    const last = request.terms[request.terms.length - 1];
    const [outcome, who, words] = await Promise.all([
      contextFilters(this.ctx.db, caller.tenantId, body.context).then((ctxf) => {
        request.context = ctxf.filters;
        return this.engine.search(request);
      }),
      resolveCaller(this.ctx, caller.tenantId, caller.userId),
      last ? this.engine.suggest(caller.tenantId, last, suggestionSize) : Promise.resolve([]),
    ]);
    const cards = await loadCards(
      this.ctx.db,
      caller.tenantId,
      who,
      outcome.hits.map((h) => h.id),
    );
    const hitById = new Map(outcome.hits.map((h) => [h.id, h]));
    const terms = [...request.terms, ...Object.values(outcome.corrections).flat()];
    return {
      ...empty,
      autocompletedResults: cards.map((c) => toResult(c, hitById.get(c.id), terms)),
      autocompletedSuggestions: {
        documents: this.suggestions(request.terms, words, outcome.corrections, suggestionSize),
      },
    };
  }

  /**
   * The term with its last word completed by `words` (catalogue words starting with it), else by its
   * corrections; typos in earlier words corrected.
   */
  private suggestions(
    terms: string[],
    words: string[],
    corrections: Record<string, string[]>,
    size: number,
  ) {
    if (terms.length === 0) return [];
    const head = terms.slice(0, -1).map((t) => corrections[t]?.[0] ?? t);
    const last = terms[terms.length - 1]!;
    const completions = words.length ? words : (corrections[last] ?? []);
    return completions.slice(0, size).map((w) => ({
      suggestion: [...head, w].join(' '),
      highlight: w.startsWith(last)
        ? `${[...head, last].join(' ')}<em>${w.slice(last.length)}</em>`
        : `${head.join(' ')} <em>${w}</em>`.trim(),
    }));
  }
}
