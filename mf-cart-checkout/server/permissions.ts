// Permissions the checkout domain defines (Pages.ShoppingCart and Pages.Order come from identity).
import type { PermissionDef } from '@armatura/shared-libs/server';
import { ACCEPT_PERMISSION, MANAGE_PERMISSION } from './orders/people.js';

export const checkoutPermissions: PermissionDef[] = [
  { name: ACCEPT_PERMISSION, displayName: 'Akceptacja zamówień ponad limit zakupowy' },
  { name: MANAGE_PERMISSION, displayName: 'Obsługa zamówień: potwierdzanie i anulowanie' },
];
