// @vitest-environment happy-dom
// A server-rendered screen still hydrating when the visitor follows a link: its hydrating render
// sees the route the HTML was made for (no hydration error), then the current one.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { setRoute, useRoute, type RouteState } from './index';

const route = (path: string): RouteState => ({
  screen: 'catalog.listing',
  owner: 'mf_catalog',
  params: {},
  search: {},
  path,
});

function Screen() {
  return <h1>{useRoute()?.path}</h1>;
}

it('hydrates with the page’s first route, then renders the current one', async () => {
  setRoute(route('/oferta/kategoria/baterie'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Screen />);
  // The visitor has gone on before this screen hydrates.
  setRoute(route('/promocje'));
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Screen />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('/promocje');
});
