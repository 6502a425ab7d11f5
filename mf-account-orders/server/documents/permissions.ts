// Permissions the account domain defines. Pages.Document (a customer's own documents) is identity's;
// Pages.Document.Manage lets staff see every document of their tenant.
import type { PermissionDef } from '@armatura/shared-libs/server';

export const DOCUMENT_PERMISSION = 'Pages.Document';
export const DOCUMENT_MANAGE_PERMISSION = 'Pages.Document.Manage';

export const documentPermissions: PermissionDef[] = [
  { name: DOCUMENT_MANAGE_PERMISSION, displayName: 'Dokumenty wszystkich klientów' },
];
