// Parsed JSON files read again only when they change (inode, modification time and size: a record is replaced by a rename): the host
// composes /registry.json on every request from a few small files without re-parsing them.
import { statSync, readFileSync } from 'node:fs';

export type CachedJson = (file: string) => unknown;

/** undefined for a missing file; a file that does not parse throws (the caller decides). */
export function jsonFileCache(): CachedJson {
  const cache = new Map<string, { key: string; value: unknown }>();
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
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    cache.set(file, { key, value });
    return value;
  };
}
