// How the shell recognises a fallback module (so a retry can tell "still down" from "back").
export const FALLBACK_MARK = Symbol.for('armatura.remoteFallback');

export function isFallbackModule(mod: unknown): boolean {
  return (
    (typeof mod === 'object' || typeof mod === 'function') &&
    mod !== null &&
    (mod as Record<symbol, unknown>)[FALLBACK_MARK] === true
  );
}

/** 'mf_catalog/spa' → { remote: 'mf_catalog', expose: 'spa' } ('./spa' works too). */
export function splitRemoteId(id: string): { remote: string; expose: string } {
  const slash = id.indexOf('/');
  if (slash < 0) return { remote: id, expose: '' };
  return { remote: id.slice(0, slash), expose: id.slice(slash + 1).replace(/^\.\//, '') };
}
