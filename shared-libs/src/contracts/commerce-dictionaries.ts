// Dictionaries (owner: mf-admin-commerce, Pages.Dictionaries; `Dictionaries/*`). Two kinds:
// - system dictionaries: the enumerations of the other contracts (order, payment and document
//   statuses, document kinds, user types, payment types, newsletter statuses, static block
//   categories). Their VALUES come from those contracts and cannot be added or switched off;
//   staff may only relabel them (Polish and English), per tenant.
// - custom dictionaries (units of measure): staff add values, relabel and switch them off.
// The routes validate with these schemas; the dictionaries screen types its calls with them.
// TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { PagedQuery, Text } from './schema-kit.js';
import { ORDER_STATUSES, ORDER_STATUS_NAMES } from './order-events.js';
import { PAYMENT_STATUSES } from './checkout-orders.js';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, DOCUMENT_STATUS_NAMES } from './account-documents.js';
import { PAYMENT_PROVIDERS } from './commerce.js';
import { NEWSLETTER_STATUSES } from './content-newsletter.js';
import { STATIC_BLOCK_CATEGORIES, STATIC_BLOCK_CATEGORY_NAMES } from './content-pages.js';

export interface DictionaryLabel {
  pl: string;
  en: string;
}
interface SystemDictionary {
  name: DictionaryLabel;
  values: Record<string, DictionaryLabel>;
}
const both = <K extends string>(
  keys: readonly K[],
  pl: Record<K, string>,
  en: Record<K, string>,
): Record<string, DictionaryLabel> =>
  Object.fromEntries(keys.map((k) => [k, { pl: pl[k], en: en[k] }]));

/** The system dictionaries, in the order the screen lists them; values in the contracts' order. */
export const SYSTEM_DICTIONARIES = {
  orderStatus: {
    name: { pl: 'Statusy zamówień', en: 'Order statuses' },
    values: both(ORDER_STATUSES, ORDER_STATUS_NAMES, {
      OFFER: 'Offer',
      AWAITING_ACCEPTANCE: 'Awaiting acceptance',
      NEW: 'New',
      PAID: 'Paid',
      CONFIRMED: 'Confirmed',
      REJECTED: 'Rejected',
      CANCELLED: 'Cancelled',
      CONVERTED: 'Offer converted to an order',
    }),
  },
  paymentStatus: {
    name: { pl: 'Statusy płatności', en: 'Payment statuses' },
    values: both(
      PAYMENT_STATUSES,
      {
        NONE: 'Brak płatności',
        NOT_REQUIRED: 'Płatność niewymagana',
        PENDING: 'Oczekuje na płatność',
        PAID: 'Opłacona',
        FAILED: 'Nieudana',
      },
      {
        NONE: 'No payment',
        NOT_REQUIRED: 'Payment not required',
        PENDING: 'Awaiting payment',
        PAID: 'Paid',
        FAILED: 'Failed',
      },
    ),
  },
  documentStatus: {
    name: { pl: 'Statusy dokumentów', en: 'Document statuses' },
    values: both(DOCUMENT_STATUSES, DOCUMENT_STATUS_NAMES, {
      new: 'New',
      paid: 'Paid',
      unpaid: 'Unpaid',
      overdue: 'Overdue',
    }),
  },
  documentKind: {
    name: { pl: 'Rodzaje dokumentów', en: 'Document kinds' },
    values: both(
      DOCUMENT_KINDS,
      {
        FV: 'Faktura VAT',
        FK: 'Faktura korygująca',
        PF: 'Faktura pro forma',
        PA: 'Paragon',
        WZ: 'Wydanie zewnętrzne',
      },
      {
        FV: 'VAT invoice',
        FK: 'Correcting invoice',
        PF: 'Pro forma invoice',
        PA: 'Receipt',
        WZ: 'Goods issue note',
      },
    ),
  },
  userType: {
    name: { pl: 'Typy użytkowników', en: 'User types' },
    values: both(
      ['B2B', 'B2C', 'STAFF'] as const,
      { B2B: 'Klient B2B', B2C: 'Klient B2C', STAFF: 'Pracownik' },
      { B2B: 'B2B customer', B2C: 'B2C customer', STAFF: 'Staff' },
    ),
  },
  paymentType: {
    name: { pl: 'Rodzaje płatności', en: 'Payment types' },
    values: both(
      PAYMENT_PROVIDERS,
      {
        transfer: 'Przelew tradycyjny',
        cod: 'Płatność za pobraniem',
        tpay: 'Płatność online (Tpay)',
      },
      { transfer: 'Bank transfer', cod: 'Cash on delivery', tpay: 'Online payment (Tpay)' },
    ),
  },
  newsletterStatus: {
    name: { pl: 'Statusy subskrypcji newslettera', en: 'Newsletter subscription statuses' },
    values: both(
      NEWSLETTER_STATUSES,
      { pending: 'Oczekuje na potwierdzenie', confirmed: 'Potwierdzona', unsubscribed: 'Wypisana' },
      { pending: 'Awaiting confirmation', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
    ),
  },
  staticBlockCategory: {
    name: { pl: 'Kategorie bloków statycznych', en: 'Static block categories' },
    values: both(STATIC_BLOCK_CATEGORIES, STATIC_BLOCK_CATEGORY_NAMES, {
      page: 'Page',
      homeHero: 'Home page hero',
      homeBanner: 'Home page banner',
      footer: 'Footer block',
      brand: 'Brand description',
    }),
  },
} as const satisfies Record<string, SystemDictionary>;
export type SystemDictionaryType = keyof typeof SYSTEM_DICTIONARIES;
export const SYSTEM_DICTIONARY_TYPES = Object.keys(SYSTEM_DICTIONARIES) as SystemDictionaryType[];

/** Custom dictionaries: staff add their values (the shop seeds the common units). */
export const CUSTOM_DICTIONARIES = {
  unit: { name: { pl: 'Jednostki miary', en: 'Units of measure' } },
} as const satisfies Record<string, { name: DictionaryLabel }>;
export type CustomDictionaryType = keyof typeof CUSTOM_DICTIONARIES;
export const CUSTOM_DICTIONARY_TYPES = Object.keys(CUSTOM_DICTIONARIES) as CustomDictionaryType[];

export const DICTIONARY_TYPES = [...SYSTEM_DICTIONARY_TYPES, ...CUSTOM_DICTIONARY_TYPES] as const;
export type DictionaryType = SystemDictionaryType | CustomDictionaryType;
const TypeSchema = Type.Enum([
  'orderStatus',
  'paymentStatus',
  'documentStatus',
  'documentKind',
  'userType',
  'paymentType',
  'newsletterStatus',
  'staticBlockCategory',
  'unit',
] as const satisfies readonly DictionaryType[]);
const SystemTypeSchema = Type.Enum([
  'orderStatus',
  'paymentStatus',
  'documentStatus',
  'documentKind',
  'userType',
  'paymentType',
  'newsletterStatus',
  'staticBlockCategory',
] as const satisfies readonly SystemDictionaryType[]);

/** One value of a dictionary with the tenant's labels; `isSystem`: the value comes from a contract. */
export const DictionaryEntrySchema = Type.Object({
  type: Type.String(),
  value: Type.String(),
  labelPl: Type.String(),
  labelEn: Type.String(),
  isActive: Type.Boolean(),
  isSystem: Type.Boolean(),
});
/** GetAll item: a dictionary and how many values it has. */
export const DictionarySchema = Type.Object({
  type: Type.String(),
  namePl: Type.String(),
  nameEn: Type.String(),
  isSystem: Type.Boolean(),
  count: Type.Integer(),
});

/** GetEnumValues: one system dictionary, or every one when `type` is left out. */
export const EnumValuesQuerySchema = Type.Object({ type: Type.Optional(SystemTypeSchema) });
export const DictionaryTypeQuerySchema = Type.Object({ type: TypeSchema });
/** GetPageDictionariesByType: one page of a dictionary (5 a page, 5/10/20; §9 other admin lists). */
export const DictionaryPageQuerySchema = Type.Object({
  ...PagedQuery.properties,
  type: TypeSchema,
});
export const DICTIONARY_SORT_FIELDS = ['value', 'labelPl', 'labelEn'] as const;
export type DictionarySortField = (typeof DICTIONARY_SORT_FIELDS)[number];
export const DICTIONARY_PAGE_SIZES = [5, 10, 20] as const;
export const DICTIONARY_PAGE_SIZE = 5;

/** Create (custom dictionaries only) and Update (any: a system value keeps its value and stays on). */
export const DictionaryEntryInputSchema = Type.Object({
  type: TypeSchema,
  value: Text(50, { minLength: 1, pattern: '^[A-Za-z0-9ąćęłńóśźżĄĆĘŁŃÓŚŹŻ²³._/-]+$' }),
  labelPl: Text(100, { minLength: 1 }),
  labelEn: Text(100, { minLength: 1 }),
  isActive: Type.Boolean(),
});

export const DICTIONARY_MESSAGES = {
  systemCreate: 'Wartości tego słownika pochodzą z systemu: można zmienić tylko ich nazwy.',
  systemInactive: 'Wartości systemowej nie można wyłączyć.',
  duplicate: 'Taka wartość jest już w tym słowniku.',
  notFound: 'Nie znaleziono wartości słownika.',
  label: 'Podaj nazwę po polsku i po angielsku.',
} as const;

export type DictionaryEntry = Static<typeof DictionaryEntrySchema>;
export type Dictionary = Static<typeof DictionarySchema>;
export type DictionaryEntryInput = Static<typeof DictionaryEntryInputSchema>;
export type DictionaryPageQuery = Static<typeof DictionaryPageQuerySchema>;
export type EnumValuesQuery = Static<typeof EnumValuesQuerySchema>;
export const isSystemDictionary = (type: string): type is SystemDictionaryType =>
  Object.hasOwn(SYSTEM_DICTIONARIES, type);
