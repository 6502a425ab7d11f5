// What the catalogue offers the host's sitemap (ctx.modules.get<CatalogSitemapApi>('catalog')):
// the addresses of its public pages, in the catalogue's own URL shapes, and when their data last
// changed. The host never reads catalog tables; it pages products through this API by id (keyset).

/** One public page: a path of the shop (no origin) and when its data last changed. */
export interface SitemapPage {
  path: string;
  /** ISO 8601 time of the newest change to what the page shows; null when unknown. */
  lastModified: string | null;
}

/**
 * One file of products: the products whose id lies in ((file - 1) × fileSize, file × fileSize].
 * Ids are unique, so a file never holds more than fileSize URLs, and a product stays in the same
 * file for ever (the files' addresses do not shift when products are added or removed).
 */
export interface SitemapProductFile {
  file: number;
  /** The newest change among the file's products. */
  lastModified: string | null;
}

export interface SitemapProductPage {
  pages: SitemapPage[];
  /** Pass as `afterId` for the next chunk; null when the range has no more products. */
  nextAfterId: number | null;
}

export interface CatalogSitemapApi {
  /** Listing pages worth indexing: the offer, each category and brand with shown products, /marki. */
  sitemapListings(tenantId: number): Promise<SitemapPage[]>;
  /** The non-empty product files of `fileSize` ids each, in file order. */
  sitemapProductFiles(tenantId: number, fileSize: number): Promise<SitemapProductFile[]>;
  /**
   * Shown products (active, not archived, not a service article) with afterId < id ≤ throughId,
   * in id order, at most `limit` of them: a keyset page, whatever the catalogue's size.
   */
  sitemapProducts(
    tenantId: number,
    range: { afterId: number; throughId: number; limit: number },
  ): Promise<SitemapProductPage>;
}
