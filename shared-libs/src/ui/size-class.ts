/**
 * The viewport's size class (constants.ts BREAKPOINTS: xs < 768 ≤ sm < 992 ≤ md < 1200 ≤ lg),
 * following resizes and rotations. Screens render only the parts their breakpoint shows: a part
 * that CSS hides still costs its whole render, and on a phone that is blocking time (issue 16:
 * the listing's sidebar of facets and the header's second language switch were rendered hidden).
 * It lives in the kit, one shared module, so every team reads one store and one set of listeners.
 */
import { useSyncExternalStore } from 'react';
import { atom, onMount } from 'nanostores';
import { BREAKPOINTS, SIZE_CLASSES, type SizeClass } from '../constants';

// One media query per class above xs, widest first: the class is the widest that matches, so the
// parts rendered always match the CSS rules that lay them out. Media queries rather than
// window.innerWidth: reading innerWidth makes the browser lay the page out there and then, inside
// the script that reads it (a phone's blocking time: 113 ms at 4× CPU on the home page, issue 16),
// and a query's `change` event says when a breakpoint is crossed without a handler per resize.
const MIN_WIDTHS: [SizeClass, number][] = [
  ['lg', BREAKPOINTS.lg],
  ['md', BREAKPOINTS.md],
  ['sm', BREAKPOINTS.sm],
];

let queries: [SizeClass, MediaQueryList][] | null = null;
function mediaQueries(): [SizeClass, MediaQueryList][] {
  queries ??= MIN_WIDTHS.map(([size, px]) => [size, window.matchMedia(`(min-width: ${px}px)`)]);
  return queries;
}

// Without a window (tests in Node, a server rendering): 'lg'.
const measure = (): SizeClass =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? 'lg'
    : (mediaQueries().find(([, query]) => query.matches)?.[0] ?? SIZE_CLASSES[0]);

export const $sizeClass = atom<SizeClass>(measure());

// A change within one class sets the same value, which notifies no one.
onMount($sizeClass, () => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  const update = () => $sizeClass.set(measure());
  update();
  const watched = mediaQueries().map(([, query]) => query);
  for (const query of watched) query.addEventListener('change', update);
  return () => watched.forEach((query) => query.removeEventListener('change', update));
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
