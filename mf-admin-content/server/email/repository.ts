// Reads of the e-mail log for staff (Email/* routes), and the outcome of a test mail. Every staff
// read names its tenant.
import { sql } from '@armatura/shared-libs/server';
import type { Selectable } from 'kysely';
import type { EmailLog, EmailLogDetails } from '@armatura/shared-libs/contracts';
import type { ContentDb, ContentEmailLog } from '../db/tables.js';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const toDto = (r: Selectable<ContentEmailLog>): EmailLog => ({
  id: r.id,
  template: r.template,
  recipient: r.recipient,
  subject: r.subject,
  status: r.status,
  error: r.error,
  creationTime: new Date(r.created_at).toISOString(),
  sentTime: iso(r.sent_at),
  attempts: Number(r.attempts),
  nextAttemptTime: iso(r.next_attempt_at),
});

/** Newest first; `filter` matches recipient, subject or template, case-insensitively. */
export async function listEmailLogs(
  db: ContentDb,
  tenantId: number,
  opts: { filter?: string; skip: number; take: number },
): Promise<{ totalCount: number; items: EmailLog[] }> {
  let q = db.selectFrom('content.email_log').where('tenant_id', '=', tenantId);
  if (opts.filter) {
    const like = `%${opts.filter.toLowerCase()}%`;
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
    .limit(opts.take)
    .offset(opts.skip)
    .execute();
  return { totalCount: Number(n), items: rows.map(toDto) };
}

export async function findEmailLog(
  db: ContentDb,
  tenantId: number,
  id: number,
): Promise<EmailLogDetails | null> {
  const row = await db
    .selectFrom('content.email_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...toDto(row), bodyText: row.body_text, bodyHtml: row.body_html } : null;
}

/** How a mail's delivery went (Email/SendTestEmail reads it right after its attempt). */
export async function mailOutcome(db: ContentDb, id: number) {
  return db
    .selectFrom('content.email_log')
    .select(['status', 'error'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A test mail is not retried: failed at once, its sealed bodies deleted. */
export async function giveUpMail(db: ContentDb, id: number, error: string | null) {
  await db
    .updateTable('content.email_log')
    .set({ status: 'failed', next_attempt_at: null, error: error ?? 'Nie wysłano.' })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('content.email_delivery').where('log_id', '=', id).execute();
}
