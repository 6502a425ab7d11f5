// The search contract both engines implement (PostgreSQL and Elasticsearch). The HTTP layer turns
// search-ui's {state, queryConfig} into a SearchRequest; engines answer ids, scores, facets, totals;
// the service then loads the product cards and the caller's prices from the database.
export type FilterType = 'all' | 'any' | 'none';
export type Scalar = string | number | boolean;
export interface Range {
  from?: number;
  to?: number;
  name?: string;
}

export type SearchFilter =
  | { kind: 'value'; field: string; type: FilterType; values: Scalar[] }
  | { kind: 'range'; field: RangeField; type: FilterType; ranges: Range[] };

export type RangeField = 'valueBrutto' | 'weight' | 'height' | 'width' | 'length';
export type SortField = 'name' | 'valueBrutto' | 'modificationTime' | 'code' | 'qtyAvailable';
export type SearchField = 'name' | 'ean' | 'code' | 'catalogNumber' | 'attrName' | 'attrValue';
export const SEARCH_FIELDS: SearchField[] = [
  'name',
  'ean',
  'code',
  'catalogNumber',
  'attrName',
  'attrValue',
];

export interface FacetRequest {
  field: string;
  kind: 'value' | 'range';
  size: number;
  ranges: Range[];
}

export interface SearchRequest {
  tenantId: number;
  /** Normalised terms (lower case, no diacritics), ANDed, each an infix. */
  terms: string[];
  filters: SearchFilter[];
  /**
   * The listing's own context (the route's category, brand or flag): plain filters applied before
   * everything else, never treated as disjunctive, so a category page's facets count within it.
   */
  context?: SearchFilter[];
  sort: { field: SortField; direction: 'asc' | 'desc' }[];
  /** 1-based page and page size; from + size stays within 10,000. */
  page: number;
  size: number;
  facets: FacetRequest[];
  /** Facets whose counts ignore their own field's filter. */
  disjunctive: string[];
  weights: Record<SearchField, number>;
  /** Skip count and facets (autocomplete). */
  hitsOnly?: boolean;
}

export interface FacetValueCount {
  value: Scalar | Range;
  count: number;
}
export interface SearchHit {
  id: number;
  score: number;
  highlight?: Record<string, string>;
}
export interface SearchOutcome {
  total: number;
  hits: SearchHit[];
  facets: Record<string, { kind: 'value' | 'range'; data: FacetValueCount[] }>;
  /** Typo corrections applied: term → catalogue words used instead. */
  corrections: Record<string, string[]>;
}

export interface SearchEngine {
  readonly kind: 'postgres' | 'elasticsearch';
  search(request: SearchRequest): Promise<SearchOutcome>;
  /** Words of the catalogue that start with `prefix` (normalised), most frequent first. */
  suggest(tenantId: number, prefix: string, size: number): Promise<string[]>;
}

export const MAX_WINDOW = 10_000;
export const fuzzyEdits = (term: string) => (term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2);
