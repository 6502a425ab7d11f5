/**
 * Safe JSON access to localStorage. Private mode, a full quota or a non-browser test run must
 * not break a screen: reads fall back to the default and writes fail quietly (the in-memory
 * store still holds the value for this page).
 */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  const raw = storage()?.getItem(key);
  if (raw == null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    /* quota or private mode: keep the in-memory value */
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    /* see writeJson */
  }
}

/** Calls `onChange` when another tab changes `key` (the `storage` event fires only there). */
export function onOtherTabChange(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
