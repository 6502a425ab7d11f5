// The checkout team's UI texts, read in the current language from the i18n namespace 'checkout'
// (./i18n: pl.ts with the spec's texts word for word, en.ts). Each property is read at render time,
// so a component shows the language of the moment; the App and the widgets re-render on a change.
import { checkoutTexts, type CheckoutTextKey } from './i18n/checkout-texts';
import { pl } from './i18n/pl';

const t = checkoutTexts.t;
type Plain = Exclude<
  CheckoutTextKey,
  | 'added'
  | 'offerSaved'
  | 'offerTitle'
  | 'importRow'
  | `imported${string}`
  | 'editing'
  | 'fromOffer'
  | 'limitWarning'
  | 'tooLong'
  | 'vatAt'
  | 'vatBase'
  | 'quantityWithUnit'
  | `step_${string}`
  | `decisionTitle${string}`
>;

const withParams = {
  added: (name: string) => t('added', { name }),
  offerSaved: (number: string) => t('offerSaved', { number }),
  offerTitle: (number: string) => t('offerTitle', { number }),
  importRow: (line: number) => t('importRow', { line }),
  imported: (count: number) => t('imported', { count }),
  editing: (number: string) => t('editing', { number }),
  fromOffer: (number: string) => t('fromOffer', { number }),
  limitWarning: (remaining: string) => t('limitWarning', { remaining }),
  tooLong: (max: number) => t('tooLong', { max }),
  vatAt: (rate: number) => t('vatAt', { rate }),
  vatBase: (amount: string) => t('vatBase', { amount }),
  quantityWithUnit: (unit: string) => t('quantityWithUnit', { unit }),
  step: (step: 'koszyk' | 'dostawa' | 'platnosc' | 'podsumowanie') => t(`step_${step}`),
  decisionTitle: (number: string) => t('decisionTitle', { number }),
  decisionTitleAccepted: (number: string) => t('decisionTitleAccepted', { number }),
  decisionTitleRejected: (number: string) => t('decisionTitleRejected', { number }),
  decisionTitleClosed: (number: string, status: string) =>
    t('decisionTitleClosed', { number, status }),
};

/** The texts with parameters are functions; every other key is a getter, read at each use. */
export const T = withParams as typeof withParams & { readonly [K in Plain]: string };
for (const key of Object.keys(pl))
  if (!Object.hasOwn(withParams, key))
    Object.defineProperty(withParams, key, {
      get: () => t(key as Plain),
      enumerable: true,
    });
