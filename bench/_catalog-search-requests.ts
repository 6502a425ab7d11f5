// The storefront's own search requests (issue 15), built from the same code the browser runs:
// the listing's query (listingSearchQuery: facets, weights, disjunctive facets) with search-ui's
// request state as its SearchDriver sends it on arrival, plus the listing's `context`; the search
// box's autocomplete body as its driver sends it. Each comes with the floor it is compared against:
// the exact count plus a 10-row page by index, on the same database, without HTTP.
import { SEARCH } from '@armatura/shared-libs/constants';
import { listingSearchQuery } from '../mf-catalog/src/features/search/search-config.js';
import type { ListingKind } from '../mf-catalog/src/features/search/listing-context.js';
import type { SearchContext } from '@armatura/shared-libs/contracts';

export interface BenchRequest {
  name: string;
  url: '/api/search' | '/api/autocomplete';
  body: object;
  /** The matching rows (SQL over catalog.products p) and the listing's order, for the floor. */
  floor: { where: string; order: string; size: number };
}

/** search-ui's request state on arrival (SearchDriver's defaults with our page size). */
const arrival = (searchTerm = '') => ({
  current: 1,
  filters: [],
  resultsPerPage: SEARCH.shopResultsPerPage,
  searchTerm,
  sortDirection: '',
  sortField: '',
  sortList: [],
});
const SHOWN = 'p.tenant_id = 1 and p.is_active and not p.is_archived and not p.is_service';
const BY_NAME = 'p.search_name collate "C", p.id';

function listing(name: string, kind: ListingKind, context: SearchContext | null, where: string) {
  const { conditionalFacets: _, ...queryConfig } = listingSearchQuery(kind);
  const order =
    kind === 'recommended' || kind === 'new' ? 'p.modification_time desc, p.id' : BY_NAME;
  return {
    name,
    url: '/api/search' as const,
    body: { state: arrival(), queryConfig, ...(context ? { context } : {}) },
    floor: { where: `${SHOWN} and ${where}`, order, size: SEARCH.shopResultsPerPage },
  };
}

export function storefrontRequests(ids: {
  categories: Record<string, number>;
  brand: { slug: string; id: number };
}): BenchRequest[] {
  const category = (slug: string) =>
    listing(
      `category /${slug}`,
      'category',
      { type: 'category', slug },
      `p.category_ids @> '{${ids.categories[slug]}}'`,
    );
  const term = (name: string, searchTerm: string, like: string[]) => {
    const { conditionalFacets: _, ...queryConfig } = listingSearchQuery('offer');
    return {
      name,
      url: '/api/search' as const,
      body: { state: arrival(searchTerm), queryConfig },
      floor: {
        where: [SHOWN, ...like.map((w) => `p.search_text like '%${w}%'`)].join(' and '),
        order: BY_NAME,
        size: SEARCH.shopResultsPerPage,
      },
    };
  };
  return [
    category('baterie'),
    category('lazienka'),
    listing(
      `brand /marki/${ids.brand.slug}`,
      'brand',
      { type: 'brand', slug: ids.brand.slug },
      `p.brand_id = ${ids.brand.id}`,
    ),
    listing('promocje', 'promotions', { type: 'promotion' }, 'p.promo_gross > 0'),
    listing('wyprzedaż', 'sale', { type: 'sale' }, 'p.is_sale'),
    listing('nowości', 'new', { type: 'new' }, 'p.is_new'),
    listing('polecane', 'recommended', { type: 'recommended' }, 'p.is_recommended'),
    listing('all products', 'offer', null, 'true'),
    term('term "bateria" + facets', 'bateria', ['bateria']),
    term('misspelt "bateria chorm" + facets', 'bateria chorm', ['bateria', 'chrom']),
    {
      name: 'autocomplete "umywalkowa bat"',
      url: '/api/autocomplete',
      body: {
        state: { searchTerm: 'umywalkowa bat' },
        queryConfig: {
          results: { resultsPerPage: SEARCH.autocompleteSize },
          suggestions: { types: { documents: { fields: ['name'] } }, size: SEARCH.suggestionSize },
        },
      },
      floor: {
        where: `${SHOWN} and p.search_text like '%umywalkowa%' and p.search_text like '%bat%'`,
        order: BY_NAME,
        size: SEARCH.autocompleteSize,
      },
    },
  ];
}
