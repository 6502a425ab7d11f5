// Permissions this domain defines (Polish display names for the role editor).
import type { PermissionDef } from '@armatura/shared-libs/server';

export const PERMISSIONS = {
  productConfiguration: 'Pages.ProductConfiguration',
  contracts: 'Pages.Offer.Contracts',
  notifyAvailability: 'Pages.NotifyAvailability',
} as const;

export const permissionDefs: PermissionDef[] = [
  { name: PERMISSIONS.productConfiguration, displayName: 'Produkty' },
  { name: PERMISSIONS.contracts, displayName: 'Kontrakty' },
  { name: PERMISSIONS.notifyAvailability, displayName: 'Powiadomienia o dostępności' },
];
