/**
 * A nanostore for one thing loaded from the API (a product, a page of orders, a blog post, a page
 * of the e-mail log…): loading / ready / error with the server's message and HTTP status (404 →
 * "not found" screens), and only the latest load applied, so a slow answer for the previous key
 * never replaces what the user has asked for since.
 *
 * Stateless per page (each call makes its own store), so it lives beside the HTTP client only to
 * share `normalizeError` and to be written once for every team.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { normalizeError } from './errors';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceState<T, K = unknown> {
  status: ResourceStatus;
  /** The key of the last load (null before the first and after `reset`). */
  key: K | null;
  data: T | null;
  error: string | null;
  /** HTTP status of the failure (404 → "not found" instead of "try again"). */
  errorStatus: number | null;
}

export interface LoadOptions {
  /** Load even when this key is already loaded or loading. */
  force?: boolean;
}

export interface ResourceOptions {
  /**
   * Every `load` fetches (as if `force` were passed each time): for back-office lists whose rows
   * others change, where asking again for the same page must show the fresh rows. Default false.
   */
  force?: boolean;
  /**
   * Keep the previous value on screen while a different key loads (a table keeps its rows while
   * its next page or filter loads). Default false: only a reload of the same key keeps its value,
   * so product 2 never shows product 1 while it loads.
   */
  keepPrevious?: boolean;
}

export interface PrimedResourceOptions<T, K> extends ResourceOptions {
  /**
   * The value the page's HTML carries for `key`, taken at once (helpers.ts `carriedAnswer`), or
   * undefined. Lets `prime` show a screen's content in its first render.
   */
  carried?: (key: K) => T | undefined;
}

export interface Resource<T, K> {
  $state: ReadableAtom<ResourceState<T, K>>;
  /** Loads `key` unless it is already loaded or loading (force: load again). */
  load(key: K, options?: LoadOptions): Promise<void>;
  /** Loads the last key again (retry buttons, after a change); nothing before the first load. */
  reload(): Promise<void>;
  /** Back to idle; an answer still on its way is dropped. */
  reset(): void;
  /**
   * Ready at once with the value the page carries for `key` (options.carried), so the screen's
   * first render has its content: no loading state, no request, no second render of the whole
   * screen when the answer comes (one long task on a phone, docs/benchmarks.md). True when `key`
   * is ready now; false when the page carries nothing for it (then `load` asks as usual).
   */
  prime(key: K): boolean;
}

const IDLE = { status: 'idle', key: null, data: null, error: null, errorStatus: null } as const;

/** Every resource of this module instance (one per app bundle), for resetEveryResource. */
const everyResource = new Set<{ reset(): void }>();

/**
 * Back to idle, every resource: a server render starts each page from no data (issue 16: the
 * host renders pages with one module instance, so the previous page's answers, another tenant's
 * or another language's, must never stand in for this page's: a primed key that is already ready
 * would otherwise be reused). Browsers never need it.
 */
export function resetEveryResource(): void {
  for (const resource of everyResource) resource.reset();
}

const sameKey = <K>(a: K | null, b: K) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export function createResource<T, K = string>(
  fetcher: (key: K) => Promise<T>,
  options: PrimedResourceOptions<T, K> = {},
): Resource<T, K> {
  const $state = atom<ResourceState<T, K>>(IDLE);
  let sequence = 0;

  async function load(key: K, { force = options.force ?? false }: LoadOptions = {}) {
    const current = $state.get();
    const same = sameKey(current.key, key);
    if (!force && same && (current.status === 'ready' || current.status === 'loading')) return;
    const mine = ++sequence;
    // The same key reloading keeps its value on screen (no flash of the loading state).
    const data = same || options.keepPrevious ? current.data : null;
    $state.set({ status: 'loading', key, data, error: null, errorStatus: null });
    try {
      const fresh = await fetcher(key);
      if (mine === sequence)
        $state.set({ status: 'ready', key, data: fresh, error: null, errorStatus: null });
    } catch (error) {
      if (mine !== sequence) return;
      const failure = normalizeError(error);
      $state.set({
        status: 'error',
        key,
        data: null,
        error: failure.message,
        errorStatus: failure.status,
      });
    }
  }

  function prime(key: K): boolean {
    const current = $state.get();
    if (sameKey(current.key, key) && current.status === 'ready') return true;
    if (sameKey(current.key, key) && current.status === 'loading') return false;
    const data = options.carried?.(key);
    if (data === undefined) return false;
    sequence += 1;
    $state.set({ status: 'ready', key, data, error: null, errorStatus: null });
    return true;
  }

  const reset = () => {
    sequence += 1;
    $state.set(IDLE);
  };
  everyResource.add({ reset });
  return {
    $state,
    load,
    prime,
    reload: () => {
      const { key } = $state.get();
      return key === null ? Promise.resolve() : load(key, { force: true });
    },
    reset,
  };
}
