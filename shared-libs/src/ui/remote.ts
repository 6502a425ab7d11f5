/**
 * Loading of cross-team widgets. The shell registers the loader (its Module Federation
 * instance) at start; widgets render through <RemoteWidget id="mf_x/Name" />.
 */
import type { ComponentType } from 'react';
import { atom } from 'nanostores';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemoteModule = { default: ComponentType<any> };
/** `attempt` is 0 first, then 1, 2… on "Spróbuj ponownie": the shell may re-register the remote (force) then. */
export type RemoteLoader = (id: string, context: { attempt: number }) => Promise<RemoteModule>;

export const $remoteLoader = atom<RemoteLoader | null>(null);

const pending = new Map<string, Promise<RemoteModule>>();
const loaded = new Map<string, RemoteModule>();

export function setRemoteLoader(loader: RemoteLoader | null): void {
  pending.clear();
  loaded.clear();
  $remoteLoader.set(loader);
}

/** Already loaded (renders at once, without a loading flash). */
export function loadedRemote(id: string): RemoteModule | undefined {
  return loaded.get(id);
}

/** Loads once per id; a retry (attempt > 0) asks the loader again. Failures are not cached. */
export function loadRemote(id: string, attempt = 0): Promise<RemoteModule> {
  const loader = $remoteLoader.get();
  if (!loader) return Promise.reject(new Error(`No remote loader registered (${id})`));
  const cached = attempt === 0 ? pending.get(id) : undefined;
  if (cached) return cached;
  const promise = loader(id, { attempt }).then((module) => {
    if (
      !module?.default ||
      (typeof module.default !== 'function' && typeof module.default !== 'object')
    ) {
      throw new Error(`Remote ${id} has no default export`);
    }
    loaded.set(id, module);
    return module;
  });
  pending.set(id, promise);
  promise.catch(() => {
    if (pending.get(id) === promise) pending.delete(id);
  });
  return promise;
}
