// SMTP delivery of queued log rows, with retries. A row is claimed with a lease (skip locked, so
// several processes may deliver from one database), its secrets are unsealed only to hand the mail
// to the transport, and the outcome is written back: sent, retried later (1 min, 5 min, 30 min, 2 h,
// 6 h), or failed for good. The sealed bodies are deleted as soon as the row is sent or given up.
// No transaction is open while talking to SMTP (PGlite has one connection).
// The SMTP server and sender are the row's tenant's (commerce configuration, read through the
// commerce module API: cached, dropped on change), so a change in the back office applies to the
// next attempt without a restart.
import { MailSendError, openMail, sql, type ModuleContext } from '@armatura/shared-libs/server';
import type { Updateable } from 'kysely';
import type { ContentDb, ContentEmailLog, Json } from '../db/tables.js';
import { mailTransport, tenantSmtp } from './tenant-smtp.js';

export const MAIL_FROM = 'Armatura <sklep@armatura.pl>';
export { smtpConfiguredFor } from './tenant-smtp.js';
/** Minutes before the 2nd, 3rd, … attempt; after the last one the mail is 'failed'. */
export const RETRY_DELAYS_MIN = [1, 5, 30, 120, 360];
export const MAX_ATTEMPTS = RETRY_DELAYS_MIN.length + 1;
const LEASE = '5 minutes';
const BATCH = 20;

interface Claimed {
  id: number;
  tenant_id: number;
  recipient: string;
  subject: string;
  template: string | null;
  attempts: number;
}

async function claim(ctx: ModuleContext, onlyId?: number): Promise<Claimed[]> {
  const only = onlyId === undefined ? sql`` : sql`and id = ${onlyId}`;
  const rows = (
    await sql<Claimed>`update content.email_log set next_attempt_at = now() + ${sql.raw(`interval '${LEASE}'`)}
    where id in (select id from content.email_log where status = 'queued' and next_attempt_at <= now() ${only}
                 order by next_attempt_at, id limit ${BATCH} for update skip locked)
    returning id, tenant_id, recipient, subject, template, attempts`.execute(ctx.db)
  ).rows;
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** The sealed secrets column as written by mail-handler.ts: placeholder name → sealed value. */
function sealedSecrets(json: Json): Record<string, string> {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  return Object.fromEntries(
    Object.entries(json).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

async function finish(db: ContentDb, id: number, set: Updateable<ContentEmailLog>) {
  await db.updateTable('content.email_log').set(set).where('id', '=', id).execute();
  await db.deleteFrom('content.email_delivery').where('log_id', '=', id).execute();
}

/** One attempt; answers false when the server could not be reached (the caller stops its batch). */
async function attempt(ctx: ModuleContext, row: Claimed): Promise<boolean> {
  const db: ContentDb = ctx.db;
  const attempts = row.attempts + 1;
  const body = await db
    .selectFrom('content.email_delivery')
    .selectAll()
    .where('log_id', '=', row.id)
    .executeTakeFirst();
  const opened = body
    ? openMail(ctx.tokens, {
        text: body.body_text,
        html: body.body_html,
        secrets: sealedSecrets(body.secrets),
      })
    : null;
  if (!opened) {
    await finish(db, row.id, {
      status: 'failed',
      attempts,
      next_attempt_at: null,
      error: body
        ? 'Nie można odczytać zabezpieczonej treści (zmieniony klucz platformy?).'
        : 'Brak treści do wysłania.',
    });
    return true;
  }
  const smtp = await tenantSmtp(ctx, row.tenant_id);
  // SMTP switched off since the mail was queued: it waits (no attempt counted) until it is on again.
  if (smtp === null) return false;
  try {
    const { messageId } = await mailTransport(ctx).send(
      {
        from: smtp.from ?? ctx.config.env.MAIL_FROM ?? MAIL_FROM,
        to: row.recipient,
        subject: row.subject,
        ...opened,
        ...(row.template ? { headers: { 'X-Armatura-Template': row.template } } : {}),
      },
      smtp.settings,
    );
    await finish(db, row.id, {
      status: 'sent',
      attempts,
      next_attempt_at: null,
      error: null,
      message_id: messageId,
      sent_at: new Date(),
    });
    return true;
  } catch (err) {
    const failure =
      err instanceof MailSendError ? err : new MailSendError(String(err), false, false);
    if (failure.permanent || attempts >= MAX_ATTEMPTS) {
      await finish(db, row.id, {
        status: 'failed',
        attempts,
        next_attempt_at: null,
        error: failure.message,
      });
    } else {
      await db
        .updateTable('content.email_log')
        .set({
          attempts,
          error: failure.message,
          next_attempt_at: sql`now() + make_interval(mins => ${RETRY_DELAYS_MIN[attempts - 1]!})`,
        })
        .where('id', '=', row.id)
        .execute();
    }
    return failure.serverReachable;
  }
}

/**
 * Sends every due queued mail (or just `onlyId`). When the server is unreachable the rest of the
 * batch is put back as it was (no attempt counted) instead of waiting on a dead server once per mail.
 */
export async function deliverDueMail(ctx: ModuleContext, onlyId?: number): Promise<number> {
  const db: ContentDb = ctx.db;
  const rows = await claim(ctx, onlyId);
  let tried = 0;
  for (let i = 0; i < rows.length; i++) {
    if (!(await attempt(ctx, rows[i]!))) {
      const rest = rows.slice(i + 1).map((r) => r.id);
      if (rest.length)
        await db
          .updateTable('content.email_log')
          .set({ next_attempt_at: sql`now() + make_interval(mins => ${RETRY_DELAYS_MIN[0]!})` })
          .where('id', 'in', rest)
          .execute();
      break;
    }
    tried++;
  }
  return tried;
}
