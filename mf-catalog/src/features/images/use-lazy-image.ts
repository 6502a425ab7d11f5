/** Connects one element to the lazy loader: 'waiting' until near the viewport, then the outcome. */
import { useEffect, useRef, useState } from 'react';
import { loadImage, outcomes, type ImageOutcome } from './image-loader';
import { lazyObserver } from './lazy-observer';

export type LazyImageStatus = 'waiting' | 'loading' | ImageOutcome;

export function useLazyImage<E extends Element>(src: string | null | undefined, eager = false) {
  const ref = useRef<E | null>(null);
  const initial = (): LazyImageStatus => (!src ? 'failed' : (outcomes.get(src) ?? 'waiting'));
  const [status, setStatus] = useState<LazyImageStatus>(initial);

  useEffect(() => {
    setStatus(initial());
    if (!src || outcomes.get(src)) return undefined;
    const element = ref.current;
    if (!element) return undefined;
    let active = true;
    const start = () => {
      if (!active) return;
      setStatus('loading');
      void loadImage(src).then((outcome) => active && setStatus(outcome));
    };
    // Eager images (above the fold) skip the observer but keep the attempts and the cache.
    const cancel = eager ? (start(), () => {}) : lazyObserver().watch(element, start);
    return () => {
      active = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, eager]);

  return { ref, status };
}
