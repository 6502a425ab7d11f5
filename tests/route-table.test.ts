// The shop's route table as the shell composes it at start, from the remotes' own route files
// (<remote>/src/public/routes.ts, shipped in each mf-manifest.json), checked against the spec's
// routes.tsv: every row present, with its owner, sign-in requirement and permission.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_FOLDERS } from '../shared-libs/src/constants';
import { composeRoutes } from '../shell/src/routing/compose';
import { matchRoute } from '../shell/src/routing/match';
import { ROUTE_AREAS } from '../shell/src/routing/areas';
import { SHELL_ROUTES } from '../shell/src/routing/routes';
import { surface as catalog } from '../mf-catalog/src/public/routes';
import { surface as checkout } from '../mf-cart-checkout/src/public/routes';
import { surface as account } from '../mf-account-orders/src/public/routes';
import { surface as users } from '../mf-admin-users/src/public/routes';
import { surface as content } from '../mf-admin-content/src/public/routes';
import { surface as commerce } from '../mf-admin-commerce/src/public/routes';

const composition = composeRoutes({
  mf_catalog: catalog,
  mf_cart_checkout: checkout,
  mf_account_orders: account,
  mf_admin_users: users,
  mf_admin_content: content,
  mf_admin_commerce: commerce,
});
const { routes } = composition;
const match = (path: string, search = '') => matchRoute(path, search, routes);

// The spec's route table, copied into the repository (docs/spec/routes.tsv) so this test runs in
// every checkout; where the spec folder sits beside the project, the copy must equal it.
const FIXTURE = fileURLToPath(new URL('../docs/spec/routes.tsv', import.meta.url));
const SPEC = fileURLToPath(new URL('../../shared/spec/routes.tsv', import.meta.url));
const FOLDER_TO_OWNER: Record<string, string> = {
  shell: 'shell',
  ...Object.fromEntries(Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [folder, name])),
};
const rows = readFileSync(FIXTURE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'));

/** routes.tsv writes the product page's regex route as '/oferta/(slug-):productId'. */
const specPathOf = (path: string | RegExp) =>
  typeof path === 'string'
    ? path
    : path.source.includes('oferta')
      ? '/oferta/(slug-):productId'
      : '';

describe('the composed table covers routes.tsv', () => {
  it("has the spec's 61 screens, and every remote's route is accepted", () => {
    expect(rows.length).toBe(61);
    expect(composition.rejected).toEqual([]);
  });

  it('keeps the copy equal to the spec where the spec is beside the project', () => {
    if (existsSync(SPEC)) expect(readFileSync(FIXTURE, 'utf8')).toBe(readFileSync(SPEC, 'utf8'));
  });

  it.each(rows)('%s', (path, owner, requiresAuth, permission) => {
    const route = routes.find((r) => specPathOf(r.path) === path);
    expect(route, path).toBeDefined();
    expect(route!.owner).toBe(FOLDER_TO_OWNER[owner!]);
    expect(route!.requiresAuth).toBe(requiresAuth === 'yes');
    expect(route!.permission ?? '').toBe(permission ?? '');
  });
});

describe('matching in the composed table', () => {
  it('the product page: slug optional, digits only, before the listing', () => {
    expect(match('/oferta/bateria-umywalkowa-grohe-123')).toMatchObject({
      screen: 'catalog.product',
      params: { slug: 'bateria-umywalkowa-grohe', productId: '123' },
    });
    expect(match('/oferta/987').params).toEqual({ productId: '987' });
    expect(match('/oferta/bateria-abc').screen).toBe('shell.notFound');
    expect(match('/oferta/lazienka/baterie').screen).toBe('catalog.listing');
  });

  it('the listing views, optional params, the blog', () => {
    expect(match('/marki/grohe').params.view).toBe('brands');
    expect(match('/polecane').params.view).toBe('recommended');
    expect(match('/blog').screen).toBe('content.blogList');
    expect(match('/blog/porady/15')).toMatchObject({
      screen: 'content.blogPost',
      params: { blogId: '15' },
    });
    expect(match('/kokpit/zamowienia/3')).toMatchObject({
      screen: 'account.orders',
      params: { statusId: '3' },
    });
    expect(match('/kokpit/konfiguracja/produkty/edytuj/E-1/42').params).toEqual({
      erpId: 'E-1',
      productId: '42',
    });
  });

  it('literal one-segment pages before the static pages; unknown deeper paths are the 404', () => {
    expect(match('/promocje').screen).toBe('catalog.listing');
    expect(match('/newsletter').screen).toBe('content.newsletter');
    expect(match('/regulamin').screen).toBe('content.staticPage');
    expect(match('/kokpit/nieznane').screen).toBe('shell.notFound');
    expect(match('/zamowienia/akceptacja').screen).toBe('checkout.orderAccept');
  });

  it('every route and menu link of a remote lies in its areas; no area overlaps another or the shell', () => {
    const areas = Object.values(ROUTE_AREAS).flat();
    for (const a of areas)
      for (const b of areas) if (a !== b) expect(b.startsWith(`${a}/`), `${a} / ${b}`).toBe(false);
    expect(new Set(areas).size).toBe(areas.length);
    for (const route of SHELL_ROUTES) {
      if (typeof route.path !== 'string' || route.path.includes(':') || route.path === '*')
        continue;
      expect(areas.some((a) => route.path === a || String(route.path).startsWith(`${a}/`))).toBe(
        false,
      );
    }
  });

  it('every list screen of /kokpit is in the side menu and every menu entry leads to a route', () => {
    const kokpit = composition.menus.kokpit.map((m) => m.href);
    expect(kokpit).toHaveLength(18);
    for (const menu of Object.values(composition.menus))
      for (const entry of menu)
        expect(match(entry.href.replace(/#.*/, '')).screen).not.toBe('shell.notFound');
  });
});
