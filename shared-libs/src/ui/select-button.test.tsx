// @vitest-environment happy-dom
// `<Select loadOnUse>` (./overlays.tsx, ./SelectButton.tsx): until the visitor uses it, a select
// is its button (the chosen option, the label, the popup role) and loads no code; a press loads
// the overlays part and opens the real select, whose options choose as usual.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Select, SelectItem, UiProvider } from './index';
import { overlayParts } from './overlays';
import { chosenText } from './SelectButton';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const button = () => container.querySelector('button')!;
const nameOf = (element: Element) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => {
      const named = document.getElementById(id);
      return named === element ? element.getAttribute('aria-label') : named?.textContent;
    })
    .join(' ');

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const SORTS = [
  { id: 'new', label: 'Najnowsze' },
  { id: 'price', label: 'Cena rosnąco' },
];

describe('Select loadOnUse', () => {
  it('shows the chosen option as its button and loads nothing until pressed, then opens', async () => {
    const chosen = vi.fn();
    act(() =>
      root.render(
        <UiProvider>
          <Select
            loadOnUse
            label="Sortuj"
            selectedKey="price"
            items={SORTS}
            onSelectionChange={chosen}
          >
            {(sort) => <SelectItem id={sort.id}>{sort.label}</SelectItem>}
          </Select>
        </UiProvider>,
      ),
    );
    await flush();
    expect(overlayParts.isLoaded()).toBe(false);
    expect(button().getAttribute('aria-haspopup')).toBe('listbox');
    expect(nameOf(button())).toBe('Cena rosnąco Sortuj');
    expect(document.querySelector('[role="listbox"]')).toBeNull();

    await act(async () => void button().click());
    await act(async () => void (await overlayParts.preload()));
    await flush();
    const options = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options).toEqual(['Najnowsze', 'Cena rosnąco']);
    expect(button().textContent).toContain('Cena rosnąco');
  });

  it('names a select labelled by aria-label with its chosen option first, as react-aria does', () => {
    act(() =>
      root.render(
        <UiProvider>
          <Select loadOnUse aria-label="Waluta" selectedKey="EUR">
            <SelectItem id="PLN">PLN</SelectItem>
            <SelectItem id="EUR">EUR</SelectItem>
          </Select>
        </UiProvider>,
      ),
    );
    expect(nameOf(button())).toBe('EUR Waluta');
  });
});

describe('chosenText', () => {
  it('reads the chosen option from static options or from items, by id or text value', () => {
    const options = [
      <SelectItem key="a" id="a">
        Polski
      </SelectItem>,
      <SelectItem key="b" id={2} textValue="Dwa">
        <b>2</b>
      </SelectItem>,
    ];
    expect(chosenText({ children: options, selectedKey: 'a' })).toBe('Polski');
    expect(chosenText({ children: options, defaultSelectedKey: 2 })).toBe('Dwa');
    expect(chosenText({ children: options, selectedKey: null })).toBeUndefined();
    const items = [{ id: 24 }, { id: 48 }];
    const render = (item: { id: number }) => (
      <SelectItem id={item.id}>{String(item.id)}</SelectItem>
    );
    expect(chosenText({ items, children: render, selectedKey: 48 })).toBe('48');
  });
});
