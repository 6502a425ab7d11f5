// What a remote publishes about itself as data: its routes, menu entries and page titles
// (issue 17, "remotes own their routes"). Each remote keeps its surface in src/public/routes.ts;
// the build writes it into the remote's mf-manifest.json under `armatura.surface`, and the shell
// composes its route table from the surfaces at start. Everything here is JSON: no functions,
// no RegExp objects, so a validity check is a named check, a pattern route a regex source.

import { API_SERVICES_PREFIX } from '../constants';

/** A text in both UI languages (the shell registers it with the i18n store). */
export type LocalizedText = { pl: string; en: string };

/**
 * Named validity checks of a route's params: a failing check shows the 404 screen
 * (storefront.md §2). A small closed set instead of code, because the surface travels as JSON.
 */
export const PARAM_CHECKS = {
  /** One or more ASCII digits (a product id). */
  digits: /^\d+$/,
} as const;
export type ParamCheck = keyof typeof PARAM_CHECKS;

/**
 * A route's path: the matcher's pattern syntax (literal segments, `:name`, `:name?` as the last
 * segment, a trailing `*`), or a regex source with named groups for a segment the syntax cannot
 * describe. A regex route also names the literal prefix it lives under: the shell matches it only
 * below that prefix, so the remote's path ownership is checked on the prefix.
 */
export type SurfacePath = string | { prefix: string; regex: string };

export type SurfaceRoute = {
  path: SurfacePath;
  /** The remote's screen id, e.g. 'catalog.product' (the remote's App maps it to a component). */
  screen: string;
  requiresAuth: boolean;
  /** The permission the guard requires (the server enforces it again on every call). */
  permission?: string;
  /** Fixed params merged into the match (e.g. which listing view). */
  params?: Record<string, string>;
  /** param name → check; any failing check gives the 404 screen. */
  checks?: Record<string, ParamCheck>;
  /** The page title ('<title> - Armatura'); none gives the shop's title. */
  title?: LocalizedText;
  /**
   * The named chunk groups the screen needs before it can show (its `webpackChunkName`s): the
   * host preloads their files from the page's HTML (deploy/src/page-start), beside the shell's.
   */
  chunks?: string[];
  /** Other teams' widgets the screen shows at once ('mf_cart_checkout/AddToCart'): preloaded too. */
  widgets?: string[];
  /**
   * The GETs the screen makes first, as the shell's HTTP client writes them, with `{param}` for
   * the route's params ('/api/services/app/Product/Get?Id={productId}'): where the host knows the
   * page (deploy/src/page-html), it answers them for an anonymous visitor into the HTML, and the
   * screen takes those answers instead of asking (shared-libs/src/http/page-answers.ts).
   */
  data?: string[];
};

/**
 * The menus the shell draws: the storefront's main menu, the /kokpit side menu and the signed-in
 * user's menu. Which entries a visitor sees follows the route the href leads to (the guard's
 * sign-in requirement and permission), so an entry never declares access of its own.
 */
export type MenuName = 'main' | 'kokpit' | 'user';

export type SurfaceMenuEntry = {
  menu: MenuName;
  href: string;
  label: LocalizedText;
  /** Position within its menu across all remotes (lower first); ties keep the remotes' order. */
  order: number;
};

/**
 * A widget this remote exposes to other teams' screens, as far as the host renders it into a
 * page (issue 16): `expose` is the exposed name ('HomeHero' for './HomeHero'); `data`, the GETs
 * its first render reads (as a route's `data`), whose answers the page then carries.
 */
export type SurfaceWidget = { expose: string; data?: string[] };

export type RemoteSurface = {
  routes: SurfaceRoute[];
  menu: SurfaceMenuEntry[];
  widgets?: SurfaceWidget[];
};

/** The block a remote's mf-manifest.json carries at its top level under `armatura`. */
export type ArmaturaManifestBlock = { surface?: RemoteSurface } & Record<string, unknown>;

const isText = (v: unknown): v is LocalizedText =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as LocalizedText).pl === 'string' &&
  typeof (v as LocalizedText).en === 'string';

const isStringRecord = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && Object.values(v).every((x) => typeof x === 'string');

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

function isPath(v: unknown): v is SurfacePath {
  if (typeof v === 'string') return v.startsWith('/') || v === '*';
  if (!v || typeof v !== 'object') return false;
  const { prefix, regex } = v as { prefix: unknown; regex: unknown };
  return typeof prefix === 'string' && prefix.startsWith('/') && typeof regex === 'string';
}

function isRoute(v: unknown): v is SurfaceRoute {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    isPath(r.path) &&
    typeof r.screen === 'string' &&
    typeof r.requiresAuth === 'boolean' &&
    (r.permission === undefined || typeof r.permission === 'string') &&
    (r.params === undefined || isStringRecord(r.params)) &&
    (r.checks === undefined ||
      (isStringRecord(r.checks) && Object.values(r.checks).every((c) => c in PARAM_CHECKS))) &&
    (r.title === undefined || isText(r.title)) &&
    (r.chunks === undefined || isStringList(r.chunks)) &&
    (r.widgets === undefined || isStringList(r.widgets)) &&
    isDataList(r.data)
  );
}

const isDataList = (v: unknown): v is string[] | undefined =>
  v === undefined || (isStringList(v) && v.every((url) => url.startsWith(API_SERVICES_PREFIX)));

function isWidget(v: unknown): v is SurfaceWidget {
  if (!v || typeof v !== 'object') return false;
  const w = v as Record<string, unknown>;
  return typeof w.expose === 'string' && isDataList(w.data);
}

function isMenuEntry(v: unknown): v is SurfaceMenuEntry {
  if (!v || typeof v !== 'object') return false;
  const m = v as Record<string, unknown>;
  return (
    (m.menu === 'main' || m.menu === 'kokpit' || m.menu === 'user') &&
    typeof m.href === 'string' &&
    m.href.startsWith('/') &&
    isText(m.label) &&
    typeof m.order === 'number'
  );
}

/**
 * The surface in a manifest's `armatura` block, or null when it is missing or malformed. It comes
 * over the network from another team's deployment, so its shape is checked here, not trusted.
 */
export function readRemoteSurface(block: unknown): RemoteSurface | null {
  if (!block || typeof block !== 'object') return null;
  const surface = (block as ArmaturaManifestBlock).surface as unknown;
  if (!surface || typeof surface !== 'object') return null;
  const { routes, menu, widgets } = surface as Record<string, unknown>;
  if (!Array.isArray(routes) || !routes.every(isRoute)) return null;
  if (!Array.isArray(menu) || !menu.every(isMenuEntry)) return null;
  if (widgets === undefined) return { routes, menu };
  if (!Array.isArray(widgets) || !widgets.every(isWidget)) return null;
  return { routes, menu, widgets };
}
