// Mail is an integration event: a domain publishes `mail.requested` in its own transaction; the
// content domain (owner of templates and the e-mail log) stores it in the log and sends it by SMTP
// when configured.
export const MAIL_REQUESTED = 'mail.requested';

export interface MailRequested {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Template code, for the log and for staff searching it (e.g. 'PasswordResetCode'). */
  template?: string;
}
