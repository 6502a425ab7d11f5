// Open tabs learn about releases (issue 17). /registry.json is read again
// - when the tab comes back into view (focus / visibilitychange): a tab left open for hours is the
//   one most likely to be behind, and returning to it is when the user is about to act;
// - on a navigation, at most once a minute: a tab kept in use notices too, without a request
//   per click and without any polling of background tabs.
// A remote the page has not used yet simply moves to the new URL. A remote already used keeps
// its version (two versions of one remote never share a page); the next navigation into its
// screens becomes a full page load, which starts everything on the new registry.
import { checkActivityFunctions } from 'single-spa';
import { REMOTE_NAMES } from './remotes';
import { readRegistry, readStored, resolveRemoteUrls } from './registry';
import { isRemoteUsed, moveUnusedRemote, remoteUrlOf } from './runtime';
import type { RemoteName } from '../routing/routes';

export const NAVIGATION_REFRESH_MS = 60_000;

/** Remotes in use whose registry URL moved on: they need a page load before they show again. */
const stale = new Set<RemoteName>();

function storedOverrides(): Record<string, string> {
  try {
    return readStored(window.localStorage);
  } catch {
    return {};
  }
}

async function refresh(): Promise<void> {
  let urls;
  try {
    urls = resolveRemoteUrls(await readRegistry(), storedOverrides());
  } catch (error) {
    console.warn('[shell] /registry.json could not be read again; keeping the current one', error);
    return;
  }
  for (const name of REMOTE_NAMES) {
    const moved = urls[name] !== remoteUrlOf(name);
    if (moved && !isRemoteUsed(name)) moveUnusedRemote(name, urls[name]);
    else if (moved) stale.add(name);
    else stale.delete(name); // rolled back before the user came back to it
  }
}

type RoutingDetail = { newUrl: string; cancelNavigation?: () => void };

export function watchRegistry(): void {
  let lastRead = Date.now();
  let reloading = false;
  let running: Promise<void> | undefined;
  const read = () => {
    lastRead = Date.now();
    running ??= refresh().finally(() => (running = undefined));
  };
  window.addEventListener('focus', read);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') read();
  });
  window.addEventListener('single-spa:before-routing-event', (event) => {
    if (reloading) return; // cancelNavigation's way back to the old address
    const { newUrl, cancelNavigation } = (event as CustomEvent<RoutingDetail>).detail;
    const target = new URL(newUrl, window.location.href);
    const active = checkActivityFunctions(target as unknown as Location) as RemoteName[];
    const outdated = active.filter((name) => stale.has(name));
    if (outdated.length) {
      reloading = true;
      console.info('[shell] new version of', outdated.join(', '), '- loading the page afresh');
      cancelNavigation?.();
      window.location.assign(target.href);
      return;
    }
    if (Date.now() - lastRead > NAVIGATION_REFRESH_MS) read();
  });
}
