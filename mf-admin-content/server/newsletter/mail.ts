// The double opt-in mail: a link that confirms and one that cancels, both carrying the link token
// as a sealed secret (`{{secret:token}}`, requestMail): the outbox, the e-mail log and the broker
// never see it. Every later newsletter mail must carry `newsletterLinks(...).unsubscribe` the same way.
// The text is the content domain's template `NewsletterConfirmation` (email/templates).
import { requestMail, secretPlaceholder, type ModuleContext } from '@armatura/shared-libs/server';
import type { MailTemplateCode } from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { newsletterLinks } from './tokens.js';

export const NEWSLETTER_CONFIRMATION_TEMPLATE = 'NewsletterConfirmation' satisfies MailTemplateCode;

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
    data: { email, confirmUrl: links.confirm, unsubscribeUrl: links.unsubscribe },
    secrets: { token },
  });
}
