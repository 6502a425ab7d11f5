/**
 * A nanostore for one thing loaded from the API (a product, a category tree, a contract's
 * products…): loading / ready / error with the message, and only the latest load applied
 * (a slow answer for product 1 never replaces the product 2 the visitor moved on to).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceState<T, K> {
  status: ResourceStatus;
  key: K | null;
  data: T | null;
  error: string | null;
  /** HTTP status of the failure (404 → "not found" screens). */
  errorStatus: number | null;
}

export interface Resource<T, K> {
  $state: ReadableAtom<ResourceState<T, K>>;
  /** Loads `key` unless it is already loaded or loading (pass force to reload). */
  load(key: K, options?: { force?: boolean }): Promise<void>;
  /** Loads the last key again (the retry button). */
  retry(): Promise<void>;
  reset(): void;
}

const IDLE = { status: 'idle', key: null, data: null, error: null, errorStatus: null } as const;

export function createResource<T, K = string>(fetcher: (key: K) => Promise<T>): Resource<T, K> {
  const $state = atom<ResourceState<T, K>>(IDLE);
  let sequence = 0;
  const sameKey = (a: K | null, b: K) => a !== null && JSON.stringify(a) === JSON.stringify(b);

  async function load(key: K, { force = false } = {}): Promise<void> {
    const current = $state.get();
    if (
      !force &&
      sameKey(current.key, key) &&
      (current.status === 'ready' || current.status === 'loading')
    )
      return;
    const mine = ++sequence;
    // Keep the old data while the same key reloads (no flash of the loading state).
    const keep = sameKey(current.key, key) ? current.data : null;
    $state.set({ status: 'loading', key, data: keep, error: null, errorStatus: null });
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
    retry: () => {
      const { key } = $state.get();
      return key === null ? Promise.resolve() : load(key, { force: true });
    },
    reset: () => {
      sequence += 1;
      $state.set(IDLE);
    },
  };
}
