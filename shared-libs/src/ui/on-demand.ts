/**
 * Parts of the kit loaded on first use. The kit is one shared module (provided whole, not
 * tree-shaken), so whatever it imports statically is in every page's first load. Tables and tabs
 * (account and back-office screens), number fields (listing filters, cart, back office) and combo
 * boxes (the header's search box once used, back office) never show on a storefront page's first
 * paint: their wrappers import them with `import()` instead, a chunk of the same build as the kit
 * (the same react-aria instances), fetched when a screen first renders one. docs/benchmarks.md
 * has the figures.
 */
import { createElement, use, type ElementType } from 'react';

export interface OnDemand<M> {
  /** The loaded module; while it loads, suspends the calling component (use under Suspense). */
  useModule(): M;
  /** Starts loading (once); a failed load is tried again by the next call. */
  preload(): Promise<M>;
  /** Whether the module is loaded (a part then renders at once, without suspending). */
  isLoaded(): boolean;
  /**
   * A component rendering the module's export `name` with its props (typed as that export, generic
   * ones included). Suspends like useModule() until the module is loaded.
   */
  part<K extends keyof M>(name: K): M[K];
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // Once loaded, a plain value: a part rendered after its first use never suspends again.
  const useModule = (): M => loaded ?? use(preload());
  return {
    preload,
    isLoaded: () => loaded !== undefined,
    useModule,
    part: <K extends keyof M>(name: K) => {
      const Part = (props: object) => createElement(useModule()[name] as ElementType, props);
      Part.displayName = String(name);
      return Part as M[K];
    },
  };
}
