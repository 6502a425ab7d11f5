// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/strona-glowna"}
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $route, Link, buildHref, navigate, parseSearch, setRoute } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('navigate', () => {
  it('pushes same-origin URLs and replaces on request', () => {
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    navigate('/oferta?q=kran');
    expect(push).toHaveBeenLastCalledWith(null, '', '/oferta?q=kran');
    expect(window.location.pathname).toBe('/oferta');
    navigate('https://sklep.armatura.test/koszyk', { replace: true });
    expect(replace).toHaveBeenLastCalledWith(null, '', '/koszyk');
    navigate('/koszyk'); // same URL: no new history entry
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('parses and builds query strings', () => {
    expect(parseSearch('?q=kran&size=10&q=inny')).toEqual({ q: 'kran', size: '10' });
    expect(buildHref('/oferta', { q: 'bateria wannowa', size: 20, empty: '', none: null })).toBe(
      '/oferta?q=bateria+wannowa&size=20',
    );
  });

  it('holds the route the shell publishes', () => {
    setRoute({
      screen: 'product',
      owner: 'mf-catalog',
      params: { productId: '5' },
      search: {},
      path: '/oferta/kran-5',
    });
    expect($route.get()?.params.productId).toBe('5');
  });
});

describe('Link', () => {
  it('navigates without reload on a plain click and leaves modified clicks to the browser', () => {
    const push = vi.spyOn(window.history, 'pushState');
    act(() => root.render(<Link href="/ulubione">Ulubione</Link>));
    const anchor = container.querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('/ulubione');

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void anchor.dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(true);
    expect(push).toHaveBeenLastCalledWith(null, '', '/ulubione');

    const withCtrl = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: 0,
      ctrlKey: true,
    });
    // Runs after React's root listener: keeps happy-dom from opening the link without hiding it from Link.
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    act(() => void anchor.dispatchEvent(withCtrl));
    document.removeEventListener('click', stop);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
