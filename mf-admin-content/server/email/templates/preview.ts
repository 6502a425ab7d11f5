// A template rendered with its code's sample data (catalog.ts), sample secrets filled in: what the
// edit screen previews and what Email/SendTestEmail sends.
import { fillSecrets } from '@armatura/shared-libs/server';
import type { EmailPreview, MailTemplateCode } from '@armatura/shared-libs/contracts';
import { TEMPLATES } from './catalog.js';
import { renderMail, type RenderedMail } from './render.js';

/** Rendered with sample data; secret placeholders kept (for a mail that carries them sealed). */
export function renderSample(
  code: MailTemplateCode,
  template: { subject: string; bodyHtml: string },
): RenderedMail {
  const def = TEMPLATES[code];
  return renderMail(template, def.sample, new Set(Object.keys(def.sampleSecrets)));
}

export function previewTemplate(
  code: MailTemplateCode,
  template: { subject: string; bodyHtml: string },
): EmailPreview {
  const secrets = TEMPLATES[code].sampleSecrets;
  const r = renderSample(code, template);
  return {
    subject: r.subject,
    html: fillSecrets(r.html, secrets, true),
    text: fillSecrets(r.text, secrets),
  };
}
