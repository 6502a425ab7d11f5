// Mail is an integration event: a domain publishes `mail.requested` in its own transaction; the
// content domain (owner of templates and the e-mail log) stores it in the log and sends it by SMTP
// when configured.
//
// One-time secrets (reset and change codes, approval links, generated passwords, newsletter tokens)
// never travel or rest readable: the text/html carry a placeholder `{{secret:<name>}}` and `secrets`
// carries the value sealed with the platform key. Only the content domain unseals it, at the moment
// it hands the mail to SMTP; the e-mail log shows SECRET_MASK instead. Senders never build this by
// hand: they call `requestMail` from `@armatura/shared-libs/server`.
export const MAIL_REQUESTED = 'mail.requested';

/** What the e-mail log (and anything else but the recipient) shows in place of a secret. */
export const SECRET_MASK = '••••••';

/** `{{secret:code}}` etc.; a name is a letter followed by letters, digits, `_` or `-`. */
export const SECRET_PLACEHOLDER = /\{\{secret:([A-Za-z][\w-]*)\}\}/g;

export interface MailRequested {
  tenantId: number;
  to: string;
  subject: string;
  /** May hold `{{secret:<name>}}` placeholders (never in `subject`). */
  text: string;
  html?: string;
  /** Template code, for the log and for staff searching it (e.g. 'PasswordResetCode'). */
  template?: string;
  /** Placeholder name → value SEALED with the platform key (AES-256-GCM); never a plain value. */
  secrets?: Record<string, string>;
}
