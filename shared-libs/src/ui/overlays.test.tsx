// @vitest-environment happy-dom
// The kit's overlays load on first use (./overlays.tsx): a dialog trigger costs nothing until the
// visitor reaches for it, and its button is one element before and after the code loads.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Button, Dialog, DialogTrigger, Modal, UiProvider } from './index';
import { overlayParts } from './overlays';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const trigger = () => container.querySelector('button')!;
const dialog = () => document.querySelector('[role="dialog"]');

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('DialogTrigger', () => {
  it('loads nothing until pressed, then opens the dialog from the same button', async () => {
    act(() =>
      root.render(
        <UiProvider>
          <DialogTrigger>
            <Button>Powiadom mnie</Button>
            <Modal>
              <Dialog title="Powiadomienie">treść</Dialog>
            </Modal>
          </DialogTrigger>
        </UiProvider>,
      ),
    );
    await flush();
    const button = trigger();
    expect(overlayParts.isLoaded()).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(dialog()).toBeNull();

    await act(
      async () =>
        void button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    );
    await act(async () => void (await overlayParts.preload()));
    await flush();
    expect(dialog()?.textContent).toContain('Powiadomienie');
    expect(trigger()).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
