// Email/SendTestEmail: renders a template with sample data (or a short fixed test message) and sends
// it at once through the normal delivery (log row, delivery row, SMTP). The staff member waits for
// the answer, so a refusal is answered right away (4xx with the server's reason) instead of retried.
import {
  notFound,
  sealMailSecrets,
  userError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { SendTestEmailResult } from '@armatura/shared-libs/contracts';
import { deliverDueMail, smtpConfiguredFor } from '../delivery.js';
import { logAndQueue } from '../queue.js';
import { giveUpMail, mailOutcome } from '../repository.js';
import { TEMPLATES } from './catalog.js';
import { renderSample } from './preview.js';
import { findTemplate, isTemplateCode } from './repository.js';
import { renderMail } from './render.js';

export const TEST_TEMPLATE = 'TestEmail';
const TEST_MAIL = {
  subject: 'Armatura: wiadomość testowa',
  bodyHtml:
    '<p>To jest wiadomość testowa ze sklepu Armatura.</p><p>Skoro ją czytasz, wysyłka e-maili działa.</p>',
};

export async function sendTestEmail(
  ctx: ModuleContext,
  tenantId: number,
  to: string,
  templateId?: number,
): Promise<SendTestEmailResult> {
  // The same question the mail handler asks: the tenant's SMTP settings (or SMTP_URL).
  if (!(await smtpConfiguredFor(ctx, tenantId)))
    throw userError(
      'Wysyłka e-maili nie jest skonfigurowana (brak serwera SMTP): wiadomość testowa nie została wysłana.',
    );
  let mail: { template: string; subject: string; text: string; html: string };
  let secrets: Record<string, string> = {};
  if (templateId === undefined) {
    mail = { template: TEST_TEMPLATE, ...renderMail(TEST_MAIL, {}, new Set()) };
  } else {
    const row = await findTemplate(ctx.db, tenantId, templateId);
    if (!row || !isTemplateCode(row.code)) throw notFound('Nie znaleziono szablonu.');
    const rendered = renderSample(row.code, { subject: row.subject, bodyHtml: row.body_html });
    mail = { template: row.code, ...rendered };
    secrets = sealMailSecrets(ctx.tokens, TEMPLATES[row.code].sampleSecrets);
  }
  const subject = `[TEST] ${mail.subject}`.slice(0, 250);
  const id = await logAndQueue(ctx, {
    tenantId,
    eventId: null,
    template: mail.template,
    to,
    subject,
    text: mail.text,
    html: mail.html,
    secrets,
    queue: true,
  });
  if (id === null) throw new Error('test mail was not queued');
  await deliverDueMail(ctx, id);
  const outcome = await mailOutcome(ctx.db, id);
  if (outcome?.status === 'sent') return { logId: id, subject };
  await giveUpMail(ctx.db, id, outcome?.error ?? null);
  throw userError(
    `Serwer SMTP nie przyjął wiadomości testowej${outcome?.error ? `: ${outcome.error}` : '.'}`,
  );
}
