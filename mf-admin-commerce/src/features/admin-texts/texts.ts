/** Texts of the product / availability admin screens (namespace 'adminProducts'; Polish, English). */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { en } from './en';
import { pl } from './pl';

export type AdminTextKey = keyof typeof pl;
export const adminTexts = registerTexts<AdminTextKey>('adminProducts', { pl, en });

export function useAdminT(): (key: AdminTextKey, params?: TextParams) => string {
  return useNamespaceT(adminTexts);
}
