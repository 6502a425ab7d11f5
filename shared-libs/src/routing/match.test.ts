import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRoute, createRouteMatcher, type RouteDef } from './match';

const match = (pattern: string, path: string) => compileRoute(pattern).match(path);

describe('compileRoute', () => {
  it('matches static paths, ignoring case and a trailing slash', () => {
    expect(match('/kokpit/pulpit', '/kokpit/pulpit')).toEqual({});
    expect(match('/kokpit/pulpit', '/Kokpit/Pulpit/')).toEqual({});
    expect(match('/kokpit/pulpit', '/kokpit/pulpit/x')).toBeNull();
    expect(match('/', '/')).toEqual({});
    expect(match('/', '/a')).toBeNull();
  });

  it('captures :params and optional :params?, URL-decoded', () => {
    expect(match('/kontrakty/:contractId', '/kontrakty/15')).toEqual({ contractId: '15' });
    expect(match('/kontrakty/:contractId', '/kontrakty')).toBeNull();
    expect(match('/blog/:category?', '/blog')).toEqual({});
    expect(match('/blog/:category?', '/blog/%C5%82azienki')).toEqual({ category: 'łazienki' });
    expect(match('/blog/:category/:blogId', '/blog/porady/7')).toEqual({ category: 'porady', blogId: '7' });
    expect(match('/kokpit/konfiguracja/produkty/edytuj/:erpId/:productId', '/kokpit/konfiguracja/produkty/edytuj/E1/9')).toEqual({
      erpId: 'E1',
      productId: '9',
    });
  });

  it('matches a trailing * as the path itself or anything below it', () => {
    expect(match('/oferta*', '/oferta')).toEqual({});
    expect(match('/oferta*', '/oferta/baterie/umywalkowe')).toEqual({ '*': 'baterie/umywalkowe' });
    expect(match('/oferta*', '/ofertanowa')).toBeNull();
    expect(match('*', '/cokolwiek/tu')).toEqual({ '*': 'cokolwiek/tu' });
    expect(match('*', '/')).toEqual({});
  });

  it('reads the product pattern: optional slug, digits-only productId', () => {
    const product = '/oferta/(slug-):productId';
    expect(match(product, '/oferta/bateria-umywalkowa-grohe-12345')).toEqual({ slug: 'bateria-umywalkowa-grohe', productId: '12345' });
    expect(match(product, '/oferta/12345')).toEqual({ productId: '12345' });
    expect(match(product, '/oferta/bateria-12a')).toBeNull();
    expect(match(product, '/oferta/baterie')).toBeNull();
    expect(match(product, '/oferta/a/b-12')).toBeNull();
  });
});

describe('createRouteMatcher', () => {
  const routes: RouteDef[] = [
    { path: '/oferta/(slug-):productId', screen: 'product', owner: 'mf-catalog', requiresAuth: false },
    { path: '/oferta*', screen: 'listing', owner: 'mf-catalog', requiresAuth: false },
    { path: '/kokpit/zamowienia/:statusId?', screen: 'orders', owner: 'mf-account-orders', requiresAuth: true, permission: 'Pages.Order', isValid: (p) => !p.statusId || /^\d+$/.test(p.statusId) },
    { path: '/:staticSlug', screen: 'static', owner: 'mf-admin-content', requiresAuth: false },
    { path: '*', screen: 'not-found', owner: 'shell', requiresAuth: false },
  ];
  const find = createRouteMatcher(routes);

  it('returns the first route in table order', () => {
    expect(find('/oferta/kran-5')).toMatchObject({ route: { screen: 'product' }, params: { productId: '5' }, valid: true });
    expect(find('/oferta/kran')).toMatchObject({ route: { screen: 'listing' } });
    expect(find('/regulamin')).toMatchObject({ route: { screen: 'static' }, params: { staticSlug: 'regulamin' } });
    expect(find('/a/b/c')).toMatchObject({ route: { screen: 'not-found' } });
  });

  it("reports the route's own validity check", () => {
    expect(find('/kokpit/zamowienia/3')?.valid).toBe(true);
    expect(find('/kokpit/zamowienia/abc')).toMatchObject({ route: { screen: 'orders' }, valid: false });
  });

  it('compiles every pattern of routes.tsv and matches each static path to itself', () => {
    const tsv = fileURLToPath(new URL('../../../../shared/spec/routes.tsv', import.meta.url));
    if (!existsSync(tsv)) return;
    const rows = readFileSync(tsv, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t')[0] ?? '');
    for (const path of rows) {
      const compiled = compileRoute(path);
      if (!/[:*(]/.test(path)) expect(compiled.match(path), path).toEqual({});
    }
  });
});
