/**
 * What the listing asks the search API for: facets, search-field weights, sort and page-size
 * options. Field names are the server's (mf-catalog/server/README.md).
 */
import type { SearchQuery, SortOption } from '@elastic/search-ui';
import { SEARCH } from '@armatura/shared-libs/constants';
import type { CatalogTextKey } from '../texts/catalog-texts';
import type { ListingKind } from './listing-context';

export const FIELDS = {
  brand: 'brandName',
  category: 'categoryIds',
  inStock: 'inStock',
  price: 'valueBrutto',
} as const;

/** Value facets shown as checkbox lists; multi-select (disjunctive) so counts stay useful. */
export const VALUE_FACETS: { field: string; labelKey: CatalogTextKey }[] = [
  { field: FIELDS.category, labelKey: 'facetCategory' },
  { field: FIELDS.brand, labelKey: 'facetBrand' },
  // The attribute names are the data's (Polish); the labels are our texts.
  { field: 'attributes.Kolor', labelKey: 'facetColour' },
  { field: 'attributes.Wykończenie', labelKey: 'facetFinish' },
  { field: 'attributes.Materiał', labelKey: 'facetMaterial' },
];

/** Range filters with from/to inputs (storefront.md §5: price on valueBrutto and dimensions). */
export const RANGE_FILTERS: { field: string; labelKey: CatalogTextKey; step: number }[] = [
  { field: FIELDS.price, labelKey: 'facetPrice', step: 1 },
  { field: 'weight', labelKey: 'facetWeight', step: 0.1 },
  { field: 'height', labelKey: 'facetHeight', step: 1 },
  { field: 'width', labelKey: 'facetWidth', step: 1 },
  { field: 'length', labelKey: 'facetLength', step: 1 },
];

export const FACET_VISIBLE_VALUES = 6;

export const searchQuery: SearchQuery = {
  facets: {
    ...Object.fromEntries(
      VALUE_FACETS.map((f) => [f.field, { type: 'value', size: SEARCH.facetSizeGeneric }]),
    ),
    // No ranges given: the server's price buckets (do 200 … od 5000 zł) apply.
    [FIELDS.price]: { type: 'range' },
  },
  disjunctiveFacets: VALUE_FACETS.map((f) => f.field),
  // storefront.md §5: name, ean, code, catalogNumber, attribute name and value; weight 1 by default.
  search_fields: {
    name: { weight: 3 },
    code: { weight: 2 },
    catalogNumber: { weight: 2 },
    ean: { weight: 1 },
    attrName: { weight: 1 },
    attrValue: { weight: 1 },
  },
};

/** The facet a listing's own context makes pointless: a category page's categories, a brand page's brands. */
const CONTEXT_FACET: Partial<Record<ListingKind, string>> = {
  category: FIELDS.category,
  brand: FIELDS.brand,
};

/**
 * The query a listing sends. Its context (category, brand, flag) travels as `context`, a plain
 * filter on the server; the facet of that same field is neither shown nor asked for (issue 15:
 * counting it cost a pass over the whole catalogue).
 */
export function listingSearchQuery(kind: ListingKind): SearchQuery {
  const skip = CONTEXT_FACET[kind];
  if (!skip) return searchQuery;
  const facets = Object.fromEntries(
    Object.entries(searchQuery.facets ?? {}).filter(([field]) => field !== skip),
  );
  return {
    ...searchQuery,
    facets,
    disjunctiveFacets: (searchQuery.disjunctiveFacets ?? []).filter((f) => f !== skip),
  };
}

export interface SortChoice {
  id: string;
  labelKey: CatalogTextKey;
  sort: SortOption[];
}

export const SORT_CHOICES: SortChoice[] = [
  { id: 'relevance', labelKey: 'sortRelevance', sort: [] },
  { id: 'price-asc', labelKey: 'sortPriceAsc', sort: [{ field: 'valueBrutto', direction: 'asc' }] },
  {
    id: 'price-desc',
    labelKey: 'sortPriceDesc',
    sort: [{ field: 'valueBrutto', direction: 'desc' }],
  },
  { id: 'name-asc', labelKey: 'sortNameAsc', sort: [{ field: 'name', direction: 'asc' }] },
  { id: 'name-desc', labelKey: 'sortNameDesc', sort: [{ field: 'name', direction: 'desc' }] },
  {
    id: 'newest',
    labelKey: 'sortNewest',
    sort: [{ field: 'modificationTime', direction: 'desc' }],
  },
];

/** The choice matching a sort list ('relevance' for none or an unknown one). */
export function sortChoiceFor(sort: SortOption[] | undefined): SortChoice {
  const first = sort?.[0];
  if (!first) return SORT_CHOICES[0]!;
  return (
    SORT_CHOICES.find(
      (c) => c.sort[0]?.field === first.field && c.sort[0]?.direction === first.direction,
    ) ?? SORT_CHOICES[0]!
  );
}

export const PAGE_SIZE_OPTIONS = [SEARCH.shopResultsPerPage, 20, 50] as const;
