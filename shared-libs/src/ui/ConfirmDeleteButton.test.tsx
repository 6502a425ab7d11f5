// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteButton, UiProvider, type DeleteOutcome } from './index';
import { overlayParts } from './overlays';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
const click = (element: Element) =>
  act(
    () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
  );
/** Buttons anywhere on the page (the dialog is rendered outside the container). */
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  );
const dialog = () => document.querySelector('[role="alertdialog"]');
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
/** The dialog's code is loaded on first use (./overlays.tsx): a press before it is there opens it. */
const loaded = async () => {
  await act(async () => void (await overlayParts.preload()));
  await flush();
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ConfirmDeleteButton', () => {
  it('asks with the default texts and closes once the delete worked', async () => {
    const onDelete = vi.fn(async (): Promise<DeleteOutcome> => true);
    act(() =>
      root.render(
        <UiProvider>
          <ConfirmDeleteButton name="Godziny otwarcia" onDelete={onDelete} />
        </UiProvider>,
      ),
    );
    // Pressed while the dialog's code still loads (the first render of this file).
    await click(button('Usuń: Godziny otwarcia')!);
    await loaded();
    expect(dialog()?.textContent).toContain('Usunąć?');
    expect(dialog()?.textContent).toContain(
      'Czy na pewno usunąć „Godziny otwarcia”? Tej operacji nie można cofnąć.',
    );
    await click(dialog()!.querySelector('.arm-button--danger')!);
    await flush();
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('shows a refusal in the dialog, stays open when not done, and cancels without deleting', async () => {
    const outcomes: DeleteOutcome[] = [{ error: 'Adres jest używany.' }, false];
    const onDelete = vi.fn(async () => outcomes.shift()!);
    act(() =>
      root.render(
        <UiProvider>
          <ConfirmDeleteButton
            name="Biuro"
            label="Usuń adres: Biuro"
            title="Usuń adres"
            question="Usunąć adres „Biuro”?"
            variant="danger"
            onDelete={onDelete}
          />
        </UiProvider>,
      ),
    );
    await click(button('Usuń adres: Biuro')!);
    await loaded();
    expect(dialog()?.textContent).toContain('Usunąć adres „Biuro”?');
    await click(dialog()!.querySelector('.arm-button--danger')!);
    await flush();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Adres jest używany.');
    await click(dialog()!.querySelector('.arm-button--danger')!);
    await flush();
    expect(dialog()).not.toBeNull();
    await click(button('Anuluj')!);
    await flush();
    expect(dialog()).toBeNull();
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it('cannot be opened when disabled', async () => {
    act(() =>
      root.render(
        <UiProvider>
          <ConfirmDeleteButton name="Admin" isDisabled onDelete={async () => true} />
        </UiProvider>,
      ),
    );
    const trigger = button('Usuń: Admin')!;
    expect(trigger.disabled).toBe(true);
    await click(trigger);
    expect(dialog()).toBeNull();
  });
});
