// The remote registry: /registry.json (deploy/registry/<env>.json) plus developer overrides.
//
// Overrides: open the shop once with `?remote:mf_catalog=http://localhost:3001/mf-manifest.json`;
// the shell keeps it in localStorage 'armatura.remoteOverrides' ({"mf_catalog": "<url>"}) and
// uses it on every later visit. `?remote:mf_catalog=` (empty) forgets one, `?remote:reset`
// forgets all. Loading code from a URL given in a link is dangerous, so overrides apply only
// when the registry says `"allowRemoteOverrides": true` (local and test, never production).
import { REMOTE_NAMES, defaultManifestUrl, isRemoteName } from './remotes';
import type { RemoteName } from '../routing/routes';
import { REMOTE_REQUEST_TIMEOUT_MS, fetchWithTimeout } from './timeouts';

/**
 * A remote's registry value: its manifest URL (deploy/registry/*.json), or as the host serves it
 * { entry, version?, armatura? } (deploy/src/releases/compose.ts).
 */
export type RegistryEntry = string | { entry: string; version?: string; armatura?: unknown };
export type RegistryFile = {
  remotes: Record<string, RegistryEntry>;
  allowRemoteOverrides?: boolean;
};
export type RemoteUrls = Record<RemoteName, string>;

export const OVERRIDES_KEY = 'armatura.remoteOverrides';
const PARAM_PREFIX = 'remote:';

export function defaultRegistry(): RegistryFile {
  return { remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, defaultManifestUrl(n)])) };
}

/** The manifest URL of a registry value (undefined for a malformed one). */
export function entryUrl(value: RegistryEntry | undefined): string | undefined {
  const url = typeof value === 'string' ? value : value?.entry;
  return typeof url === 'string' ? url : undefined;
}

/** GET /registry.json; throws when it is missing, broken or late (registry-refresh.ts keeps the old). */
export async function readRegistry(
  fetchFn: typeof fetch = fetch,
  timeoutMs = REMOTE_REQUEST_TIMEOUT_MS,
): Promise<RegistryFile> {
  const res = await fetchWithTimeout('/registry.json', { cache: 'no-cache' }, timeoutMs, fetchFn);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as RegistryFile;
  if (!body || typeof body.remotes !== 'object') throw new Error('no "remotes" object');
  return body;
}

/**
 * GET /registry.json; the same-origin defaults when it is missing, broken or does not answer
 * within the request limit (logged): every remote waits for it, so it must not hang the shop.
 */
export async function fetchRegistry(
  fetchFn: typeof fetch = fetch,
  timeoutMs = REMOTE_REQUEST_TIMEOUT_MS,
): Promise<RegistryFile> {
  try {
    return await readRegistry(fetchFn, timeoutMs);
  } catch (error) {
    console.error('[shell] /registry.json unavailable, using same-origin defaults', error);
    return defaultRegistry();
  }
}

function isUsableUrl(url: string): boolean {
  return /^(https?:\/\/|\/)/.test(url);
}

/** Reads ?remote:<name>=<url> into the stored overrides; returns the new overrides. */
export function updateOverrides(
  search: string,
  stored: Record<string, string>,
): Record<string, string> {
  const next = { ...stored };
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'remote:reset') return {};
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    if (!isRemoteName(name)) continue;
    if (value && isUsableUrl(value)) next[name] = value;
    else delete next[name];
  }
  return next;
}

/** The search string without ?remote:… params (so they do not stick to shared links). */
export function stripOverrideParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM_PREFIX)) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Registry URLs for every known remote, overridden where allowed. */
export function resolveRemoteUrls(
  registry: RegistryFile,
  overrides: Record<string, string>,
): RemoteUrls {
  const useOverrides = registry.allowRemoteOverrides === true;
  const urls = {} as RemoteUrls;
  for (const name of REMOTE_NAMES) {
    const override = useOverrides ? overrides[name] : undefined;
    urls[name] = override ?? entryUrl(registry.remotes[name]) ?? defaultManifestUrl(name);
  }
  return urls;
}

export function readStored(storage: Storage): Record<string, string> {
  try {
    const parsed = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A registry as the page carried it (page-boot.ts), or undefined when it has none or it is malformed. */
export function registryFromPage(value: unknown): RegistryFile | undefined {
  const remotes = (value as RegistryFile | null | undefined)?.remotes;
  return remotes && typeof remotes === 'object' ? (value as RegistryFile) : undefined;
}

/**
 * Browser glue: registry + query + localStorage → the URLs to register, and the registry they came
 * from (its entries may embed each remote's surface: routing/surfaces.ts). The registry the host
 * wrote into the page is used when there is one (no request); else /registry.json.
 */
export async function loadRegistry(
  fromPage?: unknown,
): Promise<{ urls: RemoteUrls; registry: RegistryFile }> {
  const registry = registryFromPage(fromPage) ?? (await fetchRegistry());
  let overrides: Record<string, string> = {};
  try {
    overrides = updateOverrides(window.location.search, readStored(window.localStorage));
    if (Object.keys(overrides).length)
      window.localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
    else window.localStorage.removeItem(OVERRIDES_KEY);
  } catch {
    // Storage may be blocked (private mode): overrides from the query still work for this visit.
    overrides = updateOverrides(window.location.search, {});
  }
  const clean = stripOverrideParams(window.location.search);
  if (clean !== window.location.search) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${clean}${window.location.hash}`,
    );
  }
  if (registry.allowRemoteOverrides && Object.keys(overrides).length) {
    console.info('[shell] remote overrides in use', overrides);
  }
  return { urls: resolveRemoteUrls(registry, overrides), registry };
}
