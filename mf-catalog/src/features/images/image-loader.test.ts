import { describe, expect, it, vi } from 'vitest';
import { OutcomeCache, loadImage, preloadRootMargin } from './image-loader';
import { createLazyObserver } from './lazy-observer';

describe('loadImage', () => {
  it('tries a failing image 3 times, then remembers the failure', async () => {
    const cache = new OutcomeCache(10);
    const fetcher = vi.fn().mockRejectedValue(new Error('404'));
    await expect(loadImage('/a.png', fetcher, { cache, pauseMs: 1 })).resolves.toBe('failed');
    expect(fetcher).toHaveBeenCalledTimes(3);
    await loadImage('/a.png', fetcher, { cache, pauseMs: 1 });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('stops at the first success', async () => {
    const cache = new OutcomeCache(10);
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(undefined);
    await expect(loadImage('/b.png', fetcher, { cache, pauseMs: 1 })).resolves.toBe('loaded');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('OutcomeCache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = new OutcomeCache(2);
    cache.set('a', 'loaded');
    cache.set('b', 'loaded');
    cache.get('a');
    cache.set('c', 'failed');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('loaded');
    expect(cache.size).toBe(2);
  });
});

describe('lazy observer', () => {
  it('uses a 1.3 pre-load factor as a 30% root margin', () => {
    expect(preloadRootMargin(1.3)).toBe('30% 0px');
  });

  it('starts only elements still near the viewport at the throttled pass', () => {
    vi.useFakeTimers();
    let report!: IntersectionObserverCallback;
    const observer = {
      observe: vi.fn(),
      unobserve: vi.fn(),
      disconnect: vi.fn(),
    } as unknown as IntersectionObserver;
    const lazy = createLazyObserver({
      throttleMs: 200,
      createObserver: (callback) => {
        report = callback;
        return observer;
      },
    });
    const a = {} as Element;
    const b = {} as Element;
    const started: string[] = [];
    lazy.watch(a, () => started.push('a'));
    lazy.watch(b, () => started.push('b'));
    const entry = (target: Element, isIntersecting: boolean) =>
      ({ target, isIntersecting }) as IntersectionObserverEntry;
    report([entry(a, true)], observer);
    vi.advanceTimersByTime(0);
    expect(started).toEqual(['a']);
    // b flies past within one throttle window: never started.
    report([entry(b, true)], observer);
    report([entry(b, false)], observer);
    vi.advanceTimersByTime(200);
    expect(started).toEqual(['a']);
    report([entry(b, true)], observer);
    vi.advanceTimersByTime(200);
    expect(started).toEqual(['a', 'b']);
    vi.useRealTimers();
  });
});
