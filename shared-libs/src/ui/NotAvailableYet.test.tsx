// @vitest-environment happy-dom
// The placeholder a remote shows for a screen it has not built stands for the whole screen: its
// title is the page's h1 (a page without one fails axe's page-has-heading-one).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { NotAvailableYet } from './NotAvailableYet';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('titles the placeholder screen with an h1', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<NotAvailableYet screen="catalog.home" />));
  expect(host.querySelector('h1')?.textContent).toBe('Ta część sklepu nie jest jeszcze dostępna');
  await act(async () => root.unmount());
  host.remove();
});
