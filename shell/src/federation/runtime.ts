// The host's Module Federation instance: registers the remotes from the registry, the retry
// plugin, time limits and the fallback plugin, and re-registers one remote on demand
// ("Spróbuj ponownie").
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { boundedLoadingPlugin } from './bounded-loading-plugin';
import { fallbackModuleFor, fallbackPlugin } from './fallback-plugin';
import { page } from '@armatura/shared-libs/session';
import type { RemoteUrls } from './registry';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteTimeoutError, withTimeout } from './timeouts';
import type { RemoteName } from '../routing/routes';

let remoteUrls: Partial<RemoteUrls> = {};
const usedRemotes = new Set<string>();

export function setupFederation(urls: RemoteUrls): void {
  remoteUrls = urls;
  registerPlugins([
    // Manifests are fetched by our bounded fetch (2 more tries 1 s apart, all within the request
    // limit), remote entry scripts time out per try; the retry plugin retries the entry script
    // (2 more tries, 300 ms apart). Its own fetch retries have no time limit, so they are off.
    boundedLoadingPlugin(),
    scriptRetries(),
    // When the retries are used up, errorLoadRemote answers with a fallback module.
    fallbackPlugin(),
    // Which remotes the page has started to use (their version may no longer change in place).
    {
      name: 'armatura-used-remotes',
      beforeRequest(args) {
        usedRemotes.add(args.id.split('/')[0]!);
        return args;
      },
    },
  ]);
  registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
}

/**
 * The retry plugin for remote entry scripts only. Its fetch hook fetches every manifest again
 * (with no time limit) even when its fetch option is off, and as the later listener its answer
 * would win over the bounded one: the hook is removed.
 */
function scriptRetries(): ModuleFederationRuntimePlugin {
  const { fetch: unbounded, ...scripts } = RetryPlugin({
    script: { retryTimes: 2, retryDelay: 300 },
  });
  void unbounded;
  return scripts;
}

/**
 * Drops the remote's cached entry/modules and registers it again (fresh fetch next time); false
 * when it loads the page again instead. That is the retry when the page's HTML preloaded the
 * remote's files (deploy/src/page-start): Chromium keeps a failed preload for the document's life
 * and answers every later load of the same URL with that failure (a refused preload, then a
 * <script> of the URL once the server is back: an error), so a retry in the page could not work.
 */
export function reRegisterRemote(name: RemoteName): boolean {
  const entry = remoteUrls[name];
  if (entry && pagePreloaded(entry)) {
    page.reload();
    return false;
  }
  if (entry) registerRemotes([{ name, entry }], { force: true });
  return true;
}

/** Whether the page's HTML carries a preload hint for a file beside the remote's manifest. */
function pagePreloaded(entry: string): boolean {
  const base = new URL('.', new URL(entry, window.location.href)).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) =>
    link.href.startsWith(base),
  );
}

/** A promise for callers whose work ends in a page load: nothing is left to do or show. */
export const pageLoadPending = (): Promise<never> => new Promise<never>(() => {});

export function remoteUrlOf(name: RemoteName): string | undefined {
  return remoteUrls[name];
}

/** Whether some module of the remote was requested: its code may be in the page already. */
export function isRemoteUsed(name: RemoteName): boolean {
  return usedRemotes.has(name);
}

/** Points a remote the page has not used yet at another URL (a newly promoted release). */
export function moveUnusedRemote(name: RemoteName, entry: string): void {
  if (isRemoteUsed(name)) throw new Error(`${name} is in use: a new version needs a page load`);
  remoteUrls[name] = entry;
  registerRemotes([{ name, entry }], { force: true });
}

/**
 * loadRemote typed for our use; the fallback plugin guarantees a value on failure, and a load
 * still unfinished after REMOTE_LOAD_TIMEOUT_MS (an exposed chunk that never arrives, say)
 * answers the same fallback module.
 */
export function loadRemoteModule<T>(id: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  const load = loadRemote<T>(id).then((mod) => {
    if (mod == null) throw new Error(`Module Federation returned nothing for ${id}`);
    return mod;
  });
  return withTimeout(load, timeoutMs, id).catch((error: unknown) => {
    const fallback = error instanceof RemoteTimeoutError ? fallbackModuleFor(id, error) : undefined;
    if (!fallback) throw error;
    return fallback as T;
  });
}
