// The host's Module Federation instance: registers the remotes from the registry, the retry
// plugin and the fallback plugin, and re-registers one remote on demand ("Spróbuj ponownie").
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { fallbackPlugin } from './fallback-plugin';
import type { RemoteUrls } from './registry';
import type { RemoteName } from '../routing/routes';

let remoteUrls: Partial<RemoteUrls> = {};

export function setupFederation(urls: RemoteUrls): void {
  remoteUrls = urls;
  registerPlugins([
    // First the fetches are retried (manifest: 2 more tries; this plugin version waits a fixed
    // 1 s between manifest tries), then the remote entry script (2 more tries, 300 ms apart).
    RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 300 } }),
    // When the retries are used up, errorLoadRemote answers with a fallback module.
    fallbackPlugin(),
  ]);
  registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
}

/** Drops the remote's cached entry/modules and registers it again (fresh fetch next time). */
export function reRegisterRemote(name: RemoteName): void {
  const entry = remoteUrls[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function remoteUrlOf(name: RemoteName): string | undefined {
  return remoteUrls[name];
}

/** loadRemote typed for our use; the fallback plugin guarantees a value on failure. */
export function loadRemoteModule<T>(id: string): Promise<T> {
  return loadRemote<T>(id).then((mod) => {
    if (mod == null) throw new Error(`Module Federation returned nothing for ${id}`);
    return mod;
  });
}
