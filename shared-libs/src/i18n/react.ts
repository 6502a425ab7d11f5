/** React access to texts: re-renders when the language changes or texts are registered. */
import { useStore } from '@nanostores/react';
import { use, useCallback } from 'react';
import {
  $locale,
  $textsVersion,
  pendingTexts,
  translate,
  type AnyTextKey,
  type Locale,
  type TextParams,
} from './store';

export type TFunction = (key: AnyTextKey, params?: TextParams) => string;

export function useLocale(): Locale {
  return useStore($locale);
}

/**
 * The text function of the current language. While that language's texts are still loading it
 * suspends (React `use`): a server-rendered English page keeps its HTML until they are there
 * instead of hydrating Polish over it; a new render shows the nearest Suspense fallback.
 */
export function useT(): TFunction {
  const locale = useStore($locale);
  const version = useStore($textsVersion);
  const pending = pendingTexts(locale);
  if (pending) use(pending);
  // `version` is a dependency so a late registerTexts produces a new function and a re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is read to renew the function
  return useCallback((key, params) => translate(locale, key, params), [locale, version]);
}

/** Typed variant for one namespace: `const t = useNamespaceT(catalogTexts)`. */
export function useNamespaceT<K extends string>(texts: {
  key(key: K): string;
}): (key: K, params?: TextParams) => string {
  const t = useT();
  return useCallback((key: K, params?: TextParams) => t(texts.key(key), params), [t, texts]);
}
