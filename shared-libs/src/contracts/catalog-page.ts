// What the catalogue offers the host for the HTML it serves before any script runs (issue 16):
// a product page's and a category listing's content as a guest sees it (ctx.modules.get<CatalogPageApi>('catalog')).
// Only shown products (active, not archived) and the anonymous caller's prices: the HTML is the
// same for everybody, so it must never carry a signed-in buyer's contract price.

/** A link of the page (a breadcrumb, a listed product): its text and its path on the shop. */
export interface PageLink {
  name: string;
  path: string;
}

/** A price as the guest pays it (gross, VAT included), with the list price when it is lower. */
export interface GuestPrice {
  priceGross: number;
  /** The list price when a promotion makes the guest's price lower; else null. */
  listPriceGross: number | null;
  /** ISO 4217 code (PLN). */
  currency: string;
}

export interface ProductPageContent extends GuestPrice {
  id: number;
  name: string;
  /** The product's one address, /oferta/<slug>-<id> (canonical). */
  path: string;
  code: string;
  ean: string | null;
  catalogNumber: string | null;
  brand: PageLink | null;
  description: string;
  /** Photo URLs in gallery order (as stored: absolute, or paths on the shop's origin). */
  images: string[];
  qtyAvailable: number;
  unit: string;
  /** Whether an out-of-stock product can still be ordered (the commerce configuration's switch). */
  allowBackorders: boolean;
  /** Categories from the root down to the product's deepest one. */
  breadcrumbs: PageLink[];
}

export interface ListedProduct extends PageLink, GuestPrice {
  id: number;
  imageUrl: string | null;
  qtyAvailable: number;
}

export interface CategoryPageContent {
  name: string;
  /** The listing's canonical path (its page number past page 1). */
  path: string;
  /** Ancestor categories, root first (the category itself is not among them). */
  breadcrumbs: PageLink[];
  page: number;
  totalResults: number;
  totalPages: number;
  /** The page's products in the listing's default order (what the SPA's listing shows first). */
  products: ListedProduct[];
}

export interface CatalogPageApi {
  /** A shown product's page content for a guest; null when the tenant has no such shown product. */
  productPage(tenantId: number, productId: number): Promise<ProductPageContent | null>;
  /** A category listing's page `page` (1-based) for a guest; null when the category is unknown. */
  categoryPage(tenantId: number, slug: string, page: number): Promise<CategoryPageContent | null>;
}
