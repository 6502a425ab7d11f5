// TypeBox schemas of POST /api/search and /api/autocomplete (search-ui ApiProxyConnector shapes).
import { Type, type Static } from '@armatura/shared-libs/server';

const FilterSchema = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('any'), Type.Literal('none')])),
  // Scalars or {from, to, name}; checked in request.ts (a union here would make ajv coerce types).
  values: Type.Array(Type.Unknown(), { maxItems: 100 }),
});
const SortSchema = Type.Object({
  field: Type.String({ maxLength: 50 }),
  direction: Type.Optional(Type.String({ maxLength: 4 })),
});

export const StateSchema = Type.Object({
  searchTerm: Type.Optional(Type.String({ maxLength: 200 })),
  current: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  filters: Type.Optional(Type.Array(FilterSchema, { maxItems: 50 })),
  sortList: Type.Optional(Type.Array(SortSchema, { maxItems: 5 })),
  sort: Type.Optional(Type.Array(SortSchema, { maxItems: 5 })),
  sortField: Type.Optional(Type.String({ maxLength: 50 })),
  sortDirection: Type.Optional(Type.String({ maxLength: 4 })),
});

const FacetConfigSchema = Type.Object({
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

export const QueryConfigSchema = Type.Object({
  facets: Type.Optional(Type.Record(Type.String(), FacetConfigSchema)),
  disjunctiveFacets: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  search_fields: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Object({ weight: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })) }),
    ),
  ),
  filters: Type.Optional(Type.Array(FilterSchema, { maxItems: 50 })),
  resultsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const ContextSchema = Type.Object({
  type: Type.Union(
    ['all', 'category', 'brand', 'promotion', 'sale', 'new', 'recommended'].map((t) =>
      Type.Literal(t),
    ),
  ),
  slug: Type.Optional(Type.String({ maxLength: 120 })),
  id: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const SearchBodySchema = Type.Object({
  state: StateSchema,
  queryConfig: Type.Optional(QueryConfigSchema),
  context: Type.Optional(ContextSchema),
});

export const AutocompleteBodySchema = Type.Object({
  state: StateSchema,
  queryConfig: Type.Optional(
    Type.Object({
      results: Type.Optional(QueryConfigSchema),
      suggestions: Type.Optional(
        Type.Object({
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
          types: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        }),
      ),
    }),
  ),
  context: Type.Optional(ContextSchema),
  minLength: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
});

const FieldResult = Type.Object({ raw: Type.Unknown(), snippet: Type.Optional(Type.String()) });
export const ResultSchema = Type.Record(Type.String(), Type.Union([FieldResult, Type.Unknown()]));
export const SearchAnswerSchema = Type.Object({
  requestId: Type.String(),
  totalResults: Type.Integer(),
  totalPages: Type.Integer(),
  resultSearchTerm: Type.String(),
  results: Type.Array(ResultSchema),
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
  autocompletedResults: Type.Array(ResultSchema),
  autocompletedResultsRequestId: Type.String(),
  autocompletedSuggestions: Type.Record(
    Type.String(),
    Type.Array(Type.Object({ suggestion: Type.String(), highlight: Type.Optional(Type.String()) })),
  ),
  autocompletedSuggestionsRequestId: Type.String(),
});

export type SearchBody = Static<typeof SearchBodySchema>;
export type AutocompleteBody = Static<typeof AutocompleteBodySchema>;
export type SearchContext = Static<typeof ContextSchema>;
export type StateInput = Static<typeof StateSchema>;
export type QueryConfigInput = Static<typeof QueryConfigSchema>;
