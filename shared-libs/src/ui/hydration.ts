/**
 * Values a server-rendered page must first render as the server did (issue 16: the host renders
 * an anonymous visitor's page, and the browser hydrates it). Something only the browser knows
 * (localStorage, a widget already loaded) must not change the first render, or the hydrated page
 * would differ from its HTML; React renders again with the browser's value right after.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

const never = () => () => {};

/** False on the server and in a hydrating render; true in every other browser render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/** A store's value, but `serverValue` on the server and in a hydrating render. */
export function useBrowserStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const listen = useCallback((changed: () => void) => store.listen(() => changed()), [store]);
  const get = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(listen, get, () => serverValue);
}
