/**
 * UI texts of the back-office tools of the content remote (namespace 'content-tools'): the e-mail
 * log, contact messages, newsletter subscribers and the file repository. One namespace of
 * their own keeps these texts out of the public pages' chunks. `useToolsT()` in components.
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { toolsEn } from './admin-tools-en';
import { toolsPl, type ToolsTextKey } from './admin-tools-pl';

export type { ToolsTextKey };
export const toolsTexts = registerTexts<ToolsTextKey>('content-tools', {
  pl: toolsPl,
  en: toolsEn,
});

export function useToolsT(): (key: ToolsTextKey, params?: TextParams) => string {
  return useNamespaceT(toolsTexts);
}
