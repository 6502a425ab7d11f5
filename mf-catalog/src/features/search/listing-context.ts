/**
 * Which listing a URL shows. One listing screen serves /oferta*, /marki*, /promocje,
 * /wyprzedaz, /nowosci and /polecane (routes.tsv); the route's path decides the search
 * context sent to the server. A context counts as a filter: its listing searches at start.
 *
 * Category pages live under /oferta/kategoria/<slug>: a single segment after /oferta is a
 * product address (/oferta/(slug-):productId), so categories need a second segment.
 */
import type { SortOption } from '@elastic/search-ui';
import type { CatalogTextKey } from '../texts/catalog-texts';
import type { SearchContext } from './connector';
// The URL shapes are shared with the server (the host's sitemap lists the same addresses).
import { CATEGORY_SEGMENT, pagedListingPath } from '@armatura/shared-libs/format';
export { brandPath, categoryPath, CATEGORY_SEGMENT } from '@armatura/shared-libs/format';

export type ListingKind =
  'offer' | 'category' | 'brands' | 'brand' | 'promotions' | 'sale' | 'new' | 'recommended';

export interface ListingContext {
  kind: ListingKind;
  /** The path this listing lives at; the search state is the query string on top of it. */
  path: string;
  /** Category or brand slug. */
  slug: string | null;
  /** Sent to the server with every search; null for the plain offer. */
  apiContext: SearchContext | null;
  titleKey: CatalogTextKey;
  /** Sort the server applies when the state has none (shown as the selected sort). */
  defaultSort: SortOption[];
}

const FIXED: Record<
  string,
  Pick<ListingContext, 'kind' | 'apiContext' | 'titleKey' | 'defaultSort'>
> = {
  '/promocje': {
    kind: 'promotions',
    apiContext: { type: 'promotion' },
    titleKey: 'listingPromotions',
    defaultSort: [],
  },
  '/wyprzedaz': {
    kind: 'sale',
    apiContext: { type: 'sale' },
    titleKey: 'listingSale',
    defaultSort: [],
  },
  '/nowosci': { kind: 'new', apiContext: { type: 'new' }, titleKey: 'listingNew', defaultSort: [] },
  '/polecane': {
    kind: 'recommended',
    apiContext: { type: 'recommended' },
    titleKey: 'listingRecommended',
    // routes.tsv: "recommended, sorted by modificationTime desc".
    defaultSort: [{ field: 'modificationTime', direction: 'desc' }],
  },
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The listing for a pathname; null when the path is not a listing (e.g. /oferta/a/b/c). */
export function listingContextFor(pathname: string): ListingContext | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixed = FIXED[path];
  if (fixed) return { ...fixed, path, slug: null };
  const segments = path.split('/').filter(Boolean).map(decodeSegment);
  const [root, second, third] = segments;
  if (root === 'oferta') {
    if (segments.length === 1) {
      return {
        kind: 'offer',
        path,
        slug: null,
        apiContext: null,
        titleKey: 'listingOffer',
        defaultSort: [],
      };
    }
    if (second === CATEGORY_SEGMENT && third && segments.length === 3) {
      return {
        kind: 'category',
        path,
        slug: third,
        apiContext: { type: 'category', slug: third },
        titleKey: 'listingOffer',
        defaultSort: [],
      };
    }
    return null;
  }
  if (root === 'marki') {
    if (segments.length === 1) {
      return {
        kind: 'brands',
        path,
        slug: null,
        apiContext: null,
        titleKey: 'listingBrands',
        defaultSort: [],
      };
    }
    if (second && segments.length === 2) {
      return {
        kind: 'brand',
        path,
        slug: second,
        apiContext: { type: 'brand', slug: second },
        titleKey: 'listingBrands',
        defaultSort: [],
      };
    }
  }
  return null;
}

/**
 * The listing's canonical address (`<link rel="canonical">`): its path, and past page 1 the page
 * number in the encoding the listing itself reads from its URL (search-ui's `current=n_<page>_n`).
 * The term, filters, sort and page size are left out: they are copies of the listing, not pages of
 * their own. The bare /oferta shows searches only on top of the offer, so it keeps no page number.
 */
export function listingCanonicalPath(context: ListingContext, page: number): string {
  // The rule itself is shared with the host, which writes the same canonical link into the HTML.
  return context.apiContext === null ? context.path : pagedListingPath(context.path, page);
}
