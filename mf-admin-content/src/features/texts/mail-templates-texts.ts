/**
 * UI texts of the mail templates (namespace 'content-templates'): the templates tab of the
 * notifications screen and the template edit screen. `useTemplatesT()` in components; stores use
 * `mailTemplatesTexts.t`. Template and placeholder names are keyed by their code (`template.<code>`,
 * `placeholder.<name>`); an unknown one falls back to the code itself.
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { mailTemplatesEn } from './mail-templates-en';
import { mailTemplatesPl, type MailTemplatesTextKey } from './mail-templates-pl';

export type { MailTemplatesTextKey };
export const mailTemplatesTexts = registerTexts<MailTemplatesTextKey>('content-templates', {
  pl: mailTemplatesPl,
  en: mailTemplatesEn,
});

export function useTemplatesT(): (key: MailTemplatesTextKey, params?: TextParams) => string {
  return useNamespaceT(mailTemplatesTexts);
}

const isKey = (key: string): key is MailTemplatesTextKey => key in mailTemplatesPl;

/** The human name of a template code, or the code when the texts do not know it. */
export function templateName(t: (key: MailTemplatesTextKey) => string, code: string): string {
  const key = `template.${code}`;
  return isKey(key) ? t(key) : code;
}

/** What a placeholder holds, or '' when the texts do not know it. */
export function placeholderDescription(
  t: (key: MailTemplatesTextKey) => string,
  name: string,
): string {
  const key = `placeholder.${name}`;
  return isKey(key) ? t(key) : '';
}
