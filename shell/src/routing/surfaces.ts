// Reading the remotes' surfaces at start. Each comes from the registry entry when /registry.json
// carries the manifest's `armatura` block (the platform host copies it in for the manifests it
// serves: no extra request), else from the remote's mf-manifest.json, all fetched in parallel,
// each within the request limit. A remote whose surface cannot be read costs only its own
// screens: compose.ts routes its areas to the "unavailable" screen.
import { readRemoteSurface } from '@armatura/shared-libs/federation';
import { REMOTE_NAMES } from '@armatura/shared-libs/constants';
import { REMOTE_REQUEST_TIMEOUT_MS, fetchWithTimeout } from '../federation/timeouts';
import type { Surfaces } from './compose';
import type { RemoteName } from './routes';

/** The `armatura` block of a registry entry ({ entry, armatura }) pointing at `url`, if any. */
function embeddedBlock(entry: unknown, url: string): unknown {
  if (!entry || typeof entry !== 'object') return undefined;
  const { entry: entryUrl, armatura } = entry as { entry?: unknown; armatura?: unknown };
  // A developer override points elsewhere: the embedded block describes the registry's build.
  return entryUrl === url ? armatura : undefined;
}

async function fetchBlock(url: string, fetchFn: typeof fetch, timeoutMs: number): Promise<unknown> {
  const res = await fetchWithTimeout(url, { cache: 'no-cache' }, timeoutMs, fetchFn);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return ((await res.json()) as { armatura?: unknown } | null)?.armatura;
}

/**
 * The surfaces the registry itself carries (the host embeds each remote's `armatura` block), read
 * at once: what the server rendered the shell's routes and menus from, and what the page's first
 * render must use to match it (server-render/). A remote whose entry carries none is left out.
 */
export function embeddedSurfaces(registryEntries: Readonly<Record<string, unknown>>): Surfaces {
  const entries = REMOTE_NAMES.flatMap((name) => {
    const entry = registryEntries[name] as { entry?: unknown; armatura?: unknown } | undefined;
    const surface = typeof entry?.entry === 'string' ? readRemoteSurface(entry.armatura) : null;
    return surface ? [[name, surface] as const] : [];
  });
  return Object.fromEntries(entries) as Surfaces;
}

/**
 * Each remote's surface: from its registry entry when embedded, else from its manifest at `urls`.
 * Never rejects; a remote left out could not be read (logged).
 */
export async function loadSurfaces(
  urls: Readonly<Record<RemoteName, string>>,
  registryEntries: Readonly<Record<string, unknown>> = {},
  fetchFn: typeof fetch = fetch,
  timeoutMs = REMOTE_REQUEST_TIMEOUT_MS,
): Promise<Surfaces> {
  const read = async (name: RemoteName) => {
    const url = urls[name];
    try {
      const block =
        embeddedBlock(registryEntries[name], url) ?? (await fetchBlock(url, fetchFn, timeoutMs));
      const surface = readRemoteSurface(block);
      if (!surface) throw new Error('no valid armatura.surface');
      return [name, surface] as const;
    } catch (error) {
      console.error(
        `[shell] routes of ${name} unavailable (${url}); its pages show the fallback`,
        error,
      );
      return [name, undefined] as const;
    }
  };
  const entries = await Promise.all(REMOTE_NAMES.map(read));
  return Object.fromEntries(entries.filter(([, s]) => s)) as Surfaces;
}
