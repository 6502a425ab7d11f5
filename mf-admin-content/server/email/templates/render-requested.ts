// Turns a `mail.requested` event into the mail to log and send: the tenant's current template in
// the event's culture (Polish when absent) rendered with the event's data. Events written before
// mail became templates (subject and text in the event) are still in some outboxes after an
// upgrade: they are taken as they are.
import type { MailRequested } from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../../db/tables.js';
import { currentTemplate, isTemplateCode } from './repository.js';
import { renderMail } from './render.js';

/** The pre-template shape of the event. */
export interface LegacyMailRequested {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  template?: string;
  secrets?: Record<string, string>;
}

export async function renderRequested(
  db: ContentDb,
  mail: MailRequested | LegacyMailRequested,
): Promise<{ subject: string; text: string; html: string | null }> {
  if ('subject' in mail && typeof mail.subject === 'string' && !('data' in mail))
    return { subject: mail.subject, text: mail.text, html: mail.html ?? null };
  const m = mail as MailRequested;
  if (!isTemplateCode(m.template))
    throw new Error(`mail.requested: unknown template code "${String(m.template)}"`);
  const row = await currentTemplate(db, m.tenantId, m.template, m.culture === 'en' ? 'en' : 'pl');
  const secretNames = new Set(Object.keys(m.secrets ?? {}));
  return renderMail({ subject: row.subject, bodyHtml: row.body_html }, m.data ?? {}, secretNames);
}
