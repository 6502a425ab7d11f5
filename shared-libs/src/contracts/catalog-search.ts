// The catalogue's search API (POST /api/search and /api/autocomplete, search-ui's ApiProxyConnector
// shapes plus our listing `context`): the one contract. The routes validate with these schemas, the
// catalogue remote's connector types its `context` with them. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';

const SearchFilterSchema = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('any'), Type.Literal('none')])),
  // Scalars or {from, to, name}; checked in request.ts (a union here would make ajv coerce types).
  values: Type.Array(Type.Unknown(), { maxItems: 100 }),
});
const SearchSortSchema = Type.Object({
  field: Type.String({ maxLength: 50 }),
  direction: Type.Optional(Type.String({ maxLength: 4 })),
});

export const SearchStateSchema = Type.Object({
  searchTerm: Type.Optional(Type.String({ maxLength: 200 })),
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  filters: Type.Optional(Type.Array(SearchFilterSchema, { maxItems: 50 })),
  sortList: Type.Optional(Type.Array(SearchSortSchema, { maxItems: 5 })),
  sort: Type.Optional(Type.Array(SearchSortSchema, { maxItems: 5 })),
  sortField: Type.Optional(Type.String({ maxLength: 50 })),
  sortDirection: Type.Optional(Type.String({ maxLength: 4 })),
});

const SearchFacetConfigSchema = Type.Object({
  type: Type.String({ maxLength: 10 }),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  ranges: Type.Optional(
    Type.Array(
      Type.Object({
        from: Type.Optional(Type.Unknown()),
        to: Type.Optional(Type.Unknown()),
        name: Type.Optional(Type.String({ maxLength: 100 })),
      }),
      { maxItems: 30 },
    ),
  ),
});

export const SearchQueryConfigSchema = Type.Object({
  facets: Type.Optional(Type.Record(Type.String(), SearchFacetConfigSchema)),
  disjunctiveFacets: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  search_fields: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Object({ weight: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })) }),
    ),
  ),
  filters: Type.Optional(Type.Array(SearchFilterSchema, { maxItems: 50 })),
  resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** The listing a search runs in (storefront.md §4): the whole offer, a category, a brand, a view. */
export const SearchContextSchema = Type.Object({
  type: Type.Union([
    Type.Literal('all'),
    Type.Literal('category'),
    Type.Literal('brand'),
    Type.Literal('promotion'),
    Type.Literal('sale'),
    Type.Literal('new'),
    Type.Literal('recommended'),
  ]),
  slug: Type.Optional(Type.String({ maxLength: 120 })),
  id: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const SearchBodySchema = Type.Object({
  state: SearchStateSchema,
  queryConfig: Type.Optional(SearchQueryConfigSchema),
  context: Type.Optional(SearchContextSchema),
});

export const AutocompleteBodySchema = Type.Object({
  state: SearchStateSchema,
  queryConfig: Type.Optional(
    Type.Object({
      results: Type.Optional(SearchQueryConfigSchema),
      suggestions: Type.Optional(
        Type.Object({
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
          types: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
      ),
    }),
  ),
  context: Type.Optional(SearchContextSchema),
  minLength: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
});

const SearchFieldResult = Type.Object({
  raw: Type.Unknown(),
  snippet: Type.Optional(Type.String()),
});
export const SearchResultSchema = Type.Record(
  Type.String(),
  Type.Union([SearchFieldResult, Type.Unknown()]),
);
export const SearchAnswerSchema = Type.Object({
  requestId: Type.String(),
  totalResults: Type.Integer(),
  totalPages: Type.Integer(),
  resultSearchTerm: Type.String(),
  results: Type.Array(SearchResultSchema),
  facets: Type.Record(
    Type.String(),
    Type.Array(
      Type.Object({
        field: Type.String(),
        type: Type.String(),
        data: Type.Array(Type.Object({ value: Type.Unknown(), count: Type.Integer() })),
      }),
    ),
  ),
  rawResponse: Type.Unknown(),
});
export const AutocompleteAnswerSchema = Type.Object({
  autocompletedResults: Type.Array(SearchResultSchema),
  autocompletedResultsRequestId: Type.String(),
  autocompletedSuggestions: Type.Record(
    Type.String(),
    Type.Array(Type.Object({ suggestion: Type.String(), highlight: Type.Optional(Type.String()) })),
  ),
  autocompletedSuggestionsRequestId: Type.String(),
});

export type SearchBody = Static<typeof SearchBodySchema>;
export type AutocompleteBody = Static<typeof AutocompleteBodySchema>;
export type SearchContext = Static<typeof SearchContextSchema>;
export type SearchStateInput = Static<typeof SearchStateSchema>;
export type SearchQueryConfigInput = Static<typeof SearchQueryConfigSchema>;
export type SearchAnswer = Static<typeof SearchAnswerSchema>;
export type AutocompleteAnswer = Static<typeof AutocompleteAnswerSchema>;
