/**
 * The viewport's size class (constants.ts BREAKPOINTS: xs < 768 ≤ sm < 992 ≤ md < 1200 ≤ lg),
 * following resizes and rotations. Screens render only the parts their breakpoint shows: a part
 * that CSS hides still costs its whole render, and on a phone that is blocking time (issue 16:
 * the listing's sidebar of facets and the header's second language switch were rendered hidden).
 * It lives in the kit, one shared module, so every team reads one store and one set of listeners.
 */
import { useSyncExternalStore } from 'react';
import { atom, onMount } from 'nanostores';
import { SIZE_CLASSES, sizeClassForWidth, type SizeClass } from '../constants';

// innerWidth is the width CSS media queries compare with (scroll bar included), so the parts
// rendered always match the rules that lay them out. Without a window (tests in Node): 'lg'.
const measure = (): SizeClass =>
  typeof window === 'undefined' ? 'lg' : sizeClassForWidth(window.innerWidth);

export const $sizeClass = atom<SizeClass>(measure());

// A resize within one class sets the same value, which notifies no one.
onMount($sizeClass, () => {
  if (typeof window === 'undefined') return undefined; // a server rendering: nothing to follow
  const update = () => $sizeClass.set(measure());
  update();
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
});

/** Whether `size` is `min` or wider. */
export const isAtLeast = (size: SizeClass, min: SizeClass): boolean =>
  SIZE_CLASSES.indexOf(size) >= SIZE_CLASSES.indexOf(min);

/**
 * The class the server rendered the page's HTML for (the page's start data says which, from the
 * visitor's device): a page hydrating that HTML must first render what the server did, then
 * React renders again with the real class. Null where nothing was server-rendered.
 */
let renderedFor: SizeClass | null = null;

export function setServerSizeClass(size: SizeClass | null): void {
  renderedFor = size;
}

const listen = (changed: () => void) => $sizeClass.listen(() => changed());
const current = () => $sizeClass.get();

/** True while the viewport is at least `min` wide (re-renders when it crosses the breakpoint). */
export function useAtLeast(min: SizeClass): boolean {
  const size = useSyncExternalStore(listen, current, () => renderedFor ?? current());
  return isAtLeast(size, min);
}
