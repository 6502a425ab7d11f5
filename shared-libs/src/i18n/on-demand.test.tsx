// @vitest-environment happy-dom
// A language given as a loader: nothing is fetched while the page is Polish; in English the texts
// load once, and a component reading them waits (suspends) instead of showing Polish first.
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLocale, pendingTexts, registerTexts, setLocale, t, textsReady } from './store';
import { useNamespaceT } from './react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  setLocale('pl');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  setLocale('pl');
});

/** A loader that answers when told to, counting its calls. */
function heldLoader(texts: { greeting: string }) {
  let release = () => undefined as void;
  const loader = Object.assign(
    () => {
      loader.calls += 1;
      return new Promise<typeof texts>((resolve) => (release = () => resolve(texts)));
    },
    { calls: 0, release: () => release() },
  );
  return loader;
}

describe('texts loaded on demand', () => {
  it('loads nothing for a Polish page, then once when the page turns English', async () => {
    const loader = heldLoader({ greeting: 'Hello' });
    const texts = registerTexts<'greeting'>('onDemandA', {
      pl: { greeting: 'Dzień dobry' },
      en: loader,
    });
    expect(loader.calls).toBe(0);
    expect(texts.t('greeting')).toBe('Dzień dobry');
    expect(pendingTexts()).toBeNull();

    setLocale('en');
    expect(loader.calls).toBe(1);
    expect(pendingTexts()).not.toBeNull();
    loader.release();
    await textsReady();
    expect(texts.t('greeting')).toBe('Hello');
    expect(t('onDemandA.greeting')).toBe('Hello');
    expect(pendingTexts()).toBeNull();
    setLocale('pl');
    await loadLocale('en');
    expect(loader.calls).toBe(1);
  });

  it('a component waits for its English texts instead of rendering Polish', async () => {
    const loader = heldLoader({ greeting: 'Good morning' });
    const texts = registerTexts<'greeting'>('onDemandB', {
      pl: { greeting: 'Dzień dobry' },
      en: loader,
    });
    function Greeting() {
      const tr = useNamespaceT(texts);
      return <p>{tr('greeting')}</p>;
    }
    setLocale('en');
    await act(async () =>
      root.render(
        <Suspense fallback={<p>…</p>}>
          <Greeting />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe('…');
    await act(async () => {
      loader.release();
      await textsReady();
    });
    expect(container.textContent).toBe('Good morning');
  });

  it('a load that fails leaves Polish and is tried again when the language is set again', async () => {
    let calls = 0;
    const texts = registerTexts('onDemandC', {
      pl: { greeting: 'Cześć' },
      en: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ greeting: 'Hi' });
      },
    });
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await loadLocale('en');
    } finally {
      console.error = quiet;
    }
    expect(texts.t('greeting')).toBe('Cześć');
    expect(pendingTexts()).toBeNull();
    await loadLocale('en');
    expect(calls).toBe(2);
    expect(texts.t('greeting')).toBe('Hi');
  });
});
