// The e-mail log for staff holding Pages.Notification.EmailLog (not every content editor: the log
// shows who was mailed what). One-time secrets are never in it: they are masked before it is written.
import {
  PagedResult,
  Type,
  envelope,
  notFound,
  sql,
  Nullable,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { EMAIL_LOG_PERMISSION } from '../permissions.js';

const EmailLog = Type.Object({
  id: Type.Integer(),
  template: Nullable(Type.String()),
  recipient: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  error: Nullable(Type.String()),
  creationTime: Type.String(),
  sentTime: Nullable(Type.String()),
  attempts: Type.Integer(),
  nextAttemptTime: Nullable(Type.String()),
});
const EmailLogDetails = Type.Intersect([
  EmailLog,
  Type.Object({ bodyText: Type.String(), bodyHtml: Nullable(Type.String()) }),
]);

const toDto = (r: Record<string, any>) => ({
  id: r.id,
  template: r.template,
  recipient: r.recipient,
  subject: r.subject,
  status: r.status,
  error: r.error,
  creationTime: new Date(r.created_at).toISOString(),
  sentTime: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  attempts: Number(r.attempts),
  nextAttemptTime: r.next_attempt_at ? new Date(r.next_attempt_at).toISOString() : null,
});

export async function emailLogRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.get(
    '/api/services/app/Email/GetAllEmailLogs',
    {
      schema: {
        tags: ['Email'],
        querystring: Type.Object({
          filter: Type.Optional(Type.String({ maxLength: 200 })),
          maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
          skipCount: Type.Integer({ minimum: 0, default: 0 }),
        }),
        response: { 200: envelope(PagedResult(EmailLog)) },
      },
      config: { permission: EMAIL_LOG_PERMISSION },
    },
    async (req) => {
      const { filter, maxResultCount, skipCount } = req.query as {
        filter?: string;
        maxResultCount: number;
        skipCount: number;
      };
      let q = ctx.db.selectFrom('content.email_log').where('tenant_id', '=', req.auth.tenantId);
      if (filter) {
        const like = `%${filter.toLowerCase()}%`;
        q = q.where((eb) =>
          eb.or([
            eb(sql`lower(recipient)`, 'like', like),
            eb(sql`lower(subject)`, 'like', like),
            eb(sql`lower(coalesce(template, ''))`, 'like', like),
          ]),
        );
      }
      const { n } = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(maxResultCount)
        .offset(skipCount)
        .execute();
      return { totalCount: Number(n), items: rows.map(toDto) };
    },
  );

  app.get(
    '/api/services/app/Email/GetEmailLog',
    {
      schema: {
        tags: ['Email'],
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(EmailLogDetails) },
      },
      config: { permission: EMAIL_LOG_PERMISSION },
    },
    async (req) => {
      const row = await ctx.db
        .selectFrom('content.email_log')
        .selectAll()
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', (req.query as { id: number }).id)
        .executeTakeFirst();
      if (!row) throw notFound('Nie znaleziono wiadomości.');
      return { ...toDto(row), bodyText: row.body_text, bodyHtml: row.body_html };
    },
  );
}
