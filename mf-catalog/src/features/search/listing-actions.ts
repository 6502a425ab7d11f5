/**
 * What the listing's controls do to its search. search-ui's actions already go back to page 1
 * on any change but the page itself (storefront.md §4); the URL follows from the driver.
 */
import type { FilterType, FilterValue, SortOption } from '@elastic/search-ui';
import { withListingDriver } from './listing-search';

/** Listing actions; each resets to page 1 except setPage (search-ui semantics). */
export const listingActions = {
  setSearchTerm(term: string): void {
    withListingDriver((d) =>
      d.getActions().setSearchTerm(term.trim(), { shouldClearFilters: false }),
    );
  },
  /** Runs the search as it stands (the "show all products" button, retry after an error). */
  search(): void {
    withListingDriver((d) => d._updateSearchResults({}));
  },
  setPage(page: number): void {
    withListingDriver((d) => d.getActions().setCurrent(Math.max(1, Math.floor(page))));
  },
  setPageSize(size: number): void {
    withListingDriver((d) => d.getActions().setResultsPerPage(size));
  },
  setSort(sort: SortOption[]): void {
    withListingDriver((d) => d.getActions().setSort(sort, ''));
  },
  addFilter(field: string, value: FilterValue, type: FilterType = 'any'): void {
    withListingDriver((d) => d.getActions().addFilter(field, value, type));
  },
  setFilter(field: string, value: FilterValue, type: FilterType = 'all'): void {
    withListingDriver((d) => d.getActions().setFilter(field, value, type));
  },
  removeFilter(field: string, value?: FilterValue, type?: FilterType): void {
    withListingDriver((d) => d.getActions().removeFilter(field, value, type));
  },
  clearFilters(): void {
    withListingDriver((d) => d.getActions().clearFilters());
  },
};
