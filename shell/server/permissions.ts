// The permission catalogue of both spec documents, and the roles seeded for every tenant.
// Domains may define more permissions of their own (DomainModule.permissions); these are the ones
// the routes of routes.tsv name, defined here so that every one exists from the first start.
import type { PermissionDef } from '@armatura/shared-libs/server';

export const IMPERSONATION_PERMISSION = 'Pages.Administration.Users.Impersonation';

export const platformPermissions: PermissionDef[] = [
  {
    name: 'Pages.ShoppingCart',
    displayName: 'Koszyk i składanie zamówień',
    grantableToGuests: true,
  },
  { name: 'Pages.Offer.Contracts', displayName: 'Kontrakty' },
  { name: 'Pages.UserManagement', displayName: 'Użytkownicy i firmy' },
  { name: 'Pages.RoleManagement', displayName: 'Role' },
  { name: 'Pages.ProductConfiguration', displayName: 'Produkty' },
  { name: 'Pages.GlobalConfiguration', displayName: 'Konfiguracja globalna' },
  { name: 'Pages.StaticBlocks', displayName: 'Bloki statyczne' },
  { name: 'Pages.FileRepository', displayName: 'Repozytorium plików' },
  { name: 'Pages.Blog', displayName: 'Blog' },
  { name: 'Pages.Notification', displayName: 'Powiadomienia' },
  { name: 'Pages.NotifyAvailability', displayName: 'Powiadomienia o dostępności' },
  { name: 'Pages.Newsletter', displayName: 'Newsletter' },
  { name: 'Pages.Dictionaries', displayName: 'Słowniki' },
  { name: 'Pages.Delivery', displayName: 'Dostawy' },
  { name: 'Pages.Payment', displayName: 'Płatności' },
  { name: 'Pages.PointsOfSale', displayName: 'Punkty sprzedaży' },
  { name: 'Pages.Statistics', displayName: 'Statystyki' },
  { name: 'Pages.Order', displayName: 'Zamówienia' },
  { name: 'Pages.Document', displayName: 'Dokumenty' },
  { name: IMPERSONATION_PERMISSION, displayName: 'Logowanie jako inny użytkownik' },
];

export interface RolePreset {
  name: string;
  displayName: string;
  permissions: string[] | 'all';
  isDefault?: boolean;
}

/** admin, one staff role per admin domain, and the two customer roles. */
export const rolePresets: RolePreset[] = [
  { name: 'Admin', displayName: 'Administrator', permissions: 'all' },
  {
    name: 'StaffUsers',
    displayName: 'Obsługa kont (użytkownicy, firmy, role)',
    // The customer permissions too: acting as a customer needs everything the customer holds
    // (assertMayActFor), so support staff can impersonate B2B and B2C buyers.
    permissions: [
      'Pages.UserManagement',
      'Pages.RoleManagement',
      IMPERSONATION_PERMISSION,
      'Pages.ShoppingCart',
      'Pages.Offer.Contracts',
      'Pages.Order',
      'Pages.Document',
    ],
  },
  {
    name: 'StaffContent',
    displayName: 'Obsługa treści (bloki, blog, pliki, newsletter)',
    permissions: [
      'Pages.StaticBlocks',
      'Pages.FileRepository',
      'Pages.Blog',
      'Pages.Notification',
      'Pages.Newsletter',
      'Pages.Contacts', // the contact-form messages (content domain)
    ],
  },
  {
    name: 'StaffCommerce',
    displayName: 'Obsługa sprzedaży (produkty, konfiguracja, dostawy, płatności)',
    permissions: [
      'Pages.ProductConfiguration',
      'Pages.GlobalConfiguration',
      'Pages.NotifyAvailability',
      'Pages.Dictionaries',
      'Pages.Delivery',
      'Pages.Payment',
      'Pages.PointsOfSale',
      'Pages.Statistics',
    ],
  },
  {
    name: 'StaffOrders',
    displayName: 'Obsługa zamówień i dokumentów',
    permissions: ['Pages.Order', 'Pages.Order.Manage', 'Pages.Document', 'Pages.Document.Manage'],
  },
  {
    name: 'CustomerB2B',
    displayName: 'Klient B2B',
    permissions: ['Pages.ShoppingCart', 'Pages.Offer.Contracts', 'Pages.Order', 'Pages.Document'],
  },
  {
    name: 'CustomerB2C',
    displayName: 'Klient B2C',
    permissions: ['Pages.ShoppingCart', 'Pages.Order', 'Pages.Document'],
    isDefault: true,
  },
];

/** Granted to anonymous visitors of a tenant that allows guest checkout (tenant setting App.GuestCheckout). */
export const guestPermissions = ['Pages.ShoppingCart'];
