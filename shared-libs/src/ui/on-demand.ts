/**
 * Parts of the kit loaded on first use. The kit is one shared module (provided whole, not
 * tree-shaken), so whatever it imports statically is in every page's first load; tables and tabs
 * (with their react-aria parts, a fifth of the kit) are used only by account and back-office
 * screens. Their wrappers import them with `import()` instead: a chunk of the same build as the
 * kit (the same react-aria instances), fetched when a screen first renders one. docs/benchmarks.md has the figures.
 */
import { use } from 'react';

export interface OnDemand<M> {
  /** The loaded module; while it loads, suspends the calling component (use under Suspense). */
  useModule(): M;
  /** Starts loading (once); a failed load is tried again by the next call. */
  preload(): Promise<M>;
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
  return {
    preload,
    // Once loaded, a plain value: a part rendered after its first use never suspends again.
    useModule: () => loaded ?? use(preload()),
  };
}
