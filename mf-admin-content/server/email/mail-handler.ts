// Handles `mail.requested` events: logs the mail with every secret masked (idempotent per event id,
// so a redelivered event is not logged or sent twice) and, when SMTP is configured, queues it for
// delivery and makes the first attempt at once. A failed attempt leaves the mail queued for the
// retry loop (sender-loop.ts): an SMTP outage never fails the event, let alone the order behind it.
import { maskMail, type ModuleContext } from '@armatura/shared-libs/server';
import { MAIL_REQUESTED, type MailRequested } from '@armatura/shared-libs/contracts';
import { deliverDueMail } from './delivery.js';
import type { ContentDb } from '../db/tables.js';

export { MAIL_FROM } from './delivery.js';

export function subscribeMail(ctx: ModuleContext) {
  ctx.events.subscribe<MailRequested>('content.mail', MAIL_REQUESTED, async (event) => {
    const mail = event.payload;
    const masked = maskMail(mail);
    const queued = ctx.mail !== null;
    const db: ContentDb = ctx.db;
    const id = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('content.email_log')
        .values({
          tenant_id: mail.tenantId,
          event_id: event.id,
          template: mail.template ?? null,
          recipient: mail.to,
          subject: mail.subject,
          body_text: masked.text,
          body_html: masked.html,
          status: queued ? 'queued' : 'logged',
          next_attempt_at: queued ? new Date() : null,
        })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row || !queued) return null;
      // What SMTP gets: placeholders and sealed secrets, exactly as the event carried them.
      await tx
        .insertInto('content.email_delivery')
        .values({
          log_id: row.id,
          body_text: mail.text,
          body_html: mail.html ?? null,
          secrets: JSON.stringify(mail.secrets ?? {}),
        })
        .execute();
      return Number(row.id);
    });
    // While the server is known to be down, leave it to the retry loop rather than holding the
    // event dispatcher on a dead connection for every mail.
    if (id !== null && ctx.mail?.health().state !== 'down') await deliverDueMail(ctx, id);
  });
}
