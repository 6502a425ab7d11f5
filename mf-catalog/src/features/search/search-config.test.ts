import { describe, expect, it } from 'vitest';
import { listingSearchQuery, searchQuery } from './search-config';

describe('listingSearchQuery: what each listing asks the search API for', () => {
  it('leaves the facet of its own context out of a category or brand page (sent as context instead)', () => {
    const category = listingSearchQuery('category');
    expect(Object.keys(category.facets ?? {})).not.toContain('categoryIds');
    expect(category.disjunctiveFacets).not.toContain('categoryIds');
    expect(Object.keys(category.facets ?? {})).toContain('brandName');
    const brand = listingSearchQuery('brand');
    expect(Object.keys(brand.facets ?? {})).not.toContain('brandName');
    expect(brand.disjunctiveFacets).not.toContain('brandName');
    expect(Object.keys(brand.facets ?? {})).toContain('categoryIds');
  });

  it('asks the offer and the flag listings for every facet', () => {
    for (const kind of ['offer', 'promotions', 'recommended'] as const)
      expect(listingSearchQuery(kind)).toEqual(searchQuery);
  });
});
