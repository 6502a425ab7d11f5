// Which part of the URL space each remote may declare routes and menu entries in. A remote's
// surface comes from its own deployment, so the shell does not take it on trust: a route outside
// the remote's areas, under the shell's own paths, or without sign-in under /kokpit is dropped
// (and logged). Within an area a team adds screens without a shell release; a new area is a
// change of the shop's URL space and goes through the shell. The areas are also what the shell
// still routes to a remote whose surface cannot be read (compose.ts): its paths then show the
// "unavailable" screen instead of the 404.
import type { SurfacePath } from '@armatura/shared-libs/federation';
import { SHELL_PREFIXES, type RemoteName } from './routes';

export const ROUTE_AREAS: Readonly<Record<RemoteName, readonly string[]>> = {
  mf_catalog: [
    '/strona-glowna',
    '/oferta',
    '/marki',
    '/promocje',
    '/wyprzedaz',
    '/nowosci',
    '/polecane',
    '/kontrakty',
    '/ulubione',
  ],
  mf_cart_checkout: ['/zamowienia', '/koszyk'],
  mf_account_orders: ['/kokpit/pulpit', '/kokpit/zamowienia', '/kokpit/dokumenty'],
  mf_admin_users: ['/kokpit/konta'],
  mf_admin_content: [
    '/newsletter',
    '/formularz_kontaktowy',
    '/blog',
    '/kokpit/konfiguracja/bloki-statyczne',
    '/kokpit/konfiguracja/repozytorium',
    '/kokpit/konfiguracja/blog',
    '/kokpit/konfiguracja/powiadomienia',
    '/kokpit/konfiguracja/newsletter',
  ],
  mf_admin_commerce: [
    '/kokpit/konfiguracja/produkty',
    '/kokpit/konfiguracja/globalna',
    '/kokpit/konfiguracja/dostepnosc',
    '/kokpit/konfiguracja/slowniki',
    '/kokpit/konfiguracja/dostawy',
    '/kokpit/konfiguracja/platnosci',
    '/kokpit/konfiguracja/punkty-sprzedazy',
    '/kokpit/konfiguracja/punkty_sprzedazy',
    '/kokpit/konfiguracja/statystyki',
  ],
};

/** The signed-in area: every route below it requires sign-in, whatever a surface says. */
export const SIGNED_IN_PREFIX = '/kokpit';

/** `path` is `prefix` itself or below it (segment-wise: '/ofertax' is not below '/oferta'). */
export const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/** The literal part a route's path starts with: the regex route's prefix, or up to a `*`. */
export function literalPathOf(path: SurfacePath): string {
  if (typeof path !== 'string') return path.prefix.replace(/\/+$/, '') || '/';
  return path.replace(/\*$/, '');
}

/** Why a remote may not declare this route or link, or null when it may. */
export function areaViolation(
  remote: RemoteName,
  path: SurfacePath,
  requiresAuth: boolean,
): string | null {
  const literal = literalPathOf(path);
  if (SHELL_PREFIXES.some((p) => isUnder(literal, p))) return "under the shell's own paths";
  if (!ROUTE_AREAS[remote].some((area) => isUnder(literal, area)))
    return `outside ${remote}'s areas`;
  if (isUnder(literal, SIGNED_IN_PREFIX) && !requiresAuth)
    return `under ${SIGNED_IN_PREFIX} without sign-in`;
  return null;
}
