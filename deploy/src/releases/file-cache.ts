// Files (parsed JSON, or text) read again only when they change (inode, modification time and
// size: a record is replaced by a rename): the host composes /registry.json on every request from
// a few small files without re-parsing them, and writes stylesheets into pages (page-start/).
import { statSync, readFileSync } from 'node:fs';

export type CachedJson = (file: string) => unknown;
export type CachedText = (file: string) => string | undefined;

/** undefined for a missing file; a file that does not parse throws (the caller decides). */
export function jsonFileCache(): CachedJson {
  return fileCache<unknown>((text) => JSON.parse(text));
}

/** A text file (e.g. a stylesheet the host writes into a page); undefined when missing. */
export function textFileCache(): CachedText {
  return fileCache((text) => text);
}

function fileCache<T>(parse: (text: string) => T): (file: string) => T | undefined {
  const cache = new Map<string, { key: string; value: T }>();
  return (file) => {
    let key: string;
    try {
      const stat = statSync(file);
      key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      cache.delete(file);
      return undefined;
    }
    const hit = cache.get(file);
    if (hit?.key === key) return hit.value;
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { key, value });
    return value;
  };
}
