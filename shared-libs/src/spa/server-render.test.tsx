// The render the host's server builds share (issue 16): whole (Suspense resolved), one at a time
// (each page's stores stay its own while a render waits), and a render that throws or hangs fails
// rather than sending a page its browser would hydrate to something else.
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './server-render';

/** What `prepare` set for the page being rendered (module state, as the stores are). */
let pageValue = '';
const waits = new Map<string, Promise<void>>();
const wait = (key: string, ms: number) => {
  if (!waits.has(key)) waits.set(key, new Promise((done) => setTimeout(done, ms)));
  return waits.get(key)!;
};

/** Suspends once for `ms`, then shows the page's value as it is by then. */
function Late({ id, ms = 30 }: { id: string; ms?: number }) {
  use(wait(id, ms));
  return <p>{pageValue}</p>;
}

function Throws(): never {
  throw new Error('the screen broke');
}

describe('renderWhole', () => {
  it('waits for suspended parts and keeps each page’s state through its own render', async () => {
    const a = renderWhole(() => {
      pageValue = 'page A';
      return (
        <Suspense fallback="…">
          <Late id="a" />
        </Suspense>
      );
    });
    const b = renderWhole(() => {
      pageValue = 'page B';
      return (
        <Suspense fallback="…">
          <Late id="b" />
        </Suspense>
      );
    });
    expect(await a).toContain('<p>page A</p>');
    expect(await b).toContain('<p>page B</p>');
  });

  it('fails when a part throws, and the next render still runs', async () => {
    await expect(
      renderWhole(() => (
        <Suspense fallback="…">
          <Throws />
        </Suspense>
      )),
    ).rejects.toThrow('the screen broke');
    expect(await renderWhole(() => <p>next</p>)).toBe('<p>next</p>');
  });

  it('fails when the render outlasts its time', async () => {
    const never = new Promise<void>(() => {});
    waits.set('never', never);
    await expect(
      renderWhole(
        () => (
          <Suspense fallback="…">
            <Late id="never" />
          </Suspense>
        ),
        50,
      ),
    ).rejects.toThrow();
    expect(await renderWhole(() => <p>after</p>)).toBe('<p>after</p>');
  });
});
