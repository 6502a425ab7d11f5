// The storefront's main menu and which entries this visitor sees: an entry shows only when the
// guard would let them in (the route's sign-in requirement and permission from the route table,
// granted = in both permission lists), so nobody is offered a link that answers 'Brak uprawnień'
// (anonymous and B2C users never see 'Kontrakty').
import { computed } from 'nanostores';
import { $config } from '@armatura/shared-libs/session';
import { $permissions } from '@armatura/shared-libs/permissions';
import type { AnyTextKey } from '@armatura/shared-libs/i18n';
import { matchRoute } from '../routing/match';

export type NavLink = { href: string; label: AnyTextKey };

export const MAIN_NAV_LINKS: readonly NavLink[] = [
  { href: '/oferta', label: 'header.offer' },
  { href: '/marki', label: 'header.brands' },
  { href: '/promocje', label: 'header.promotions' },
  { href: '/wyprzedaz', label: 'header.sale' },
  { href: '/nowosci', label: 'header.new' },
  { href: '/polecane', label: 'header.recommended' },
  { href: '/kontrakty', label: 'header.contracts' },
  { href: '/ulubione', label: 'header.favorites' },
  { href: '/blog', label: 'header.blog' },
  { href: '/formularz_kontaktowy', label: 'header.contact' },
];

/** Entries whose route the visitor may open: signed in where required, permission granted. */
export function visibleLinks(
  links: readonly NavLink[],
  signedIn: boolean,
  granted: ReadonlySet<string>,
): NavLink[] {
  return links.filter((link) => {
    const route = matchRoute(link.href);
    if (route.requiresAuth && !signedIn) return false;
    return !route.permission || granted.has(route.permission);
  });
}

export const $mainNav = computed([$config, $permissions], (config, granted) =>
  visibleLinks(MAIN_NAV_LINKS, config?.session?.userId != null, granted),
);
