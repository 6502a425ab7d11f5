// Time limits for the federation runtime's own requests (see timeouts.ts):
// - fetch (the manifests): retried while the server fails fast (500, bad JSON, refused), all tries
//   together within REMOTE_REQUEST_TIMEOUT_MS, so a manifest that never answers fails in time;
// - createScript (remote entries): each try of the <script> gives up after the same limit
//   (the retry plugin then tries again; runtime.ts bounds the whole load).
// It replaces the retry plugin's fetch retries, which have no time limit. A fetched manifest then
// passes the shared-libs compatibility check (compatibility.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_REQUEST_TIMEOUT_MS, fetchWithTimeout } from './timeouts';
import { checkManifestRelease } from './compatibility';

export type BoundedFetchOptions = {
  /** Tries after the first one. */
  retries: number;
  retryDelayMs: number;
  timeoutMs: number;
  fetchFn?: typeof fetch;
};

export const MANIFEST_FETCH: BoundedFetchOptions = {
  retries: 2,
  retryDelayMs: 1_000,
  timeoutMs: REMOTE_REQUEST_TIMEOUT_MS,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON document, retried on fast failures; every try shares one deadline. */
export async function fetchJsonBounded(
  url: string,
  init: RequestInit,
  { retries, retryDelayMs, timeoutMs, fetchFn = fetch }: BoundedFetchOptions,
): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    const left = deadline - Date.now();
    try {
      const res = await fetchWithTimeout(url, init, left, fetchFn);
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
      await res.clone().json(); // a half-deployed remote may answer HTML: try again
      return res;
    } catch (error) {
      const spent = deadline - Date.now() <= retryDelayMs;
      if (attempt >= retries || spent) throw error;
      await sleep(retryDelayMs);
    }
  }
}

export function boundedLoadingPlugin(
  manifest: BoundedFetchOptions = MANIFEST_FETCH,
  scriptTimeoutMs = REMOTE_REQUEST_TIMEOUT_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'armatura-bounded-loading',
    fetch(url, init) {
      // The release check follows the retries: a refused manifest is not retried.
      return fetchJsonBounded(url, init, manifest).then((res) => checkManifestRelease(url, res));
    },
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      if (attrs?.type === 'module') script.type = 'module';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name !== 'type') script.setAttribute(name, String(value));
      }
      return { script, timeout: scriptTimeoutMs };
    },
  };
}
