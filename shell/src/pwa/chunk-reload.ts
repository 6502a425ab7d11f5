// A page chunk that fails to load (usually: a new deploy removed the old hashed file) reloads
// the page, at most once per 60 s (storefront.md §4, §9) so a broken deploy cannot loop.
import { CHUNK_RELOAD_GUARD_MS } from '@armatura/shared-libs/constants';

export const CHUNK_RELOAD_KEY = 'armatura.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message)
  );
}

/** True when no reload happened within the guard period (now and last in ms). */
export function mayReload(now: number, last: number | null): boolean {
  return last === null || !Number.isFinite(last) || now - last >= CHUNK_RELOAD_GUARD_MS;
}

/** Reloads for a chunk error when allowed; returns whether it reloaded. */
export function reloadForChunkError(
  error: unknown,
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: number | null = null;
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    last = raw ? Number(raw) : null;
  } catch {
    // No storage: still allow one reload; without a timestamp we cannot loop faster than a load.
  }
  if (!mayReload(now, last)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    /* see above */
  }
  reload();
  return true;
}

export function watchChunkErrors(): void {
  window.addEventListener('error', (e) => {
    reloadForChunkError(e.error);
  });
  window.addEventListener('unhandledrejection', (e) => {
    reloadForChunkError(e.reason);
  });
}
