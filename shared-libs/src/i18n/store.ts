/**
 * The current UI language and the text lookup. `$locale` starts from the culture cookie; the
 * session module calls `setLocale` when the language changes. Teams add their own texts with
 * `registerTexts(namespace, { pl, en })` and read them as 'namespace.key'.
 */
import { atom } from 'nanostores';
import { readCulture } from '../session/cookies';
import { en } from './en';
import { pl, type TextKey } from './pl';

export type Locale = 'pl' | 'en';
export const LOCALES: readonly Locale[] = ['pl', 'en'];
export type TextParams = Record<string, string | number>;

/** 'en', 'en-US', 'EN-gb' → 'en'; anything else → 'pl' (the shop's language). */
export function normalizeLocale(culture: string | null | undefined): Locale {
  return culture && culture.toLowerCase().startsWith('en') ? 'en' : 'pl';
}

/** BCP 47 tag for Intl and react-aria (dates, numbers). */
export function localeTag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : 'pl-PL';
}

export const $locale = atom<Locale>(normalizeLocale(readCulture()));

export function setLocale(culture: string): void {
  $locale.set(normalizeLocale(culture));
}

/** Bumped on every registerTexts so components re-render with texts registered late. */
export const $textsVersion = atom(0);

const dictionaries: Record<Locale, Map<string, string>> = {
  pl: new Map(Object.entries(pl)),
  en: new Map(Object.entries(en)),
};

export type NamespaceDictionary<K extends string> = Record<K, string>;

export interface NamespaceTexts<K extends string> {
  namespace: string;
  /** Text of `key` in the current locale. */
  t(key: K, params?: TextParams): string;
  /** Full key for the generic `t`: 'namespace.key'. */
  key(key: K): string;
}

export function registerTexts<K extends string>(
  namespace: string,
  texts: { pl: NamespaceDictionary<K>; en?: Partial<NamespaceDictionary<K>> },
): NamespaceTexts<K> {
  if (!/^[A-Za-z][\w-]*$/.test(namespace)) throw new Error(`Invalid text namespace: ${namespace}`);
  for (const locale of LOCALES) {
    const map = dictionaries[locale];
    const prefix = `${namespace}.`;
    for (const existing of [...map.keys()]) if (existing.startsWith(prefix)) map.delete(existing);
    for (const [key, text] of Object.entries(texts[locale] ?? {})) {
      if (typeof text === 'string') map.set(prefix + key, text);
    }
  }
  $textsVersion.set($textsVersion.get() + 1);
  return {
    namespace,
    t: (key, params) => t(`${namespace}.${key}`, params),
    key: (key) => `${namespace}.${key}`,
  };
}

/** Replaces `{name}` with params.name; unknown placeholders stay visible (easier to spot). */
export function interpolate(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
/** The CLDR plural category of `count` in `locale` ('one', 'few', 'many', 'other'). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(localeTag(locale))));
  return rules.select(count);
}

/**
 * Text in `locale`, else Polish, else the key itself. With a numeric `count` param the plural
 * form `key_<category>` (Intl.PluralRules: '1 produkt', '2 produkty', '5 produktów') is preferred,
 * then `key_other`, then `key`; dictionaries hold only the forms their language has.
 */
export function translate(locale: Locale, key: string, params?: TextParams): string {
  const count = params?.count;
  const forms =
    typeof count === 'number' ? [`${key}_${pluralCategory(locale, count)}`, `${key}_other`] : [];
  const lookup = (dictionary: Map<string, string>) =>
    forms.map((form) => dictionary.get(form)).find((text) => text !== undefined) ??
    dictionary.get(key);
  const text = lookup(dictionaries[locale]) ?? lookup(dictionaries.pl) ?? key;
  return interpolate(text, params);
}

// `string & {}` keeps editor completion for the core keys while accepting 'namespace.key'.
export type AnyTextKey = TextKey | (string & {});

export function t(key: AnyTextKey, params?: TextParams): string {
  return translate($locale.get(), key, params);
}

export function hasText(key: string, locale: Locale = $locale.get()): boolean {
  return dictionaries[locale].has(key);
}

/**
 * A copy of every text registered in `locale` ('namespace.key' → text). For tooling, not for
 * screens: the browser suite lists the Polish texts an English screen must not show.
 */
export function registeredTexts(locale: Locale): ReadonlyMap<string, string> {
  return new Map(dictionaries[locale]);
}

let polishIndex: { version: number; keys: Map<string, string> } | null = null;

/**
 * A server's Polish message in the UI's language, when it is one of the registered Polish texts
 * word for word (the API answers in Polish: 'Brak odpowiednich uprawnień…'); any other message is
 * returned as it came. For showing an error, never for comparing it.
 */
export function localizeText(message: string): string {
  const locale = $locale.get();
  if (locale === 'pl') return message;
  const version = $textsVersion.get();
  if (polishIndex?.version !== version) {
    const keys = new Map<string, string>();
    for (const [key, text] of dictionaries.pl) if (!keys.has(text)) keys.set(text, key);
    polishIndex = { version, keys };
  }
  const key = polishIndex.keys.get(message);
  return key && dictionaries[locale].has(key) ? translate(locale, key) : message;
}
