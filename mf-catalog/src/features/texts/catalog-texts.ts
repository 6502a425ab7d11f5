/**
 * UI texts of the catalogue (namespace 'catalog'). Texts quoted by storefront.md are kept
 * exactly; the rest is ours. Read them with `catalogTexts.t(key)` in stores and
 * `useCatalogT()` in components (re-renders on a language change).
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { pl } from './pl';
import { en } from './en';

export type CatalogTextKey = keyof typeof pl;
export type CatalogT = (key: CatalogTextKey, params?: TextParams) => string;

export const catalogTexts = registerTexts<CatalogTextKey>('catalog', { pl, en });

export function useCatalogT(): CatalogT {
  return useNamespaceT(catalogTexts);
}

/** Polish plural: 1 produkt, 2–4 produkty, 5+ (and 12–14) produktów. */
export function pluralPl(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return one;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}
