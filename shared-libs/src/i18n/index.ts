/** `@armatura/shared-libs/i18n`: Polish (default) and English UI texts. See ../README.md. */
export { pl, type TextKey, type Dictionary } from './pl';
export { en } from './en';
export { KOKPIT_ROUTE_LABELS } from './menu';
export {
  $locale,
  $textsVersion,
  pluralCategory,
  LOCALES,
  hasText,
  interpolate,
  localeTag,
  localizeText,
  normalizeLocale,
  registerTexts,
  registeredTexts,
  setLocale,
  t,
  translate,
  type AnyTextKey,
  type Locale,
  type NamespaceDictionary,
  type NamespaceTexts,
  type TextParams,
} from './store';
export { messageLocalizer, prefixed, type MessageLocalizer, type Prefixed } from './messages';
export { useLocale, useNamespaceT, useT, type TFunction } from './react';
