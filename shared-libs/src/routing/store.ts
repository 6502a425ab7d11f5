/**
 * The shared route: the shell matches the URL and publishes the match here; remotes render
 * the screen named by `$route.screen` and read their params from it.
 */
import { atom } from 'nanostores';

export interface RouteState {
  screen: string;
  owner: string;
  params: Record<string, string>;
  /** The query string as a plain object (first value of a repeated key). */
  search: Record<string, string>;
  path: string;
}

export const $route = atom<RouteState | null>(null);

/** The first route the browser had: the one the page's HTML was made for. */
let firstRoute: RouteState | null = null;

/** Called by the shell only. */
export function setRoute(route: RouteState | null): void {
  if (typeof window !== 'undefined') firstRoute ??= route;
  $route.set(route);
}

/**
 * The route a hydrating render must see: the one the page's HTML was made for, even when the
 * visitor has already gone on (a link pressed while a screen was still hydrating); React renders
 * the current one right after. On the server, the page's own.
 */
export function hydrationRoute(): RouteState | null {
  return typeof window === 'undefined' ? $route.get() : (firstRoute ?? $route.get());
}

export function parseSearch(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!(key in result)) result[key] = value;
  });
  return result;
}

/** '/oferta' + {q: 'kran', size: 10} → '/oferta?q=kran&size=10' (empty values dropped). */
export function buildHref(
  path: string,
  search?: Record<string, string | number | boolean | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Client-side navigation: history.pushState/replaceState, which single-spa patches to fire
 * its routing events (the shell re-matches and updates $route). Other origins load normally.
 */
export function navigate(href: string, options: NavigateOptions = {}): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (options.replace || target === current)
    window.history.replaceState(options.state ?? null, '', target);
  else window.history.pushState(options.state ?? null, '', target);
}
