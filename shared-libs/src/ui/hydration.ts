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

/**
 * A store's value, or what `select` reads of it, but `serverValue` on the server and in a
 * hydrating render. React compares the browser's value with the server's right after hydration
 * and re-renders, synchronously, where they differ (`Object.is`): select the small value the
 * component shows (a yes or no), not an object the store renews, or every user re-renders after
 * each hydration (issue 16: blocking time).
 */
export function useBrowserStore<T>(store: ReadableAtom<T>, serverValue: T): T;
export function useBrowserStore<T, V>(
  store: ReadableAtom<T>,
  serverValue: V,
  select: (value: T) => V,
): V;
export function useBrowserStore<T, V>(
  store: ReadableAtom<T>,
  serverValue: T | V,
  select?: (value: T) => V,
): T | V {
  const listen = useCallback((changed: () => void) => store.listen(() => changed()), [store]);
  const read = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(listen, read, () => serverValue);
}
