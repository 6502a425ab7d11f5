// Which menu entries a visitor sees. The entries come from the remotes' surfaces (route-table.ts);
// an entry shows only when the guard would let the visitor in (the sign-in requirement and
// permission of the route its href leads to, granted = in both permission lists), so nobody is
// offered a link that answers 'Brak uprawnień' (anonymous and B2C users never see 'Kontrakty').
// The one rule for the main menu, the side menu and the user menu.
import { computed } from 'nanostores';
import { $config } from '@armatura/shared-libs/session';
import { $permissions } from '@armatura/shared-libs/permissions';
import type { AnyTextKey } from '@armatura/shared-libs/i18n';
import { matchRoute } from '../routing/match';
import { $routeTable } from '../routing/route-table';

export type NavLink = { href: string; label: AnyTextKey };

/** Entries whose route the visitor may open: signed in where required, permission granted. */
export function visibleLinks<T extends NavLink>(
  links: readonly T[],
  signedIn: boolean,
  granted: ReadonlySet<string>,
): T[] {
  return links.filter((link) => {
    const route = matchRoute(link.href.replace(/#.*$/, ''));
    if (route.requiresAuth && !signedIn) return false;
    return !route.permission || granted.has(route.permission);
  });
}

const $signedIn = computed($config, (config) => config?.session?.userId != null);

export const $mainNav = computed(
  [$routeTable, $signedIn, $permissions],
  (table, signedIn, granted) => visibleLinks(table.menus.main, signedIn, granted),
);

/** The user menu's entries before 'Wyloguj się' (the dashboard and its sections). */
export const $userMenu = computed(
  [$routeTable, $signedIn, $permissions],
  (table, signedIn, granted) => visibleLinks(table.menus.user, signedIn, granted),
);
