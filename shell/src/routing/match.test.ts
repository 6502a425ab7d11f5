import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchPattern, matchRoute } from './match';
import { routes } from './routes';

describe('matchRoute', () => {
  it('redirects / and /kokpit', () => {
    expect(matchRoute('/').redirect).toBe('/strona-glowna');
    expect(matchRoute('/kokpit').redirect).toBe('/kokpit/pulpit');
  });

  it('matches the product page with and without a slug, digits only', () => {
    expect(matchRoute('/oferta/bateria-umywalkowa-grohe-123')).toMatchObject({
      screen: 'catalog.product',
      owner: 'mf_catalog',
      params: { slug: 'bateria-umywalkowa-grohe', productId: '123' },
    });
    expect(matchRoute('/oferta/987').params).toEqual({ productId: '987' });
    expect(matchRoute('/oferta/bateria-abc').screen).toBe('shell.notFound');
    expect(matchRoute('/oferta/abc').screen).toBe('shell.notFound');
  });

  it('sends the recommended-category views to the listing with their view', () => {
    expect(matchRoute('/oferta', '?q=kran&size=10')).toMatchObject({
      screen: 'catalog.listing',
      params: { view: 'offer' },
      search: { q: 'kran', size: '10' },
    });
    expect(matchRoute('/oferta/lazienka/baterie').screen).toBe('catalog.listing');
    expect(matchRoute('/marki/grohe').params.view).toBe('brands');
    expect(matchRoute('/wyprzedaz').params.view).toBe('sale');
    expect(matchRoute('/polecane').params.view).toBe('recommended');
  });

  it('handles optional params and decodes them', () => {
    expect(matchRoute('/koszyk')).toMatchObject({
      screen: 'checkout.cart',
      params: {},
      permission: 'Pages.ShoppingCart',
      requiresAuth: false,
    });
    expect(matchRoute('/koszyk/2').params).toEqual({ step: '2' });
    expect(matchRoute('/blog').screen).toBe('content.blogList');
    expect(matchRoute('/blog/porady%20%C5%82azienkowe').params).toEqual({
      category: 'porady łazienkowe',
    });
    expect(matchRoute('/blog/porady/15')).toMatchObject({
      screen: 'content.blogPost',
      params: { category: 'porady', blogId: '15' },
    });
    expect(matchRoute('/kokpit/zamowienia/3')).toMatchObject({
      screen: 'account.orders',
      params: { statusId: '3' },
      permission: 'Pages.Order',
    });
  });

  it('guards the dashboard and contracts', () => {
    expect(matchRoute('/kokpit/pulpit')).toMatchObject({
      owner: 'mf_account_orders',
      requiresAuth: true,
    });
    expect(matchRoute('/kokpit/pulpit').permission).toBeUndefined();
    expect(matchRoute('/kontrakty/7')).toMatchObject({
      screen: 'catalog.contractProducts',
      requiresAuth: true,
      permission: 'Pages.Offer.Contracts',
    });
    expect(matchRoute('/kokpit/konfiguracja/produkty/edytuj/E-1/42')).toMatchObject({
      screen: 'commerce.productEdit',
      params: { erpId: 'E-1', productId: '42' },
    });
  });

  it('gives single unknown segments to static pages and deeper unknown paths the 404', () => {
    expect(matchRoute('/regulamin')).toMatchObject({
      screen: 'content.staticPage',
      params: { staticSlug: 'regulamin' },
    });
    expect(matchRoute('/kokpit/nieznane')).toMatchObject({
      screen: 'shell.notFound',
      owner: 'shell',
    });
    expect(matchRoute('/a/b/c').screen).toBe('shell.notFound');
    expect(matchRoute('/error').screen).toBe('shell.notFound');
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/kokpit/pulpit/').screen).toBe('account.dashboard');
  });

  it('matchPattern: a fixed segment does not match a longer path', () => {
    expect(matchPattern('/kontrakty', '/kontrakty/1')).toBeNull();
    expect(matchPattern('/oferta*', '/ofertax')).toBeNull();
  });
});

// The spec's route table, copied into the repository (docs/spec/routes.tsv) so this test runs in
// every checkout; where the spec folder sits beside the project, the copy must equal it.
const FIXTURE = fileURLToPath(new URL('../../../docs/spec/routes.tsv', import.meta.url));
const SPEC = fileURLToPath(new URL('../../../../shared/spec/routes.tsv', import.meta.url));
const FOLDER_TO_OWNER: Record<string, string> = {
  shell: 'shell',
  'mf-catalog': 'mf_catalog',
  'mf-cart-checkout': 'mf_cart_checkout',
  'mf-account-orders': 'mf_account_orders',
  'mf-admin-users': 'mf_admin_users',
  'mf-admin-content': 'mf_admin_content',
  'mf-admin-commerce': 'mf_admin_commerce',
};
const rows = readFileSync(FIXTURE, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'));

describe('the table covers routes.tsv', () => {
  it("has the spec's 61 screens", () => {
    expect(rows.length).toBe(61);
  });

  it('keeps the copy equal to the spec where the spec is beside the project', () => {
    if (existsSync(SPEC)) expect(readFileSync(FIXTURE, 'utf8')).toBe(readFileSync(SPEC, 'utf8'));
  });

  it.each(rows)('%s', (path, owner, requiresAuth, permission) => {
    const route = routes.find(
      (r) => (typeof r.path === 'string' ? r.path : '/oferta/(slug-):productId') === path,
    );
    expect(route, path).toBeDefined();
    expect(route!.owner).toBe(FOLDER_TO_OWNER[owner!]);
    expect(route!.requiresAuth).toBe(requiresAuth === 'yes');
    expect(route!.permission ?? '').toBe(permission ?? '');
  });
});
