// Mail of the contact form: the message to the shop's address and a short acknowledgement to the
// sender. The acknowledgement repeats nothing the sender wrote, so the form cannot be used to send
// someone else a text of the sender's choosing from the shop's address. The texts are the content
// domain's templates `ContactMessage` and `ContactAcknowledgement` (email/templates).
// The shop's address: the company contact e-mail of the commerce configuration (shopContactEmail).
import { requestMail, type ModuleContext } from '@armatura/shared-libs/server';
import type { CommerceModuleApi, MailTemplateCode } from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';

export const DEFAULT_SHOP_CONTACT_EMAIL = 'kontakt@armatura.pl';
export const CONTACT_MESSAGE_TEMPLATE = 'ContactMessage' satisfies MailTemplateCode;
export const CONTACT_ACK_TEMPLATE = 'ContactAcknowledgement' satisfies MailTemplateCode;

/**
 * The company's contact e-mail from the commerce configuration (Configuration/
 * UpdateCompanyInformation; seeded from SHOP_CONTACT_EMAIL), so a change applies at once.
 */
export async function shopContactEmail(ctx: ModuleContext, tenantId: number, tx?: ContentDb) {
  const commerce = ctx.modules.tryGet<CommerceModuleApi>('commerce');
  const configured = commerce && (await commerce.getCompanyInformation(tenantId, tx)).contactEmail;
  return configured || ctx.config.env.SHOP_CONTACT_EMAIL?.trim() || DEFAULT_SHOP_CONTACT_EMAIL;
}

/** One line: a subject with a line break would end the mail header early. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export interface ContactMail {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

export async function requestContactMails(
  ctx: ModuleContext,
  tx: ContentDb,
  tenantId: number,
  c: ContactMail,
) {
  await requestMail(ctx, tx, {
    tenantId,
    to: await shopContactEmail(ctx, tenantId, tx),
    template: CONTACT_MESSAGE_TEMPLATE,
    data: {
      messageId: c.id,
      name: oneLine(c.name),
      email: c.email,
      phone: c.phone ? oneLine(c.phone) : '',
      subject: oneLine(c.subject),
      message: c.message,
    },
  });
  await requestMail(ctx, tx, {
    tenantId,
    to: c.email,
    template: CONTACT_ACK_TEMPLATE,
    data: {},
  });
}
