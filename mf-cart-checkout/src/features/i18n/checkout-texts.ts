/**
 * The checkout's texts as the i18n namespace 'checkout' (Polish and English). Stores read them
 * with `checkoutTexts.t(key)`; components through `T` (../texts.ts) or `useCheckoutT()`, which
 * re-renders on a language change. Plurals: `t('imported', { count })` picks imported_one/_few/_many.
 */
import { registerTexts, useNamespaceT, type TextParams } from '@armatura/shared-libs/i18n';
import { pl } from './pl';

export type CheckoutTextKey = keyof typeof pl;
// English only for pages in English: a Polish visitor's first load does not carry it (issue 16).
export const checkoutTexts = registerTexts<CheckoutTextKey>('checkout', {
  pl,
  en: () => import('./en').then((m) => m.en),
});

export function useCheckoutT(): (key: CheckoutTextKey, params?: TextParams) => string {
  return useNamespaceT(checkoutTexts);
}
