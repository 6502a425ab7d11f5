/**
 * The current UI language and the text lookup. `$locale` starts from the culture cookie; the
 * session module calls `setLocale` when the language changes. Teams add their own texts with
 * `registerTexts(namespace, { pl, en })` and read them as 'namespace.key'. A language other than
 * Polish may be given as a loader (`en: () => import('./en').then((m) => m.en)`): its texts then
 * load only when the page is in that language (issue 16: a Polish visitor's first load carried
 * every storefront team's English texts), and what renders texts waits for them (textsReady).
 */
import { atom } from 'nanostores';
import { readCulture } from '../session/cookies';
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
  const locale = normalizeLocale(culture);
  $locale.set(locale);
  for (const [namespace, loader] of failed[locale]) waiting[locale].set(namespace, loader);
  failed[locale].clear();
  void loadTexts(locale);
}

/**
 * Bumped when texts already shown may change: a language's texts loaded, a namespace registered
 * again. A first registration does not bump it: a team's components import their texts, so no
 * component has shown that namespace yet. Bumping there re-rendered every component that shows a
 * text each time a remote's code started, synchronously (useStore is useSyncExternalStore), the
 * server-rendered layout and screens while they hydrated (issue 16: blocking time).
 */
export const $textsVersion = atom(0);

/** Namespaces registered in this copy of the module (the core texts are '' and always there). */
const registered = new Set<string>();

const dictionaries: Record<Locale, Map<string, string>> = {
  pl: new Map(Object.entries(pl)),
  en: new Map(),
};

export type NamespaceDictionary<K extends string> = Record<K, string>;
/** A language's texts of one namespace, fetched when the page is in that language. */
export type TextsLoader<K extends string> = () => Promise<Partial<NamespaceDictionary<K>>>;

// Namespaces ('' for the core texts) whose texts in a language are still to be loaded, and the
// loads under way (one promise per language, renewed when more start).
const waiting: Record<Locale, Map<string, TextsLoader<string>>> = { pl: new Map(), en: new Map() };
const loading: Record<Locale, Promise<void> | null> = { pl: null, en: null };
// Loads that failed, tried again when the language is set again (not at every render).
const failed: Record<Locale, Map<string, TextsLoader<string>>> = { pl: new Map(), en: new Map() };

// Every copy of this file in a process (each server build bundles one) adds its loads here, so
// the host can wait for them all before it renders (allTextsLoaded).
const LOADS = Symbol.for('armatura.i18n.loads');
const loadsOfProcess = (): Set<Promise<void>> =>
  ((globalThis as { [LOADS]?: Set<Promise<void>> })[LOADS] ??= new Set());

function setNamespaceTexts(locale: Locale, namespace: string, texts: object): void {
  const map = dictionaries[locale];
  const prefix = namespace ? `${namespace}.` : '';
  if (prefix) for (const key of [...map.keys()]) if (key.startsWith(prefix)) map.delete(key);
  for (const [key, text] of Object.entries(texts))
    if (typeof text === 'string') map.set(prefix + key, text);
}

/**
 * Loads the texts of `locale` still waiting; resolves when every load under way is done. A load
 * that fails is tried again when the language is set again (the page shows Polish meanwhile).
 */
export function loadTexts(locale: Locale): Promise<void> {
  const batch = [...waiting[locale]];
  if (batch.length === 0) return loading[locale] ?? Promise.resolve();
  waiting[locale].clear();
  const loads = batch.map(([namespace, loader]) =>
    loader().then(
      (texts) => setNamespaceTexts(locale, namespace, texts),
      (error: unknown) => {
        console.error(`Texts ${namespace || 'core'} (${locale}) did not load`, error);
        failed[locale].set(namespace, loader);
      },
    ),
  );
  const all: Promise<void> = Promise.all([loading[locale], ...loads]).then(() => {
    if (loading[locale] === all) loading[locale] = null;
    loadsOfProcess().delete(all);
    $textsVersion.set($textsVersion.get() + 1);
  });
  loading[locale] = all;
  loadsOfProcess().add(all);
  return all;
}

/** The load of the current language's texts under way, or null when they are all there. */
export function pendingTexts(locale: Locale = $locale.get()): Promise<void> | null {
  if (waiting[locale].size > 0) return loadTexts(locale);
  return loading[locale];
}

/** Resolves once the current language's texts are all loaded (at once for Polish). */
export function textsReady(): Promise<void> {
  return pendingTexts() ?? Promise.resolve();
}

/** Sets the language and resolves once its texts are loaded. */
export function loadLocale(culture: string): Promise<void> {
  setLocale(culture);
  return textsReady();
}

/** Resolves once every text load of this process (every copy of this file) is done. */
export async function allTextsLoaded(): Promise<void> {
  const loads = loadsOfProcess();
  while (loads.size > 0) await Promise.all([...loads]);
}

/** Queues a loader; it starts at once in Node (a server renders any language) or in `locale`. */
function addLoader(locale: Locale, namespace: string, loader: TextsLoader<string>): void {
  waiting[locale].set(namespace, loader);
  if (typeof window === 'undefined' || $locale.get() === locale) void loadTexts(locale);
}

// The core texts in English: only for pages in English.
addLoader('en', '', () => import('./en').then((m) => m.en));

export interface NamespaceTexts<K extends string> {
  namespace: string;
  /** Text of `key` in the current locale. */
  t(key: K, params?: TextParams): string;
  /** Full key for the generic `t`: 'namespace.key'. */
  key(key: K): string;
}

export function registerTexts<K extends string>(
  namespace: string,
  texts: {
    pl: NamespaceDictionary<K>;
    en?: Partial<NamespaceDictionary<K>> | TextsLoader<K>;
  },
): NamespaceTexts<K> {
  if (!/^[A-Za-z][\w-]*$/.test(namespace)) throw new Error(`Invalid text namespace: ${namespace}`);
  const again = registered.has(namespace);
  registered.add(namespace);
  for (const locale of LOCALES) {
    const given = texts[locale];
    waiting[locale].delete(namespace);
    failed[locale].delete(namespace);
    if (typeof given === 'function') {
      setNamespaceTexts(locale, namespace, {});
      addLoader(locale, namespace, given as TextsLoader<string>);
    } else setNamespaceTexts(locale, namespace, given ?? {});
  }
  if (again) $textsVersion.set($textsVersion.get() + 1);
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
