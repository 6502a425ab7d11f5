// The e-mail log API (content domain, Email/* routes, Pages.Notification.EmailLog) and the mail
// templates API (Pages.Notification): the one contract.
// The routes validate and answer with these schemas through the TypeBox type provider; the content
// remote types its calls with the Static types. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, Nullable } from './schema-kit.js';

/** One row of the log (one-time secrets appear masked, SECRET_MASK). */
export const EmailLogSchema = Type.Object({
  id: Type.Integer(),
  template: Nullable(Type.String()),
  recipient: Type.String(),
  subject: Type.String(),
  /** 'logged' (no SMTP configured), 'queued', 'sent' or 'failed'. */
  status: Type.String(),
  error: Nullable(Type.String()),
  creationTime: Type.String(),
  sentTime: Nullable(Type.String()),
  attempts: Type.Integer(),
  nextAttemptTime: Nullable(Type.String()),
});
/** GetEmailLog answer: the row and its (masked) bodies. */
export const EmailLogDetailsSchema = Type.Object({
  ...EmailLogSchema.properties,
  bodyText: Type.String(),
  bodyHtml: Nullable(Type.String()),
});

/** GetAllEmailLogs query: newest first; `filter` matches recipient, subject or template. */
export const EmailLogListQuerySchema = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
export const EmailLogIdQuerySchema = Type.Object({ id: Id() });

export type EmailLog = Static<typeof EmailLogSchema>;
export type EmailLogDetails = Static<typeof EmailLogDetailsSchema>;
export type EmailLogListQuery = Static<typeof EmailLogListQuerySchema>;
export type EmailLogIdQuery = Static<typeof EmailLogIdQuerySchema>;

// ---- Mail templates (Email/GetAll, GetEmailTemplate, UpdateEmailTemplates, SendTestEmail and
// PreviewEmailTemplate; permission Pages.Notification). One template per tenant, code and culture.

export const MailCultureSchema = Type.Union([Type.Literal('pl'), Type.Literal('en')]);

/** One row of the templates list. */
export const EmailTemplateSchema = Type.Object({
  id: Type.Integer(),
  /** A MAIL_TEMPLATE_CODES entry (contracts/mail.ts). */
  code: Type.String(),
  culture: MailCultureSchema,
  subject: Type.String(),
  /** Null while the tenant still has the shop's default text. */
  lastModificationTime: Nullable(Type.String()),
});

/** What a template may use: `{{name}}` (text or list) or `{{secret:name}}` (one-time value). */
export const EmailPlaceholderSchema = Type.Object({
  name: Type.String(),
  kind: Type.Union([Type.Literal('text'), Type.Literal('list'), Type.Literal('secret')]),
  /** The template cannot be saved without it. */
  required: Type.Boolean(),
});

/** A rendered mail (preview with sample data). */
export const EmailPreviewSchema = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
});

/** GetEmailTemplate answer (query `id` or `Id`, IdQueryAnyCase): the template, its placeholders and a preview with sample data. */
export const EmailTemplateDetailsSchema = Type.Object({
  ...EmailTemplateSchema.properties,
  bodyHtml: Type.String(),
  placeholders: Type.Array(EmailPlaceholderSchema),
  preview: EmailPreviewSchema,
});

/** GetAll query: by code, then culture; `filter` matches code or subject. */
export const EmailTemplateListQuerySchema = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  culture: Type.Optional(MailCultureSchema),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});

export const EMAIL_SUBJECT_MAX = 250;
export const EMAIL_BODY_MAX = 100_000;

/** UpdateEmailTemplates body (and PreviewEmailTemplate's: the unsaved edit). The HTML is sanitised on the server. */
export const UpdateEmailTemplateSchema = Type.Object({
  id: Id(),
  subject: Type.String({ minLength: 1, maxLength: EMAIL_SUBJECT_MAX }),
  bodyHtml: Type.String({ minLength: 1, maxLength: EMAIL_BODY_MAX }),
});

/** SendTestEmail query ("parameters only"): the address and, optionally, the template to render. */
export const SendTestEmailQuerySchema = Type.Object({
  to: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
  templateId: Type.Optional(Id()),
});
/** SendTestEmail answer: the e-mail log row of the mail sent. */
export const SendTestEmailResultSchema = Type.Object({
  logId: Type.Integer(),
  subject: Type.String(),
});

export type MailCultureValue = Static<typeof MailCultureSchema>;
export type EmailTemplate = Static<typeof EmailTemplateSchema>;
export type EmailPlaceholder = Static<typeof EmailPlaceholderSchema>;
export type EmailPreview = Static<typeof EmailPreviewSchema>;
export type EmailTemplateDetails = Static<typeof EmailTemplateDetailsSchema>;
export type EmailTemplateListQuery = Static<typeof EmailTemplateListQuerySchema>;
export type UpdateEmailTemplate = Static<typeof UpdateEmailTemplateSchema>;
export type SendTestEmailQuery = Static<typeof SendTestEmailQuerySchema>;
export type SendTestEmailResult = Static<typeof SendTestEmailResultSchema>;
