// Permissions the content domain defines itself (the platform catalogue is in shell/server/permissions.ts).
import type { PermissionDef } from '@armatura/shared-libs/server';

/** Reading the e-mail log: who was mailed what and when. Admin has it; content editors do not by default. */
export const EMAIL_LOG_PERMISSION = 'Pages.Notification.EmailLog';

export const contentPermissions: PermissionDef[] = [
  { name: EMAIL_LOG_PERMISSION, displayName: 'Dziennik e-maili' },
];
