// The contact form (public): Contacts/GetFormToken when the form opens, then Contacts/SendMessage
// (Email/SendMessage is the same call under the name older clients use). A message is checked
// (Polish field messages, consent), screened for bots (honeypot, signed form-start token, minimum
// fill time, per-IP rate limit), stored, and mailed to the shop with an acknowledgement to the
// sender, all in one transaction. The staff calls are in admin-routes.ts.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CONTACT_MESSAGES,
  ContactFormTokenSchema,
  ContactSendSchema,
  ContactSentSchema,
  contactProblems,
  type ContactSend,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { checkFormToken, issueFormToken } from './form-token.js';
import { requestContactMails } from './mail.js';
import { insertContact } from './repository.js';

const DEFAULT_PER_10_MINUTES = 5;
const sendLimit = (env: Record<string, string | undefined>) => {
  const n = Number(env.CONTACT_RATE_LIMIT);
  return {
    max: Number.isInteger(n) && n > 0 ? n : DEFAULT_PER_10_MINUTES,
    timeWindow: '10 minutes',
    // The client's address only: no header or body field can choose another bucket.
    keyGenerator: (req: { ip: string }) => req.ip,
  };
};

export async function contactFormRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;

  app.get(
    '/api/services/app/Contacts/GetFormToken',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r) => r.ip } },
      schema: { response: { 200: envelope(ContactFormTokenSchema) } },
    },
    async (req) => ({ formToken: await issueFormToken(ctx.tokens, req.auth.tenantId) }),
  );

  const send = async (tenantId: number, body: ContactSend) => {
    const problems = contactProblems(body);
    if (problems.length) throw validationError(CONTACT_MESSAGES.invalid, problems);
    await checkFormToken(ctx.tokens, tenantId, body.formToken);
    // A bot filled the field people never see: it is told what a person is told, and nothing is kept.
    if (body.website?.trim()) return { message: CONTACT_MESSAGES.sent };
    await db.transaction().execute(async (tx) => {
      const saved = await insertContact(tx, {
        tenant_id: tenantId,
        name: body.name.trim(),
        email: body.email.trim(),
        phone: body.phone?.trim() || null,
        subject: body.subject.trim(),
        message: body.message.trim(),
        source: 'form',
      });
      await requestContactMails(ctx, tx, tenantId, saved);
    });
    return { message: CONTACT_MESSAGES.sent };
  };

  for (const url of [
    '/api/services/app/Contacts/SendMessage',
    '/api/services/app/Email/SendMessage',
  ]) {
    app.post(
      url,
      {
        config: { rateLimit: sendLimit(ctx.config.env) },
        schema: { body: ContactSendSchema, response: { 200: envelope(ContactSentSchema) } },
      },
      async (req) => send(req.auth.tenantId, req.body),
    );
  }
}
