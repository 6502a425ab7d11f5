// Pure URL → route matching. No DOM, no stores: used by activeWhen (synchronously, for every
// single-spa reroute), by the navigation controller and by tests.
import { parseSearch } from '@armatura/shared-libs/routing';
import { $routeTable } from './route-table';
import { NOT_FOUND_SCREEN, type Owner, type RouteDef } from './routes';

export type RouteMatch = {
  screen: string;
  owner: Owner;
  params: Record<string, string>;
  search: Record<string, string>;
  path: string;
  requiresAuth: boolean;
  permission?: string;
  /** Set when the route only forwards somewhere else. */
  redirect?: string;
};

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Params of `pattern` in `pathname`, or null. See routes.ts for the syntax. */
export function matchPattern(
  pattern: string | RegExp,
  pathname: string,
): Record<string, string> | null {
  if (pattern instanceof RegExp) {
    const m = pattern.exec(pathname);
    if (!m) return null;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) if (v !== undefined) params[k] = decode(v);
    return params;
  }
  if (pattern === '*') return {};
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    return pathname === prefix || pathname.startsWith(`${prefix}/`) ? {} : null;
  }
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < Math.max(want.length, got.length); i++) {
    const w = want[i];
    const g = got[i];
    if (w === undefined) return null;
    if (w.startsWith(':')) {
      const optional = w.endsWith('?');
      const name = w.slice(1, optional ? -1 : undefined);
      if (g === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decode(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

function toMatch(
  route: RouteDef,
  params: Record<string, string>,
  path: string,
  search: string,
): RouteMatch {
  return {
    screen: route.screen,
    owner: route.owner,
    params: { ...route.params, ...params },
    search: parseSearch(search),
    path,
    requiresAuth: route.requiresAuth,
    ...(route.permission ? { permission: route.permission } : {}),
    ...(route.redirect ? { redirect: route.redirect } : {}),
  };
}

/**
 * The route for a URL in the composed table (route-table.ts; its order: route-order.ts). A route
 * whose validity check fails gives the 404 screen.
 */
export function matchRoute(
  pathname: string,
  search = '',
  table: readonly RouteDef[] = $routeTable.get().routes,
): RouteMatch {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const route of table) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    if (route.isValid && !route.isValid(params)) break;
    return toMatch(route, params, path, search);
  }
  return {
    screen: NOT_FOUND_SCREEN,
    owner: 'shell',
    params: {},
    search: parseSearch(search),
    path,
    requiresAuth: false,
  };
}
