// The order of the composed route table. Matching is first-match (match.ts), and the routes come
// from seven sources, so the order is derived from each path's shape instead of from where a
// route happens to be declared:
//   0 literal paths ('/promocje', '/kokpit/konta/rola/dodaj'),
//   1 paths with params and regex routes ('/blog/:category?', the product page),
//   2 prefix wildcards ('/oferta*': everything below a listing that nothing above claimed),
//   3 catch-alls whose first segment is a param ('/:staticSlug'),
//   4 the 404 ('*').
// Within a tier a path with more literal segments comes first (the more specific one), then the
// declaration order (the shell's routes, then the remotes in REMOTE_NAMES order, each in its
// file's order). Catch-alls are the shell's only (areas.ts keeps remotes out of them).
import type { RouteDef } from './routes';

export type RankedRoute = { route: RouteDef; literal: string };

/** 0–4 as above, from the route's path (`literal`: a regex route's prefix). */
export function tierOf(route: RouteDef): number {
  const { path } = route;
  if (path instanceof RegExp) return 1;
  if (path === '*') return 4;
  if (path.startsWith('/:')) return 3;
  if (path.endsWith('*')) return 2;
  return path.includes(':') ? 1 : 0;
}

const literalSegments = (literal: string) =>
  literal.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;

/** A stable sort of the routes by tier, then specificity; ties keep their given order. */
export function orderRoutes(ranked: readonly RankedRoute[]): RouteDef[] {
  return ranked
    .map((r, index) => ({
      ...r,
      index,
      tier: tierOf(r.route),
      specific: literalSegments(r.literal),
    }))
    .sort((a, b) => a.tier - b.tier || b.specific - a.specific || a.index - b.index)
    .map((r) => r.route);
}
