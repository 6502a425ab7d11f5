import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => {
      data.delete(k);
    },
    setItem: (k, v) => {
      data.set(k, v);
    },
  };
}

const chunkError = Object.assign(new Error('Loading chunk 260 failed.\n(error: http://x/260.js)'), {
  name: 'ChunkLoadError',
});

describe('chunk-load reload guard', () => {
  it('recognises chunk errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, storage, reload, 1_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadForChunkError(chunkError, storage, reload, 1_059_999)).toBe(false);
    expect(reloadForChunkError(chunkError, storage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), memoryStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
