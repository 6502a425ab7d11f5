/**
 * The dashboard's shortcuts, chosen by the user's granted permissions (back-office.md §2, §6):
 * customers get their shop pages, staff the back-office lists of their domain. Only list screens
 * are offered (add/edit screens are reached from their list).
 */
import { KOKPIT_ROUTE_LABELS } from '@armatura/shared-libs/i18n';
import type { AccountTextKey } from '../texts/account-texts';

export interface ShopLink {
  href: string;
  label: AccountTextKey;
  /** Needed to see the page; none = every signed-in user. */
  permission?: string;
}

export const SHOP_LINKS: readonly ShopLink[] = [
  { href: '/kokpit/zamowienia', label: 'ordersTitle', permission: 'Pages.Order' },
  { href: '/kokpit/dokumenty', label: 'documentsTitle', permission: 'Pages.Document' },
  { href: '/koszyk', label: 'linkCart', permission: 'Pages.ShoppingCart' },
  { href: '/kontrakty', label: 'linkContracts', permission: 'Pages.Offer.Contracts' },
  { href: '/ulubione', label: 'linkFavourites' },
  { href: '/oferta', label: 'linkOffer' },
];

/** Back-office list screens (routes.tsv) and the permission each needs. */
const STAFF_SCREENS: ReadonlyArray<[path: string, permission: string]> = [
  ['/kokpit/konta/uzytkownik', 'Pages.UserManagement'],
  ['/kokpit/konta/rola', 'Pages.RoleManagement'],
  ['/kokpit/konfiguracja/produkty', 'Pages.ProductConfiguration'],
  ['/kokpit/konfiguracja/globalna', 'Pages.GlobalConfiguration'],
  ['/kokpit/konfiguracja/bloki-statyczne', 'Pages.StaticBlocks'],
  ['/kokpit/konfiguracja/repozytorium', 'Pages.FileRepository'],
  ['/kokpit/konfiguracja/blog', 'Pages.Blog'],
  ['/kokpit/konfiguracja/powiadomienia', 'Pages.Notification'],
  ['/kokpit/konfiguracja/dostepnosc', 'Pages.NotifyAvailability'],
  ['/kokpit/konfiguracja/newsletter', 'Pages.Newsletter'],
  ['/kokpit/konfiguracja/slowniki', 'Pages.Dictionaries'],
  ['/kokpit/konfiguracja/dostawy', 'Pages.Delivery'],
  ['/kokpit/konfiguracja/platnosci', 'Pages.Payment'],
  ['/kokpit/konfiguracja/punkty-sprzedazy', 'Pages.PointsOfSale'],
  ['/kokpit/konfiguracja/statystyki', 'Pages.Statistics'],
];

export interface StaffLink {
  href: string;
  /** A key of the shared dictionary (menu.*), as the side menu names the screen. */
  labelKey: string;
}

export function shopLinks(granted: ReadonlySet<string>): ShopLink[] {
  return SHOP_LINKS.filter((l) => !l.permission || granted.has(l.permission));
}

export function staffLinks(granted: ReadonlySet<string>): StaffLink[] {
  return STAFF_SCREENS.filter(([, permission]) => granted.has(permission)).map(([href]) => ({
    href,
    labelKey: KOKPIT_ROUTE_LABELS[href] ?? href,
  }));
}
