// The storefront's own search requests (issue 15), built from the same code the browser runs:
// the listing's query (listingSearchQuery: facets, weights, disjunctive facets) with search-ui's
// request state as its SearchDriver sends it on arrival, plus the listing's `context`; the search
// box's autocomplete body as its driver sends it. Each comes with the floor it is compared against:
// the exact count plus a 10-row page by index, on the same database, without HTTP, over the same
// search documents and token dictionary the engine reads (the fastest plain SQL for those matches).
import { SEARCH } from '@armatura/shared-libs/constants';
import { listingSearchQuery } from '../mf-catalog/src/features/search/search-config.js';
import type { ListingKind } from '../mf-catalog/src/features/search/listing-context.js';
import type { SearchContext } from '@armatura/shared-libs/contracts';

export interface BenchRequest {
  name: string;
  url: '/api/search' | '/api/autocomplete';
  body: object;
  /** The matching rows (SQL over catalog.search_documents p) and the listing's order, for the floor. */
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
const SHOWN = 'p.tenant_id = 1';
const BY_NAME = 'p.search_name collate "C", p.product_id';
/** A document holding a token that contains the word (what the engine's token lookup does). */
const contains = (word: string) =>
  `p.token_ids && array(select id from catalog.search_tokens where tenant_id = 1 and token like '%${word}%')`;

function listing(name: string, kind: ListingKind, context: SearchContext | null, where: string) {
  const { conditionalFacets: _, ...queryConfig } = listingSearchQuery(kind);
  const order =
    kind === 'recommended' || kind === 'new'
      ? 'p.modification_time desc nulls last, p.product_id'
      : BY_NAME;
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
        where: [SHOWN, ...like.map(contains)].join(' and '),
        order: BY_NAME,
        size: SEARCH.shopResultsPerPage,
      },
    };
  };
  const autocomplete = (searchTerm: string, like: string[]): BenchRequest => ({
    name: `autocomplete "${searchTerm}"`,
    url: '/api/autocomplete',
    body: {
      state: { searchTerm },
      queryConfig: {
        results: { resultsPerPage: SEARCH.autocompleteSize },
        suggestions: { types: { documents: { fields: ['name'] } }, size: SEARCH.suggestionSize },
      },
    },
    floor: {
      where: [SHOWN, ...like.map(contains)].join(' and '),
      order: BY_NAME,
      size: SEARCH.autocompleteSize,
    },
  });
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
    autocomplete('umywalkowa bat', ['umywalkowa', 'bat']),
    // A prefix that is a whole token inside a common longer one ('mat', 'material'): many
    // products hold both, and their fields add up (ranking.ts scores those whole).
    autocomplete('mat', ['mat']),
  ];
}
