/** '/oferta?q=<term>' — the listing takes it from there (storefront.md §4). Apart from the store
 * so the header's idle box can search without loading search-ui. */
export function searchHref(term: string): string {
  const q = term.trim();
  return q ? `/oferta?${new URLSearchParams({ q }).toString()}` : '/oferta';
}
