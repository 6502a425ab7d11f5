/**
 * One IntersectionObserver for every lazy image of the page. Entering the pre-load zone only
 * marks an element; a throttled pass (at most every 200 ms, the first one at once) starts the
 * elements still in the zone, so images that merely flew past during a fast scroll are skipped.
 */
import { LAZY_IMAGE } from '@armatura/shared-libs/constants';
import { preloadRootMargin } from './image-loader';

export interface LazyObserver {
  /** Calls `onNear` once, when `element` is near the viewport; returns the cancel function. */
  watch(element: Element, onNear: () => void): () => void;
}

type ObserverFactory = (
  callback: IntersectionObserverCallback,
  options: IntersectionObserverInit,
) => IntersectionObserver;

export function createLazyObserver({
  rootMargin = preloadRootMargin(),
  throttleMs = LAZY_IMAGE.throttleMs,
  createObserver = (callback, options) => new IntersectionObserver(callback, options),
}: {
  rootMargin?: string;
  throttleMs?: number;
  createObserver?: ObserverFactory;
} = {}): LazyObserver {
  const callbacks = new Map<Element, () => void>();
  const near = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastPass = -Infinity;
  let observer: IntersectionObserver | null = null;

  const forget = (element: Element) => {
    callbacks.delete(element);
    near.delete(element);
    observer?.unobserve(element);
  };

  const pass = () => {
    timer = null;
    lastPass = Date.now();
    for (const element of [...near]) {
      const onNear = callbacks.get(element);
      forget(element);
      onNear?.();
    }
  };

  const schedule = () => {
    if (timer !== null || near.size === 0) return;
    timer = setTimeout(pass, Math.max(0, lastPass + throttleMs - Date.now()));
  };

  const ensureObserver = (): IntersectionObserver => {
    observer ??= createObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) near.add(entry.target);
          else near.delete(entry.target);
        }
        schedule();
      },
      { rootMargin },
    );
    return observer;
  };

  return {
    watch(element, onNear) {
      callbacks.set(element, onNear);
      ensureObserver().observe(element);
      return () => forget(element);
    },
  };
}

let shared: LazyObserver | null = null;

/** The page's observer; without IntersectionObserver support every image loads at once. */
export function lazyObserver(): LazyObserver {
  if (typeof IntersectionObserver === 'undefined') {
    return { watch: (_element, onNear) => (onNear(), () => {}) };
  }
  shared ??= createLazyObserver();
  return shared;
}
