/**
 * A nanostore for one thing loaded from the API (a page of the log, one mail…): loading / ready /
 * error with the server's message; only the latest load is applied, so a slow answer for an old
 * filter never replaces the list asked for since. Used by every back-office tool of this area.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { normalizeError } from '@armatura/shared-libs/http';

export interface ResourceState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
}

export interface Resource<T, K> {
  $state: ReadableAtom<ResourceState<T>>;
  load(key: K): Promise<void>;
  reload(): Promise<void>;
  reset(): void;
}

const IDLE = { status: 'idle', data: null, error: null } as const;

export function createResource<T, K>(fetcher: (key: K) => Promise<T>): Resource<T, K> {
  const $state = atom<ResourceState<T>>(IDLE);
  let sequence = 0;
  let lastKey: { key: K } | null = null;

  async function load(key: K): Promise<void> {
    const mine = ++sequence;
    lastKey = { key };
    // Rows stay on screen while the next page loads (no flash of an empty table).
    $state.set({ status: 'loading', data: $state.get().data, error: null });
    try {
      const data = await fetcher(key);
      if (mine === sequence) $state.set({ status: 'ready', data, error: null });
    } catch (error) {
      if (mine === sequence)
        $state.set({ status: 'error', data: null, error: normalizeError(error).message });
    }
  }

  return {
    $state,
    load,
    reload: () => (lastKey ? load(lastKey.key) : Promise.resolve()),
    reset: () => {
      sequence += 1;
      lastKey = null;
      $state.set(IDLE);
    },
  };
}
