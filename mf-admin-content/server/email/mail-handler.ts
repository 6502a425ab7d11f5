// Handles `mail.requested` events: logs the mail (idempotent per event id, so a redelivered event
// is not logged or sent twice) and sends it by SMTP when a transport is configured.
import { sql, type ModuleContext } from '@armatura/shared-libs/server';
import { MAIL_REQUESTED, type MailRequested } from '@armatura/shared-libs/contracts';

export const MAIL_FROM = 'Armatura <sklep@armatura.pl>';

export function subscribeMail(ctx: ModuleContext) {
  ctx.events.subscribe<MailRequested>('content.mail', MAIL_REQUESTED, async (event) => {
    const mail = event.payload;
    const inserted = await sql<{ id: number }>`insert into content.email_log (tenant_id, event_id, template, recipient, subject, body_text, body_html, status)
      values (${mail.tenantId}, ${event.id}, ${mail.template ?? null}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null}, ${ctx.mail ? 'queued' : 'logged'})
      on conflict (event_id) do nothing returning id`.execute(ctx.db);
    const row = inserted.rows[0];
    if (!row || !ctx.mail) return;
    try {
      const { messageId } = await ctx.mail.send({ from: ctx.config.env.MAIL_FROM ?? MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await ctx.db.updateTable('content.email_log').set({ status: 'sent', message_id: messageId, sent_at: new Date() }).where('id', '=', row.id).execute();
    } catch (err) {
      // Kept as failed in the log; staff can resend. The event itself is done (the log has it).
      await ctx.db.updateTable('content.email_log').set({ status: 'failed', error: String(err) }).where('id', '=', row.id).execute();
    }
  });
}
