// Mail of the contact form: the message to the shop's address and a short acknowledgement to the
// sender. The acknowledgement repeats nothing the sender wrote, so the form cannot be used to send
// someone else a text of the sender's choosing from the shop's address.
// The shop's address: SHOP_CONTACT_EMAIL (the commerce module's API has no company data yet; when it
// does, read it there), default DEFAULT_SHOP_CONTACT_EMAIL.
import { requestMail, type ModuleContext } from '@armatura/shared-libs/server';
import type { ContentDb } from '../db/tables.js';

export const DEFAULT_SHOP_CONTACT_EMAIL = 'kontakt@armatura.pl';
export const CONTACT_MESSAGE_TEMPLATE = 'ContactMessage';
export const CONTACT_ACK_TEMPLATE = 'ContactAcknowledgement';

export const shopContactEmail = (ctx: ModuleContext) =>
  ctx.config.env.SHOP_CONTACT_EMAIL?.trim() || DEFAULT_SHOP_CONTACT_EMAIL;

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
    to: shopContactEmail(ctx),
    template: CONTACT_MESSAGE_TEMPLATE,
    subject: `Formularz kontaktowy: ${oneLine(c.subject)}`.slice(0, 250),
    text: [
      `Wiadomość nr ${c.id} z formularza kontaktowego sklepu.`,
      '',
      `Od: ${oneLine(c.name)} <${c.email}>`,
      `Telefon: ${c.phone ? oneLine(c.phone) : '—'}`,
      `Temat: ${oneLine(c.subject)}`,
      '',
      c.message,
    ].join('\n'),
  });
  await requestMail(ctx, tx, {
    tenantId,
    to: c.email,
    template: CONTACT_ACK_TEMPLATE,
    subject: 'Otrzymaliśmy Twoją wiadomość – Armatura',
    text: [
      'Dzień dobry,',
      '',
      'dziękujemy za wiadomość wysłaną przez formularz kontaktowy sklepu Armatura.',
      'Odpowiemy najszybciej, jak to możliwe, zwykle w ciągu jednego dnia roboczego.',
      '',
      'Jeśli to nie Ty wysłałeś(-aś) wiadomość, zignoruj ten e-mail.',
      '',
      'Zespół Armatura',
    ].join('\n'),
  });
}
