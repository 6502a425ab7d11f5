/**
 * Business constants and limits of the whole shop (storefront.md §9, back-office.md §9).
 * Stateless: any app may import `@armatura/shared-libs/constants`.
 */

// --- Identity, language, tenant -------------------------------------------------------------
export const PRODUCT_NAME = 'Armatura';
/** "The page title is the product name followed by ..." (storefront.md §1). */
export const PAGE_TITLE = `${PRODUCT_NAME} platforma B2B - wyposażenie wnętrz PREMIUM`;
/** Appended to every screen title: ' - ' plus the product name. */
export const TITLE_SUFFIX = ` - ${PRODUCT_NAME}`;
export const THEME_COLOR = '#cd5700';

/**
 * On the shell's #armatura-main: the remote whose server build rendered the screen in it (issue
 * 16). The shell writes it, the remote's single-spa lifecycle reads it to hydrate (spa/index.tsx).
 */
export const RENDERED_BY_ATTRIBUTE = 'data-rendered-by';

export const DEFAULT_TENANT_ID = 1;
export const DEFAULT_CULTURE = 'pl';
export const DEFAULT_LANGUAGE = 'pl';
export const DEFAULT_CURRENCY = 'PLN';
export const DEFAULT_ADMIN_USER_NAME = 'admin';
/** Monday; the spec numbers days from Sunday = 1. */
export const FIRST_DAY_OF_WEEK = 2;
export const DATE_INPUT_FORMAT = 'YYYY-MM-DD';

// --- Cookies ---------------------------------------------------------------------------------
export const COOKIE_NAMES = {
  authToken: 'Abp.AuthToken',
  encryptedAuthToken: 'enc_auth_token',
  user: 'user',
  accountType: 'accountType',
  language: 'language',
  currency: 'currency',
  tenantId: 'Abp.TenantId',
  culture: 'Abp.Localization.CultureName',
} as const;
/** Tenant, culture, user, account type, language and currency cookies live about 5 years. */
export const LONG_COOKIE_LIFETIME_MS = 15768e7;

// --- HTTP --------------------------------------------------------------------------------------
export const HTTP_TIMEOUT_MS = 60_000;
export const API_SERVICES_PREFIX = '/api/services/app';
export const HEADER_TENANT = 'Abp.TenantId';
/** The spelling some account calls expect; sent always because it is harmless. */
export const HEADER_TENANT_ALT = 'Abp-TenantId';
export const HEADER_CULTURE = '.AspNetCore.Culture';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

// --- Timing ------------------------------------------------------------------------------------
/** Delay between a notice and the redirect it announces. */
export const REDIRECT_DELAY_MS = 2000;
/** A failed page chunk reloads the page at most once per this period. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

// --- Paths -------------------------------------------------------------------------------------
export const HOME_PATH = '/strona-glowna';
export const LOGIN_PATH = '/user/login';
export const DASHBOARD_PATH = '/kokpit/pulpit';
export const NOT_FOUND_PATH = '/error';
export const SERVICE_WORKER = { path: '/sw.js', scope: '/' } as const;

// --- Remotes -----------------------------------------------------------------------------------
/**
 * The six remotes: Module Federation name → folder (the workspace and `/remotes/<folder>/` on the
 * platform host). The one list the shell (registry defaults, single-spa apps), deploy (static
 * files) and tests/architecture.test.ts read; deploy/registry/*.json give the URLs at run time.
 */
export const REMOTE_FOLDERS = {
  mf_catalog: 'mf-catalog',
  mf_cart_checkout: 'mf-cart-checkout',
  mf_account_orders: 'mf-account-orders',
  mf_admin_users: 'mf-admin-users',
  mf_admin_content: 'mf-admin-content',
  mf_admin_commerce: 'mf-admin-commerce',
} as const;
export type RemoteName = keyof typeof REMOTE_FOLDERS;
export type RemoteFolder = (typeof REMOTE_FOLDERS)[RemoteName];
export const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];
/**
 * The widgets the shell's header shows on every page (shell/src/layout/Header.tsx): the host
 * preloads them from each page's HTML (deploy/src/page-start).
 */
export const HEADER_WIDGETS = {
  searchBox: 'mf_catalog/SearchBox',
  miniCart: 'mf_cart_checkout/MiniCart',
} as const;

// --- Layout ------------------------------------------------------------------------------------
/** xs below 768, sm below 992, md below 1200, lg above. */
export const BREAKPOINTS = { mobile: 768, sm: 768, md: 992, lg: 1200 } as const;
/** Narrowest first. */
export const SIZE_CLASSES = ['xs', 'sm', 'md', 'lg'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
export function sizeClassForWidth(width: number): SizeClass {
  if (width < BREAKPOINTS.sm) return 'xs';
  if (width < BREAKPOINTS.md) return 'sm';
  if (width < BREAKPOINTS.lg) return 'md';
  return 'lg';
}
export const SIDE_MENU_STEPS = 4;

export const VIEW_MODES = ['list', 'thumb', 'image'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE: ViewMode = 'image';

// --- Catalogue -----------------------------------------------------------------------------------
export const DEFAULT_CATEGORY_ID = 29787;
export const SPECIAL_DEFAULT_CATEGORY_ID = 38959;

/** Browser storage keys (local storage). */
export const STORAGE_KEYS = {
  shoppingCart: (siteKey: string | number): string => `shoppingCart_${siteKey}`,
  favorites: 'favorites',
  pagination: 'pagination',
  shop: 'shop',
  /** The product grid type (view mode) is kept in local storage. */
  gridType: 'gridType',
} as const;

export const MAX_QUANTITY = 9_999_999;
export const QUANTITY_DECIMALS = 1;

export const SEARCH = {
  shopResultsPerPage: 10,
  genericResultsPerPage: 20,
  autocompleteSize: 5,
  autocompleteMinLength: 0,
  urlDebounceMs: 500,
  suggestionSize: 5,
  suggestionFuzziness: 1,
  facetSizeGeneric: 20,
  facetSizeSuggestion: 5,
  trackTotalHits: true,
  queryStringArrayLimit: 1000,
  defaultPage: 1,
} as const;

// --- Lists -------------------------------------------------------------------------------------
export interface PageSizeSetting {
  readonly size: number;
  readonly options: readonly number[];
}
/**
 * Page sizes per list. Where the spec says "options not shown" (wholesale users, contractor
 * addresses, blogs) we offer the size and its multiples, like the other lists.
 */
export const PAGE_SIZES = {
  orders: { size: 10, options: [5, 10, 15] },
  documents: { size: 10, options: [5, 10, 15] },
  addresses: { size: 5, options: [5, 10, 15] },
  contractors: { size: 30, options: [30, 60, 90] },
  contractorAddresses: { size: 10, options: [10, 20, 30] },
  blogs: { size: 5, options: [5, 10, 15] },
  contacts: { size: 5, options: [5, 10, 15] },
  deliveries: { size: 5, options: [5, 10, 15] },
  users: { size: 15, options: [5, 10, 15] },
  wholesaleUsers: { size: 10, options: [10, 20, 30] },
  products: { size: 10, options: [5, 10, 20] },
  roles: { size: 5, options: [5, 10, 20] },
  otherAdmin: { size: 5, options: [5, 10, 20] },
} as const satisfies Record<string, PageSizeSetting>;
export type PageSizeList = keyof typeof PAGE_SIZES;

/** maxResultCount of "fetch everything" calls (Int32.MaxValue on the original server). */
export const FETCH_ALL_MAX_RESULT_COUNT = 2_147_483_647;
/** Largest accepted import request body (UInt32.MaxValue). */
export const IMPORT_MAX_CONTENT_LENGTH = 4_294_967_295;

// --- Images ------------------------------------------------------------------------------------
/** Our choice of paths (the spec names the places, not the values). */
export const PHOTOS_PATH = '/photos';
export const UPLOADS_PATH = '/uploads';
export const NO_PHOTO_URL = `${PHOTOS_PATH}/no-photo.svg`;
export const LAZY_IMAGE = {
  /** Images within 1.3 viewport heights start loading. */
  preloadFactor: 1.3,
  /** The spec reads "1 to 3 attempts": we try up to 3 times, at least once. */
  minAttempts: 1,
  maxAttempts: 3,
  throttleMs: 200,
  cacheSize: 200,
} as const;

/**
 * The language the shop's own content is written in: static pages, blog posts, names of delivery
 * and payment methods. They have one version, so an English screen shows them in Polish and marks
 * them with `lang` (screen readers pronounce them right; the browser sweep tells them from the UI).
 */
export const CONTENT_LANGUAGE = 'pl';
