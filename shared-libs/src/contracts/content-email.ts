// The e-mail log API (content domain, Email/* routes, Pages.Notification.EmailLog): the one contract.
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
