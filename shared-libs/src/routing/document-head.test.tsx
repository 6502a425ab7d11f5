// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/oferta/kran-12?utm_source=x"}
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCanonicalLink, useDocumentHead } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
beforeEach(() => {
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

function Page({ path, title }: { path: string | null; title: string | null }) {
  useDocumentHead(title);
  useCanonicalLink(path);
  return null;
}
const canonicals = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href);

describe('useCanonicalLink', () => {
  it('names the absolute address beside the title, follows it, and leaves with the screen', () => {
    act(() => root.render(<Page path={null} title={null} />));
    expect(canonicals()).toEqual([]);
    act(() => root.render(<Page path="/oferta/kran-12" title="Kran" />));
    expect(canonicals()).toEqual(['https://sklep.armatura.test/oferta/kran-12']);
    expect(document.title).toBe('Kran - Armatura');
    act(() => root.render(<Page path="/oferta/kategoria/baterie?current=n_2_n" title="Kran" />));
    expect(canonicals()).toEqual([
      'https://sklep.armatura.test/oferta/kategoria/baterie?current=n_2_n',
    ]);
    act(() => root.render(<></>));
    expect(canonicals()).toEqual([]);
  });

  it('replaces a canonical it did not write (one per document)', () => {
    const stale = document.createElement('link');
    stale.rel = 'canonical';
    stale.href = 'https://sklep.armatura.test/strona-glowna';
    document.head.appendChild(stale);
    act(() => root.render(<Page path="/marki/grohe" title="Grohe" />));
    expect(canonicals()).toEqual(['https://sklep.armatura.test/marki/grohe']);
  });
});
