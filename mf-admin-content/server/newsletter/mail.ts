// The double opt-in mail: a link that confirms and one that cancels, both carrying the link token
// as a sealed secret (`{{secret:token}}`, requestMail): the outbox, the e-mail log and the broker
// never see it. Every later newsletter mail must carry `newsletterLinks(...).unsubscribe` the same way.
import { requestMail, secretPlaceholder, type ModuleContext } from '@armatura/shared-libs/server';
import type { ContentDb } from '../db/tables.js';
import { newsletterLinks } from './tokens.js';

export const NEWSLETTER_CONFIRMATION_TEMPLATE = 'NewsletterConfirmation';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function requestConfirmationMail(
  ctx: ModuleContext,
  tx: ContentDb,
  tenantId: number,
  email: string,
  token: string,
) {
  const links = newsletterLinks(ctx.config.publicUrl, secretPlaceholder('token'));
  await requestMail(ctx, tx, {
    tenantId,
    to: email,
    template: NEWSLETTER_CONFIRMATION_TEMPLATE,
    subject: 'Potwierdź zapis na newsletter sklepu Armatura',
    text: [
      'Dzień dobry,',
      '',
      `otrzymaliśmy prośbę o zapisanie adresu ${email} na newsletter sklepu Armatura.`,
      'Aby potwierdzić zapis, otwórz link:',
      links.confirm,
      '',
      'Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy żadnego newslettera.',
      '',
      'Rezygnacja z newslettera w dowolnej chwili:',
      links.unsubscribe,
    ].join('\n'),
    html: [
      '<p>Dzień dobry,</p>',
      `<p>otrzymaliśmy prośbę o zapisanie adresu ${escapeHtml(email)} na newsletter sklepu Armatura.</p>`,
      `<p><a href="${links.confirm}">Potwierdzam zapis na newsletter</a></p>`,
      '<p>Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy żadnego newslettera.</p>',
      `<p><a href="${links.unsubscribe.replace(/&/g, '&amp;')}">Rezygnuję z newslettera</a></p>`,
    ].join('\n'),
    secrets: { token },
  });
}
