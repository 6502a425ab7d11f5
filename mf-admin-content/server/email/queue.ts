// Writes a rendered mail to the e-mail log (secrets masked) and, when it is to be sent, its
// delivery row (bodies with `{{secret:…}}` placeholders, secrets still sealed) in one transaction.
// Used by the `mail.requested` handler and by Email/SendTestEmail, so both go the same way.
import { maskMail, type ModuleContext } from '@armatura/shared-libs/server';
import type { ContentDb } from '../db/tables.js';

export interface RenderedForLog {
  tenantId: number;
  /** The outbox event (unique: a redelivered event is logged once); null for a test mail. */
  eventId: number | null;
  template: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Placeholder name → SEALED value. */
  secrets: Record<string, string>;
  /** false: only logged (no SMTP configured). */
  queue: boolean;
}

/** The log row's id when the mail was queued for delivery, else null (logged only, or a duplicate). */
export async function logAndQueue(
  ctx: ModuleContext,
  mail: RenderedForLog,
): Promise<number | null> {
  const masked = maskMail(mail);
  const db: ContentDb = ctx.db;
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('content.email_log')
      .values({
        tenant_id: mail.tenantId,
        event_id: mail.eventId,
        template: mail.template,
        recipient: mail.to,
        subject: mail.subject,
        body_text: masked.text,
        body_html: masked.html,
        status: mail.queue ? 'queued' : 'logged',
        next_attempt_at: mail.queue ? new Date() : null,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row || !mail.queue) return null;
    // What SMTP gets: placeholders and sealed secrets, exactly as the event carried them.
    await tx
      .insertInto('content.email_delivery')
      .values({
        log_id: row.id,
        body_text: mail.text,
        body_html: mail.html,
        secrets: JSON.stringify(mail.secrets),
      })
      .execute();
    return Number(row.id);
  });
}
