// Newsletter: public Subscribe (double opt-in), GetNewsletterByToken and Unsubscribe (the mailed
// link's token is the credential), and the staff list and CSV export (Pages.Newsletter).
// Subscribe answers the same whatever the address's state, so nobody learns who is subscribed; a
// pending address gets at most one confirmation mail per RESEND_MINUTES, so the form cannot be used
// to flood someone's inbox. Schemas: shared-libs/src/contracts/content-newsletter.ts.
import type { FastifyInstance } from 'fastify';
import {
  toCsv,
  envelope,
  notFound,
  parseSorting,
  userError,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  NEWSLETTER_MESSAGES,
  NewsletterByTokenSchema,
  NewsletterExportQuerySchema,
  NewsletterListQuerySchema,
  NewsletterMessageSchema,
  NewsletterPageSchema,
  NewsletterSubscribeSchema,
  NewsletterTokenSchema,
  newsletterEmailProblem,
  type NewsletterStatus,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { NEWSLETTER_PERMISSION } from '../permissions.js';
import { requestConfirmationMail } from './mail.js';
import { linkToken, newNonce, tokenMac } from './tokens.js';
import {
  NEWSLETTER_SORT_COLUMNS,
  byEmailForUpdate,
  byTokenMac,
  exportSubscriptions,
  insertPending,
  listSubscriptions,
  updateSubscription,
} from './repository.js';

const N = '/api/services/app/Newsletter';
const RESEND_MINUTES = 10;
const STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'oczekuje na potwierdzenie',
  confirmed: 'potwierdzony',
  unsubscribed: 'wypisany',
};
/** Per IP: enough for a person who mistyped, too few to enumerate or to mail-bomb. */
const publicLimit = (env: Record<string, string | undefined>) => {
  const n = Number(env.NEWSLETTER_RATE_LIMIT);
  return { max: Number.isInteger(n) && n > 0 ? n : 10, timeWindow: '10 minutes' };
};

export async function newsletterRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const config = { permission: NEWSLETTER_PERMISSION };
  const rateLimit = {
    ...publicLimit(ctx.config.env),
    keyGenerator: (req: { ip: string }) => req.ip,
  };
  const byToken = (tenantId: number, token: string) =>
    byTokenMac(db, tenantId, tokenMac(ctx.tokens, token));

  const subscribe = (tenantId: number, email: string) =>
    db.transaction().execute(async (tx) => {
      const row = await byEmailForUpdate(tx, tenantId, email);
      if (!row) {
        const nonce = newNonce();
        const token = linkToken(ctx.tokens, tenantId, nonce);
        const mac = tokenMac(ctx.tokens, token);
        const row = { tenant_id: tenantId, email, link_nonce: nonce, token_mac: mac };
        if (await insertPending(tx, row))
          await requestConfirmationMail(ctx, tx, tenantId, email, token);
        return;
      }
      if (row.status === 'confirmed') return;
      // Only the holder of the link can have left, so a re-subscription is mailed at once; a
      // pending address is mailed again only after RESEND_MINUTES.
      const recent =
        row.status === 'pending' &&
        !!row.last_mail_at &&
        Date.now() - new Date(row.last_mail_at).getTime() < RESEND_MINUTES * 60_000;
      if (recent) return;
      // Subscribing again after leaving starts over with a new link: the old one stops working.
      const nonce = row.status === 'unsubscribed' ? newNonce() : row.link_nonce;
      const token = linkToken(ctx.tokens, tenantId, nonce);
      await updateSubscription(tx, tenantId, row.id, {
        status: 'pending',
        link_nonce: nonce,
        token_mac: tokenMac(ctx.tokens, token),
        last_mail_at: new Date(),
        unsubscribed_at: null,
      });
      await requestConfirmationMail(ctx, tx, tenantId, email, token);
    });

  app.post(
    `${N}/Subscribe`,
    {
      config: { rateLimit },
      schema: {
        body: NewsletterSubscribeSchema,
        response: { 200: envelope(NewsletterMessageSchema) },
      },
    },
    async (req) => {
      const { email, token } = req.body;
      const t = req.auth.tenantId;
      if ((email === undefined) === (token === undefined))
        throw userError(NEWSLETTER_MESSAGES.needEmailOrToken);
      if (token !== undefined) {
        const row = await byToken(t, token);
        if (!row) throw notFound(NEWSLETTER_MESSAGES.badLink);
        if (row.status !== 'confirmed')
          await updateSubscription(db, t, row.id, {
            status: 'confirmed',
            confirmed_at: new Date(),
            unsubscribed_at: null,
          });
        return { message: NEWSLETTER_MESSAGES.confirmed };
      }
      const problem = newsletterEmailProblem(email);
      if (problem) throw validationError(problem, [{ message: problem, members: ['email'] }]);
      await subscribe(t, email!.trim().toLowerCase());
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  app.get(
    `${N}/GetNewsletterByToken`,
    {
      config: { rateLimit },
      schema: {
        querystring: NewsletterTokenSchema,
        response: { 200: envelope(NewsletterByTokenSchema) },
      },
    },
    async (req) => {
      const row = await byToken(req.auth.tenantId, req.query.token);
      if (!row) throw notFound(NEWSLETTER_MESSAGES.badLink);
      return { email: row.email, status: row.status as NewsletterStatus };
    },
  );

  app.post(
    `${N}/Unsubscribe`,
    {
      config: { rateLimit },
      schema: { body: NewsletterTokenSchema, response: { 200: envelope(NewsletterMessageSchema) } },
    },
    async (req) => {
      const t = req.auth.tenantId;
      const row = await byToken(t, req.body.token);
      if (!row) throw notFound(NEWSLETTER_MESSAGES.badLink);
      if (row.status !== 'unsubscribed')
        await updateSubscription(db, t, row.id, {
          status: 'unsubscribed',
          unsubscribed_at: new Date(),
        });
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );

  app.get(
    `${N}/GetAll`,
    {
      config,
      schema: {
        querystring: NewsletterListQuerySchema,
        response: { 200: envelope(NewsletterPageSchema) },
      },
    },
    async (req) => {
      const order = parseSorting(req.query.sorting, NEWSLETTER_SORT_COLUMNS, [
        'created_at',
        'desc',
      ]);
      return listSubscriptions(db, req.auth.tenantId, req.query, order);
    },
  );

  app.get(
    `${N}/ExportCsv`,
    { config, schema: { querystring: NewsletterExportQuerySchema } },
    async (req, reply) => {
      const rows = await exportSubscriptions(db, req.auth.tenantId, req.query);
      const csv = toCsv([
        ['E-mail', 'Status', 'Data zapisu', 'Data potwierdzenia', 'Data wypisania'],
        ...rows.map((r) => [
          r.email,
          STATUS_LABELS[r.status],
          r.creationTime,
          r.confirmationTime ?? '',
          r.unsubscriptionTime ?? '',
        ]),
      ]);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(csv, 'utf8'));
    },
  );
}
