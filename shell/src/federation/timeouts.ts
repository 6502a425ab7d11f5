// How long the shell waits for a remote before it shows the fallback with "Spróbuj ponownie".
// A server that answers 500 fails fast and is retried; one that never answers would otherwise
// leave a spinner for ever (fetch and <script> have no useful limit of their own: rspack waits
// 120 s for a chunk, the federation runtime 20 s per entry try, fetch not at all).

/** One request: /registry.json, a manifest (all its tries together), one remote-entry try. */
export const REMOTE_REQUEST_TIMEOUT_MS = 8_000;

/**
 * Everything one loadRemote does (manifest, entry with its retries, the exposed module's chunks):
 * the longest a visitor waits for a remote's screen or widget before its fallback appears.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export class RemoteTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** `promise`, or a RemoteTimeoutError after `ms` (the timer is cleared either way). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * fetch + reading the whole body, aborted after `ms`: a server may send headers and then stall,
 * so the limit covers the body too. Answers a fresh Response holding the body already read.
 */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  ms: number,
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  const controller = new AbortController();
  // A caller's own signal still cancels the request.
  const outer = init.signal;
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  const read = (async () => {
    const res = await fetchFn(url, { ...init, signal: controller.signal });
    const body = await res.arrayBuffer();
    const bodyless = [101, 204, 205, 304].includes(res.status);
    return new Response(bodyless ? null : body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
  })();
  try {
    return await withTimeout(read, ms, url);
  } catch (error) {
    controller.abort(error);
    throw error;
  }
}
