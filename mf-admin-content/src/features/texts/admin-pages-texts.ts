/**
 * UI texts of the back-office static block and blog screens (namespace 'content-admin-pages').
 * `adminPagesTexts.t(key)` in stores, `useAdminPagesT()` in components.
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { adminPagesPl, type AdminPagesTextKey } from './admin-pages-pl';
import { adminPagesEn } from './admin-pages-en';

export type { AdminPagesTextKey };
export type AdminPagesT = (key: AdminPagesTextKey, params?: TextParams) => string;

export const adminPagesTexts = registerTexts<AdminPagesTextKey>('content-admin-pages', {
  pl: adminPagesPl,
  en: adminPagesEn,
});

export function useAdminPagesT(): AdminPagesT {
  return useNamespaceT(adminPagesTexts);
}

/** A static block category in the UI's language; one these texts do not know keeps the API's name. */
export function categoryLabel(t: AdminPagesT, category: { value: string; name: string }): string {
  const key = `category.${category.value}`;
  return key in adminPagesPl ? t(key as AdminPagesTextKey) : category.name;
}
