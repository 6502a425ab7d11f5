// The e-mail log for staff holding Pages.Notification.EmailLog (not every content editor: the log
// shows who was mailed what). One-time secrets are never in it: they are masked before it is written.
import {
  PagedResult,
  envelope,
  notFound,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  EmailLogDetailsSchema,
  EmailLogIdQuerySchema,
  EmailLogListQuerySchema,
  EmailLogSchema,
} from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { EMAIL_LOG_PERMISSION } from '../permissions.js';
import { findEmailLog, listEmailLogs } from './repository.js';

export async function emailLogRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (content-email.ts): req.query needs no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/services/app/Email/GetAllEmailLogs',
    {
      schema: {
        tags: ['Email'],
        querystring: EmailLogListQuerySchema,
        response: { 200: envelope(PagedResult(EmailLogSchema)) },
      },
      config: { permission: EMAIL_LOG_PERMISSION },
    },
    async (req) => {
      const { filter, maxResultCount, skipCount } = req.query;
      return listEmailLogs(ctx.db, req.auth.tenantId, {
        filter,
        skip: skipCount,
        take: maxResultCount,
      });
    },
  );

  app.get(
    '/api/services/app/Email/GetEmailLog',
    {
      schema: {
        tags: ['Email'],
        querystring: EmailLogIdQuerySchema,
        response: { 200: envelope(EmailLogDetailsSchema) },
      },
      config: { permission: EMAIL_LOG_PERMISSION },
    },
    async (req) => {
      const found = await findEmailLog(ctx.db, req.auth.tenantId, req.query.id);
      if (!found) throw notFound('Nie znaleziono wiadomości.');
      return found;
    },
  );
}
