/**
 * Lazy image loading (storefront.md §9): images start loading when they come within
 * 1.3 viewport heights (IntersectionObserver rootMargin), a failed image is tried up to
 * 3 times, visibility changes are handled at most every 200 ms (images that only fly past
 * while scrolling fast are not requested), and the outcome of the last 200 images is
 * remembered so a revisited tile shows its photo (or placeholder) at once.
 */
import { LAZY_IMAGE } from '@armatura/shared-libs/constants';

export type ImageOutcome = 'loaded' | 'failed';

/** Least-recently-used memory of image outcomes. */
export class OutcomeCache {
  private readonly entries = new Map<string, ImageOutcome>();

  constructor(private readonly capacity: number = LAZY_IMAGE.cacheSize) {}

  get(src: string): ImageOutcome | undefined {
    const value = this.entries.get(src);
    if (value !== undefined) {
      this.entries.delete(src);
      this.entries.set(src, value);
    }
    return value;
  }

  set(src: string, outcome: ImageOutcome): void {
    this.entries.delete(src);
    this.entries.set(src, outcome);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export const outcomes = new OutcomeCache();

/** '30% 0px': the viewport grown by (factor − 1) of its height below and above. */
export function preloadRootMargin(factor: number = LAZY_IMAGE.preloadFactor): string {
  const percent = Math.max(0, Math.round((factor - 1) * 100));
  return `${percent}% 0px`;
}

export type Fetcher = (src: string) => Promise<void>;

/** Fetches an image through the browser's cache (an <img> that is then shown hits it). */
export const browserFetcher: Fetcher = (src) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image failed: ${src}`));
    image.src = src;
  });

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface LoadOptions {
  maxAttempts?: number;
  pauseMs?: number;
  cache?: OutcomeCache;
}

const inFlight = new Map<string, Promise<ImageOutcome>>();

/**
 * Loads `src` with up to `maxAttempts` tries (pausing throttleMs × attempt between them) and
 * remembers the outcome. Concurrent calls for one src share the work.
 */
export function loadImage(
  src: string,
  fetcher: Fetcher = browserFetcher,
  {
    maxAttempts = LAZY_IMAGE.maxAttempts,
    pauseMs = LAZY_IMAGE.throttleMs,
    cache = outcomes,
  }: LoadOptions = {},
): Promise<ImageOutcome> {
  const known = cache.get(src);
  if (known) return Promise.resolve(known);
  const running = inFlight.get(src);
  if (running) return running;
  const attempts = Math.max(LAZY_IMAGE.minAttempts, maxAttempts);
  const work = (async (): Promise<ImageOutcome> => {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await fetcher(src);
        cache.set(src, 'loaded');
        return 'loaded';
      } catch {
        if (attempt < attempts) await wait(pauseMs * attempt);
      }
    }
    cache.set(src, 'failed');
    return 'failed';
  })();
  inFlight.set(src, work);
  void work.finally(() => inFlight.delete(src));
  return work;
}
