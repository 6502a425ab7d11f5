// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onDemand, type OnDemand } from './on-demand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

interface Part {
  Label: (props: { text: string }) => React.ReactNode;
}

function Shown({ part }: { part: OnDemand<Part> }) {
  const { Label } = part.useModule();
  return <Label text="gotowe" />;
}

// An awaited act: React resumes a component suspended in an act scope only if it was awaited.
const show = (part: OnDemand<Part>) =>
  act(async () =>
    root.render(
      <Suspense fallback={<p>czekam</p>}>
        <Shown part={part} />
      </Suspense>,
    ),
  );

describe('onDemand', () => {
  it('waits under Suspense for the first load, then renders without waiting', async () => {
    let loads = 0;
    let finish!: (part: Part) => void;
    const part = onDemand<Part>(() => {
      loads++;
      return new Promise((resolve) => (finish = resolve));
    });
    await show(part);
    expect(container.textContent).toBe('czekam');
    await act(async () => finish({ Label: ({ text }) => <b>{text}</b> }));
    expect(container.textContent).toBe('gotowe');
    // Shown again (a new screen): the loaded module at once, no second load.
    act(() => root.render(<p>inny ekran</p>));
    await show(part);
    expect(container.textContent).toBe('gotowe');
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next use', async () => {
    let loads = 0;
    const part = onDemand<Part>(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return { Label: ({ text }) => <i>{text}</i> };
    });
    await expect(part.preload()).rejects.toThrow('chunk failed');
    await act(async () => {
      await part.preload();
    });
    await show(part);
    expect(container.textContent).toBe('gotowe');
    expect(loads).toBe(2);
  });
});
