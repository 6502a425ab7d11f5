// The full route table and the menus, composed from the shell's own routes and each remote's
// surface (its mf-manifest.json's `armatura.surface`). Pure: the caller registers the texts and
// publishes the result (route-table.ts). A surface is another team's deployment's data, so each
// route and link is checked against the remote's areas first (areas.ts); what fails is dropped
// and reported, never trusted. A remote without a surface (its manifest did not answer) keeps its
// areas: they lead to the shell's "unavailable" screen, so its pages never turn into 404s.
import {
  PARAM_CHECKS,
  type MenuName,
  type RemoteSurface,
  type SurfacePath,
  type SurfaceRoute,
} from '@armatura/shared-libs/federation';
import { REMOTE_NAMES } from '@armatura/shared-libs/constants';
import type { AnyTextKey } from '@armatura/shared-libs/i18n';
import { ROUTE_AREAS, SIGNED_IN_PREFIX, areaViolation, isUnder, literalPathOf } from './areas';
import { orderRoutes, type RankedRoute } from './route-order';
import { REMOTE_UNAVAILABLE_SCREEN, SHELL_ROUTES, type RemoteName, type RouteDef } from './routes';

export type Surfaces = Partial<Record<RemoteName, RemoteSurface>>;
export type MenuLink = { href: string; label: AnyTextKey; owner: RemoteName };
export type Menus = Record<MenuName, MenuLink[]>;
/** Texts to register per remote (namespace → { pl, en }), keyed as the routes and links name them. */
export type SurfaceTexts = Record<
  string,
  { pl: Record<string, string>; en: Record<string, string> }
>;

export type Composition = {
  routes: RouteDef[];
  menus: Menus;
  texts: SurfaceTexts;
  /** One line per dropped route or link (logged by the caller). */
  rejected: string[];
};

/** The i18n namespace of a remote's surface texts. */
export const textNamespace = (remote: RemoteName) => `surface-${remote}`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A regex route matches only below its declared prefix, whatever its pattern says. */
function compilePath(path: SurfacePath): string | RegExp {
  if (typeof path === 'string') return path;
  return new RegExp(`^(?=${escapeRegExp(path.prefix)})(?:${path.regex})`);
}

function validityOf(route: SurfaceRoute): RouteDef['isValid'] {
  const checks = Object.entries(route.checks ?? {});
  if (!checks.length) return undefined;
  return (params) => checks.every(([name, check]) => PARAM_CHECKS[check].test(params[name] ?? ''));
}

/** What stands for a remote whose surface is unknown: each area → the "unavailable" screen. */
function unavailableRoutes(remote: RemoteName): RankedRoute[] {
  return ROUTE_AREAS[remote].map((area) => ({
    literal: area,
    route: {
      path: `${area}*`,
      screen: REMOTE_UNAVAILABLE_SCREEN,
      owner: 'shell',
      requiresAuth: isUnder(area, SIGNED_IN_PREFIX),
    },
  }));
}

export function composeRoutes(surfaces: Surfaces): Composition {
  const ranked: RankedRoute[] = SHELL_ROUTES.map((route) => ({
    route,
    literal: typeof route.path === 'string' ? route.path : '',
  }));
  const menus: Menus = { main: [], kokpit: [], user: [] };
  const ordered: Record<MenuName, Array<MenuLink & { order: number }>> = {
    main: [],
    kokpit: [],
    user: [],
  };
  const texts: SurfaceTexts = {};
  const rejected: string[] = [];

  for (const remote of REMOTE_NAMES) {
    const surface = surfaces[remote];
    if (!surface) {
      ranked.push(...unavailableRoutes(remote));
      continue;
    }
    const namespace = textNamespace(remote);
    const own: SurfaceTexts[string] = { pl: {}, en: {} };
    texts[namespace] = own;

    surface.routes.forEach((route, i) => {
      const where = `${remote} route ${JSON.stringify(route.path)}`;
      const violation =
        areaViolation(remote, route.path, route.requiresAuth) ??
        (route.screen.startsWith('shell.') ? 'a shell screen' : null);
      if (violation) return void rejected.push(`${where}: ${violation}`);
      let path: string | RegExp;
      try {
        path = compilePath(route.path);
      } catch (error) {
        return void rejected.push(`${where}: ${String(error)}`);
      }
      let title: AnyTextKey | undefined;
      if (route.title) {
        own.pl[`route.${i}`] = route.title.pl;
        own.en[`route.${i}`] = route.title.en;
        title = `${namespace}.route.${i}`;
      }
      const isValid = validityOf(route);
      ranked.push({
        literal: literalPathOf(route.path),
        route: {
          path,
          screen: route.screen,
          owner: remote,
          requiresAuth: route.requiresAuth,
          ...(route.permission ? { permission: route.permission } : {}),
          ...(route.params ? { params: route.params } : {}),
          ...(isValid ? { isValid } : {}),
          ...(title ? { title } : {}),
        },
      });
    });

    surface.menu.forEach((entry, i) => {
      // A link's visibility follows its route (menus.ts), so the area check is all it needs.
      const violation = areaViolation(remote, entry.href.replace(/#.*$/, ''), true);
      if (violation)
        return void rejected.push(`${remote} ${entry.menu} link ${entry.href}: ${violation}`);
      own.pl[`menu.${i}`] = entry.label.pl;
      own.en[`menu.${i}`] = entry.label.en;
      ordered[entry.menu].push({
        href: entry.href,
        label: `${namespace}.menu.${i}`,
        owner: remote,
        order: entry.order,
      });
    });
  }

  for (const name of Object.keys(menus) as MenuName[]) {
    // Array.prototype.sort is stable: equal orders keep the remotes' order.
    menus[name] = ordered[name]
      .sort((a, b) => a.order - b.order)
      .map(({ href, label, owner }) => ({ href, label, owner }));
  }
  return { routes: orderRoutes(ranked), menus, texts, rejected };
}
