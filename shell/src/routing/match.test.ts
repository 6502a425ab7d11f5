import { beforeAll, describe, expect, it } from 'vitest';
import { matchPattern, matchRoute } from './match';
import { installSurfaces } from './route-table';
import { SAMPLE_SURFACES } from './testing';

beforeAll(() => {
  installSurfaces(SAMPLE_SURFACES);
});

describe('matchRoute over the composed table', () => {
  it("redirects / and /kokpit (the shell's own routes)", () => {
    expect(matchRoute('/').redirect).toBe('/strona-glowna');
    expect(matchRoute('/kokpit').redirect).toBe('/kokpit/pulpit');
  });

  it('matches a regex route with its named groups; a failing check is the 404', () => {
    expect(matchRoute('/oferta/bateria-umywalkowa-grohe-123')).toMatchObject({
      screen: 'catalog.product',
      owner: 'mf_catalog',
      params: { slug: 'bateria-umywalkowa-grohe', productId: '123' },
    });
    expect(matchRoute('/oferta/987').params).toEqual({ productId: '987' });
    // Not the listing below: a failed check stops the search.
    expect(matchRoute('/oferta/bateria-abc').screen).toBe('shell.notFound');
  });

  it('merges fixed params and the query', () => {
    expect(matchRoute('/oferta', '?q=kran')).toMatchObject({
      screen: 'catalog.listing',
      params: { view: 'offer' },
      search: { q: 'kran' },
    });
    expect(matchRoute('/oferta/lazienka/baterie').screen).toBe('catalog.listing');
  });

  it('handles optional params, decodes them and ignores a trailing slash', () => {
    expect(matchRoute('/koszyk')).toMatchObject({ screen: 'checkout.cart', params: {} });
    expect(matchRoute('/koszyk/2').params).toEqual({ step: '2' });
    expect(matchRoute('/blog/porady%20%C5%82azienkowe').params).toEqual({
      category: 'porady łazienkowe',
    });
    expect(matchRoute('/kokpit/pulpit/').screen).toBe('account.dashboard');
  });

  it('gives single unknown segments to static pages and deeper unknown paths the 404', () => {
    expect(matchRoute('/regulamin')).toMatchObject({
      screen: 'content.staticPage',
      owner: 'mf_admin_content',
      params: { staticSlug: 'regulamin' },
    });
    expect(matchRoute('/kokpit/nieznane')).toMatchObject({
      screen: 'shell.notFound',
      owner: 'shell',
    });
    expect(matchRoute('/a/b/c').screen).toBe('shell.notFound');
    expect(matchRoute('/error').screen).toBe('shell.notFound');
  });
});

describe('matchPattern', () => {
  it('a fixed segment does not match a longer path; a prefix wildcard needs a whole segment', () => {
    expect(matchPattern('/kontrakty', '/kontrakty/1')).toBeNull();
    expect(matchPattern('/oferta*', '/ofertax')).toBeNull();
    expect(matchPattern('/oferta*', '/oferta')).toEqual({});
  });
});
