/**
 * Texts of the dictionaries screen (namespace 'commerceDictionaries', Polish and English). Stores
 * read them with `dictionaryTexts.t(key)`, components with `useDictionaryT()`.
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { pl } from './pl';
import { en } from './en';

export type DictionaryTextKey = keyof typeof pl;

export const dictionaryTexts = registerTexts<DictionaryTextKey>('commerceDictionaries', { pl, en });

export function useDictionaryT(): (key: DictionaryTextKey, params?: TextParams) => string {
  return useNamespaceT(dictionaryTexts);
}
