/**
 * Route pattern matcher used by the shell (patterns as in routes.tsv):
 *   /kontrakty/:contractId       one segment
 *   /blog/:category?             optional segment
 *   /oferta*  or  /marki/*       the path itself or anything below it (rest in params['*'])
 *   /oferta/(slug-):productId    optional "<slug>-" prefix, productId digits only
 *   *                            everything
 * Matching ignores case and a trailing slash; params are URL-decoded.
 */

export type RouteParams = Record<string, string>;

export interface RouteDef {
  path: string;
  screen: string;
  owner: string;
  requiresAuth: boolean;
  permission?: string;
  /** Extra check on the params; false shows the 404 screen. */
  isValid?(params: RouteParams): boolean;
}

export interface CompiledRoute {
  pattern: string;
  regex: RegExp;
  keys: string[];
  match(pathname: string): RouteParams | null;
}

const escapeRegex = (text: string): string => text.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');

function compileSegment(segment: string, keys: string[]): string {
  // "(slug-):productId": optional captured prefix ending in a separator, then a numeric id.
  const prefixed = /^\(([A-Za-z_]\w*)([^\w)]+)\):([A-Za-z_]\w*)$/.exec(segment);
  if (prefixed) {
    const [, slugKey = '', separator = '', idKey = ''] = prefixed;
    keys.push(slugKey, idKey);
    return `/(?:([^/]+)${escapeRegex(separator)})?(\\d+)`;
  }
  const param = /^:([A-Za-z_]\w*)(\?)?$/.exec(segment);
  if (param) {
    keys.push(param[1] ?? '');
    return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
  }
  return `/${escapeRegex(segment)}`;
}

export function compileRoute(pattern: string): CompiledRoute {
  const keys: string[] = [];
  let body = pattern.trim();
  let wildcard = false;
  if (body.endsWith('*')) {
    wildcard = true;
    body = body.slice(0, -1).replace(/\/$/, '');
  }
  let source = body
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => compileSegment(segment, keys))
    .join('');
  if (wildcard) {
    keys.push('*');
    source += '(?:/(.*))?';
  }
  const regex = new RegExp(`^${source}/?$`, 'i');
  return {
    pattern,
    regex,
    keys,
    match(pathname: string): RouteParams | null {
      const found = regex.exec(pathname || '/');
      if (!found) return null;
      const params: RouteParams = {};
      keys.forEach((key, i) => {
        const value = found[i + 1];
        if (value !== undefined && value !== '') params[key] = safeDecode(value);
      });
      return params;
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface RouteMatch<R extends RouteDef = RouteDef> {
  route: R;
  params: RouteParams;
  /** False when the route's own validity check refused the params (show the 404 screen). */
  valid: boolean;
}

/** Compiles a route table once; `match` returns the first route whose pattern fits. */
export function createRouteMatcher<R extends RouteDef>(routes: readonly R[]): (pathname: string) => RouteMatch<R> | null {
  const compiled = routes.map((route) => ({ route, compiled: compileRoute(route.path) }));
  return (pathname) => {
    for (const { route, compiled: c } of compiled) {
      const params = c.match(pathname);
      if (params) return { route, params, valid: route.isValid ? route.isValid(params) : true };
    }
    return null;
  };
}
