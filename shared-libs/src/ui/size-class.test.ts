// @vitest-environment happy-dom
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { $sizeClass, isAtLeast } from './size-class';

// happy-dom's viewport: its media queries follow it and tell their listeners.
function resizeTo(width: number) {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width });
}

describe('$sizeClass', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('follows the viewport across the breakpoints, telling only when the class changes', () => {
    resizeTo(375);
    const seen: string[] = [];
    stop = $sizeClass.subscribe((size) => seen.push(size));
    resizeTo(380); // the same class: no one is told
    resizeTo(800);
    resizeTo(991);
    resizeTo(992);
    resizeTo(1280);
    resizeTo(375);
    expect(seen).toEqual(['xs', 'sm', 'md', 'lg', 'xs']);
  });
});

describe('isAtLeast', () => {
  it('orders xs < sm < md < lg', () => {
    expect(isAtLeast('md', 'sm')).toBe(true);
    expect(isAtLeast('md', 'md')).toBe(true);
    expect(isAtLeast('sm', 'md')).toBe(false);
    expect(isAtLeast('xs', 'sm')).toBe(false);
  });
});
