/** `@armatura/shared-libs/i18n`: Polish (default) and English UI texts. See ../README.md. */
export { pl, type TextKey, type Dictionary } from './pl';
export { KOKPIT_ROUTE_LABELS } from './menu';
export {
  $locale,
  $textsVersion,
  allTextsLoaded,
  loadLocale,
  loadTexts,
  pendingTexts,
  pluralCategory,
  textsReady,
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
  type TextsLoader,
  type TextParams,
} from './store';
export { messageLocalizer, prefixed, type MessageLocalizer, type Prefixed } from './messages';
export { useLocale, useNamespaceT, useT, type TFunction } from './react';
