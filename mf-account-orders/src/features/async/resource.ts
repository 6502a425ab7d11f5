/**
 * A nanostore for one thing loaded from the API (a page of orders, one order, the limit…):
 * loading / ready / error with the server's message, and only the latest load applied, so a
 * slow answer for the previous filter never replaces the list the user asked for since.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceState<T, K> {
  status: ResourceStatus;
  key: K | null;
  data: T | null;
  error: string | null;
  /** HTTP status of the failure (404 → "not found" instead of "try again"). */
  errorStatus: number | null;
}

export interface Resource<T, K> {
  $state: ReadableAtom<ResourceState<T, K>>;
  /** Loads `key` unless it is already loaded or loading (force: load again). */
  load(key: K, options?: { force?: boolean }): Promise<void>;
  /** The last key again (retry buttons, after a change). */
  reload(): Promise<void>;
  reset(): void;
}

const IDLE = { status: 'idle', key: null, data: null, error: null, errorStatus: null } as const;

const sameKey = <K>(a: K | null, b: K) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export function createResource<T, K>(fetcher: (key: K) => Promise<T>): Resource<T, K> {
  const $state = atom<ResourceState<T, K>>(IDLE);
  let sequence = 0;

  async function load(key: K, { force = false } = {}): Promise<void> {
    const current = $state.get();
    const same = sameKey(current.key, key);
    if (!force && same && (current.status === 'ready' || current.status === 'loading')) return;
    const mine = ++sequence;
    // The same key reloading keeps its rows on screen (no flash of an empty table).
    $state.set({
      status: 'loading',
      key,
      data: same ? current.data : null,
      error: null,
      errorStatus: null,
    });
    try {
      const data = await fetcher(key);
      if (mine === sequence)
        $state.set({ status: 'ready', key, data, error: null, errorStatus: null });
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

  return {
    $state,
    load,
    reload: () => {
      const { key } = $state.get();
      return key === null ? Promise.resolve() : load(key, { force: true });
    },
    reset: () => {
      sequence += 1;
      $state.set(IDLE);
    },
  };
}
