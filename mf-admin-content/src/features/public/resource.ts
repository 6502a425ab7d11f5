/**
 * A nanostore for one thing read from the API (a page, a post, a page of the blog list):
 * loading / ready / error with the server's message and HTTP status (404 → "not found"), and only
 * the latest load applied, so a slow answer for the previous address never replaces the current one.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';

export interface ResourceState<T, K> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  key: K | null;
  data: T | null;
  error: string | null;
  errorStatus: number | null;
}

export interface Resource<T, K> {
  $state: ReadableAtom<ResourceState<T, K>>;
  load(key: K): Promise<void>;
  /** The last key again (retry buttons). */
  reload(): Promise<void>;
}

const same = <K>(a: K | null, b: K) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export function createResource<T, K>(fetcher: (key: K) => Promise<T>): Resource<T, K> {
  const $state = atom<ResourceState<T, K>>({
    status: 'idle',
    key: null,
    data: null,
    error: null,
    errorStatus: null,
  });
  let sequence = 0;

  async function run(key: K): Promise<void> {
    const mine = ++sequence;
    // Reading the same thing again keeps it on screen (no flash of a spinner after an action).
    const current = $state.get();
    const data = same(current.key, key) ? current.data : null;
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

  return {
    $state,
    load: async (key) => {
      const current = $state.get();
      if (same(current.key, key) && current.status !== 'error' && current.status !== 'idle') return;
      await run(key);
    },
    reload: async () => {
      const key = $state.get().key;
      if (key !== null) await run(key);
    },
  };
}
