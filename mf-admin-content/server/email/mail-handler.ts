// Handles `mail.requested` events: renders the tenant's CURRENT template for the event's code and
// culture with the sender's data (templates/), logs the mail with every secret masked (idempotent
// per event id, so a redelivered event is not logged or sent twice) and, when SMTP is configured,
// queues it for delivery and makes the first attempt at once. A failed attempt leaves the mail
// queued for the retry loop (sender-loop.ts): an SMTP outage never fails the event, let alone the
// order behind it.
import type { ModuleContext } from '@armatura/shared-libs/server';
import { MAIL_REQUESTED, type MailRequested } from '@armatura/shared-libs/contracts';
import { deliverDueMail, smtpConfiguredFor } from './delivery.js';
import { logAndQueue } from './queue.js';
import { renderRequested, type LegacyMailRequested } from './templates/render-requested.js';

export { MAIL_FROM } from './delivery.js';

export function subscribeMail(ctx: ModuleContext) {
  ctx.events.subscribe<MailRequested | LegacyMailRequested>(
    'content.mail',
    MAIL_REQUESTED,
    async (event) => {
      const mail = event.payload;
      // Plain reads before the log's transaction (PGlite has one connection).
      const rendered = await renderRequested(ctx.db, mail);
      const queue = await smtpConfiguredFor(ctx, mail.tenantId); // the tenant's SMTP settings
      const id = await logAndQueue(ctx, {
        tenantId: mail.tenantId,
        eventId: event.id,
        template: mail.template ?? null,
        to: mail.to,
        ...rendered,
        secrets: mail.secrets ?? {},
        queue,
      });
      // While the server is known to be down, leave it to the retry loop rather than holding the
      // event dispatcher on a dead connection for every mail.
      if (id !== null && ctx.mail?.health().state !== 'down') await deliverDueMail(ctx, id);
    },
  );
}
