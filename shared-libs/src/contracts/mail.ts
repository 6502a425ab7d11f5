// Mail is an integration event: a domain publishes `mail.requested` in its own transaction with a
// TEMPLATE CODE and the DATA for its placeholders; the content domain (owner of the templates and
// the e-mail log) renders the tenant's current template in the wanted culture when it handles the
// event, logs the rendered mail and sends it by SMTP when configured. Senders never write mail text:
// staff edit it in the back office (/kokpit/konfiguracja/powiadomienia).
//
// One-time secrets (reset and change codes, approval links, generated passwords, newsletter tokens)
// never travel or rest readable: a template (or a data value, e.g. a link) carries a placeholder
// `{{secret:<name>}}` and `secrets` carries the value sealed with the platform key. Only the content
// domain unseals it, at the moment it hands the mail to SMTP; the e-mail log shows SECRET_MASK
// instead. Senders never build this by hand: they call `requestMail` from
// `@armatura/shared-libs/server`.
export const MAIL_REQUESTED = 'mail.requested';

/** What the e-mail log (and anything else but the recipient) shows in place of a secret. */
export const SECRET_MASK = '••••••';

/** `{{secret:code}}` etc.; a name is a letter followed by letters, digits, `_` or `-`. */
export const SECRET_PLACEHOLDER = /\{\{secret:([A-Za-z][\w-]*)\}\}/g;

/** Every mail the platform sends: one editable template per code (and culture) in each tenant. */
export const MAIL_TEMPLATE_CODES = [
  'OrderConfirmation',
  'OrderAcceptanceRequest',
  'OrderStatusNEW',
  'OrderStatusREJECTED',
  'OrderStatusCANCELLED',
  'OrderStatusPAID',
  'OrderStatusCONFIRMED',
  'PasswordResetCode',
  'EmailOrPasswordChangeCode',
  'GeneratedPassword',
  'NotifyAvailability',
  'NewsletterConfirmation',
  'ContactMessage',
  'ContactAcknowledgement',
] as const;
export type MailTemplateCode = (typeof MAIL_TEMPLATE_CODES)[number];

export const MAIL_CULTURES = ['pl', 'en'] as const;
export type MailCulture = (typeof MAIL_CULTURES)[number];

/**
 * A placeholder's value. A list (order lines, totals) renders as a bulleted list when it fills a
 * paragraph of its own, else as lines; multi-line text keeps its line breaks. Values are plain text:
 * the renderer escapes them for HTML.
 */
export type MailValue = string | number | null | readonly string[];

export interface MailRequested {
  tenantId: number;
  to: string;
  /** Which template to render (and what the log and the X-Armatura-Template header show). */
  template: MailTemplateCode;
  /** The recipient's language; the Polish template when absent or not kept. */
  culture?: MailCulture;
  /** Placeholder name → value for `{{name}}`; may itself hold `{{secret:…}}` placeholders (links). */
  data: Record<string, MailValue>;
  /** Placeholder name → value SEALED with the platform key (AES-256-GCM); never a plain value. */
  secrets?: Record<string, string>;
}
