// Permissions the content domain defines itself (the platform catalogue is in shell/server/permissions.ts).
import type { PermissionDef } from '@armatura/shared-libs/server';

/** Reading the e-mail log: who was mailed what and when. Admin has it; content editors do not by default. */
export const EMAIL_LOG_PERMISSION = 'Pages.Notification.EmailLog';

/** Catalogue permissions (shell/server/permissions.ts) that guard this domain's routes. */
export const BLOG_PERMISSION = 'Pages.Blog';
export const NEWSLETTER_PERMISSION = 'Pages.Newsletter';
/** The mail templates (Email/GetAll, GetEmailTemplate, UpdateEmailTemplates, SendTestEmail…). */
export const NOTIFICATION_PERMISSION = 'Pages.Notification';
/** Contact-form messages (names, addresses, what people wrote): the spec names no permission for them. */
export const CONTACTS_PERMISSION = 'Pages.Contacts';

export const contentPermissions: PermissionDef[] = [
  { name: EMAIL_LOG_PERMISSION, displayName: 'Dziennik e-maili' },
  { name: CONTACTS_PERMISSION, displayName: 'Wiadomości z formularza kontaktowego' },
];
