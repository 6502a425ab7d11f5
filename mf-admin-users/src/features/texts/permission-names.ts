/**
 * The permissions' names in the role and user editors. The server names each permission in Polish
 * (its `displayName`, the role editor's wording since the first release); an English screen shows
 * the name kept here for that permission. A permission a module adds later without an entry here
 * shows the server's name, as it came (permission-names.test.ts keeps this list complete).
 */
import { hasText, registerTexts } from '@armatura/shared-libs/i18n';

const pl = {
  'Pages.ShoppingCart': 'Koszyk i składanie zamówień',
  'Pages.Offer.Contracts': 'Kontrakty',
  'Pages.UserManagement': 'Użytkownicy i firmy',
  'Pages.RoleManagement': 'Role',
  'Pages.ProductConfiguration': 'Produkty',
  'Pages.GlobalConfiguration': 'Konfiguracja globalna',
  'Pages.StaticBlocks': 'Bloki statyczne',
  'Pages.FileRepository': 'Repozytorium plików',
  'Pages.Blog': 'Blog',
  'Pages.Notification': 'Powiadomienia',
  'Pages.Notification.EmailLog': 'Dziennik e-maili',
  'Pages.Contacts': 'Wiadomości z formularza kontaktowego',
  'Pages.NotifyAvailability': 'Powiadomienia o dostępności',
  'Pages.Newsletter': 'Newsletter',
  'Pages.Dictionaries': 'Słowniki',
  'Pages.Delivery': 'Dostawy',
  'Pages.Payment': 'Płatności',
  'Pages.PointsOfSale': 'Punkty sprzedaży',
  'Pages.Statistics': 'Statystyki',
  'Pages.Order': 'Zamówienia',
  'Pages.Order.Accept': 'Akceptacja zamówień ponad limit zakupowy',
  'Pages.Order.Manage': 'Obsługa zamówień: potwierdzanie i anulowanie',
  'Pages.Document': 'Dokumenty',
  'Pages.Document.Manage': 'Dokumenty wszystkich klientów',
  'Pages.Administration.Users.Impersonation': 'Logowanie jako inny użytkownik',
};
export type PermissionName = keyof typeof pl;

const en: Record<PermissionName, string> = {
  'Pages.ShoppingCart': 'Cart and placing orders',
  'Pages.Offer.Contracts': 'Contracts',
  'Pages.UserManagement': 'Users and companies',
  'Pages.RoleManagement': 'Roles',
  'Pages.ProductConfiguration': 'Products',
  'Pages.GlobalConfiguration': 'Global configuration',
  'Pages.StaticBlocks': 'Static blocks',
  'Pages.FileRepository': 'File repository',
  'Pages.Blog': 'Blog',
  'Pages.Notification': 'Notifications',
  'Pages.Notification.EmailLog': 'E-mail log',
  'Pages.Contacts': 'Contact form messages',
  'Pages.NotifyAvailability': 'Availability alerts',
  'Pages.Newsletter': 'Newsletter',
  'Pages.Dictionaries': 'Dictionaries',
  'Pages.Delivery': 'Delivery methods',
  'Pages.Payment': 'Payments',
  'Pages.PointsOfSale': 'Points of sale',
  'Pages.Statistics': 'Statistics',
  'Pages.Order': 'Orders',
  'Pages.Order.Accept': 'Approving orders over the spending limit',
  'Pages.Order.Manage': 'Handling orders: confirming and cancelling',
  'Pages.Document': 'Documents',
  'Pages.Document.Manage': "Every customer's documents",
  'Pages.Administration.Users.Impersonation': 'Signing in as another user',
};

export const permissionNamesPl: Readonly<Record<PermissionName, string>> = pl;
const permissionNames = registerTexts<PermissionName>('permissionNames', { pl, en });

/** A permission's name in the UI's language; the server's name for one not listed here. */
export function permissionLabel(permission: { name: string; displayName: string }): string {
  return hasText(permissionNames.key(permission.name as PermissionName))
    ? permissionNames.t(permission.name as PermissionName)
    : permission.displayName;
}
