/** `@armatura/shared-libs/i18n`: Polish (default) and English UI texts. See ../README.md. */
export { pl, type TextKey, type Dictionary } from './pl';
export { en } from './en';
export { KOKPIT_ROUTE_LABELS } from './menu';
export {
  $locale,
  $textsVersion,
  LOCALES,
  hasText,
  interpolate,
  localeTag,
  normalizeLocale,
  registerTexts,
  setLocale,
  t,
  translate,
  type AnyTextKey,
  type Locale,
  type NamespaceDictionary,
  type NamespaceTexts,
  type TextParams,
} from './store';
export { useLocale, useNamespaceT, useT, type TFunction } from './react';
