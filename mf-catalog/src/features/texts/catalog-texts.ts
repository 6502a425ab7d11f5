/**
 * UI texts of the catalogue (namespace 'catalog'). Texts quoted by storefront.md are kept
 * exactly; the rest is ours. Read them with `catalogTexts.t(key)` in stores and
 * `useCatalogT()` in components (re-renders on a language change). Counted texts take
 * `{ count }`: the i18n layer picks `key_one` / `key_few` / `key` by Intl.PluralRules.
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { pl } from './pl';

export type CatalogTextKey = keyof typeof pl;
export type CatalogT = (key: CatalogTextKey, params?: TextParams) => string;

// English only for pages in English: a Polish visitor's first load does not carry it (issue 16).
export const catalogTexts = registerTexts<CatalogTextKey>('catalog', {
  pl,
  en: () => import('./en').then((m) => m.en),
});

export function useCatalogT(): CatalogT {
  return useNamespaceT(catalogTexts);
}
