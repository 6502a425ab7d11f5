// @vitest-environment happy-dom
// The fallback a remote that is down gets: its area shows the Polish message with "Spróbuj
// ponownie"; a retry while the remote is still down keeps the panel, and once the remote answers
// its real lifecycles take over the area (and every later mount and unmount).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LifeCycles } from 'single-spa';
import { createSpaFallback } from './SpaFallback';

type Props = Record<string, unknown>;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Lifecycles of a remote that renders a plain paragraph into the main area. */
function workingRemote(log: string[]): LifeCycles<Props> {
  return {
    bootstrap: async () => {
      log.push('bootstrap');
    },
    mount: async () => {
      log.push('mount');
      const p = document.createElement('p');
      p.textContent = 'Ekran zespołu';
      document.getElementById('armatura-main')!.append(p);
    },
    unmount: async () => {
      log.push('unmount');
      document.getElementById('armatura-main')!.replaceChildren();
    },
  };
}

/** Our fallback's lifecycles are single functions (single-spa also allows arrays). */
const call = (fn: LifeCycles<Props>['mount'], props: Props = {}) =>
  (fn as (p: Props) => Promise<void>)(props);
const retryButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Spróbuj ponownie');
const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('the remote fallback', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="armatura-main"></main>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the message, keeps it while the remote is down, and hands over once it answers', async () => {
    const log: string[] = [];
    let answers: LifeCycles<Props>[] = [];
    const fallback = createSpaFallback('mf_catalog', 'mf_catalog/spa', async () =>
      answers.shift()!,
    );
    const stillDown = createSpaFallback('mf_catalog', 'mf_catalog/spa', async () => {
      throw new Error('unused');
    });
    answers = [stillDown, workingRemote(log)];

    await act(() => call(fallback.mount, { mainElementId: 'armatura-main' }));
    expect(document.body.textContent).toContain('Nie udało się wczytać tej części sklepu.');
    // The area is a screen of its own: headed by the page's h1.
    expect(document.querySelector('h1')?.textContent).toBe(
      'Nie udało się wczytać tej części sklepu.',
    );

    await act(async () => retryButton()!.click());
    await flush();
    expect(document.body.textContent).toContain('Nie udało się wczytać tej części sklepu.');
    expect(log).toEqual([]);

    await act(async () => retryButton()!.click());
    await flush();
    expect(log).toEqual(['bootstrap', 'mount']);
    expect(document.body.textContent).toBe('Ekran zespołu');
    expect(retryButton()).toBeUndefined();

    await act(() => call(fallback.unmount));
    await act(() => call(fallback.mount, { mainElementId: 'armatura-main' }));
    expect(log).toEqual(['bootstrap', 'mount', 'unmount', 'mount']);
    expect(document.body.textContent).toBe('Ekran zespołu');
  });
});
