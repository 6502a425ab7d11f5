import { describe, expect, it } from 'vitest';
import { highlightParts, hitFromResult } from './hits';
import { categoryPath, listingContextFor } from './listing-context';

describe('search hits', () => {
  it('maps raw fields and keeps the name snippet', () => {
    const hit = hitFromResult({
      id: { raw: '42' },
      name: { raw: 'Bateria Grohe', snippet: '<em>Bateria</em> Grohe' },
      priceGross: { raw: 492 },
      isPromotion: { raw: true },
      brandName: { raw: 'Grohe' },
    });
    expect(hit).toMatchObject({
      id: 42,
      name: 'Bateria Grohe',
      nameSnippet: '<em>Bateria</em> Grohe',
      priceGross: 492,
      isPromotion: true,
      unit: 'szt',
    });
  });

  it('turns <em> marks into parts and never passes other markup on', () => {
    expect(highlightParts('<em>Bat</em>eria &amp; <b>x</b><script>y</script>')).toEqual([
      { text: 'Bat', hit: true },
      { text: 'eria & xy', hit: false },
    ]);
  });
});

describe('listing contexts', () => {
  it('maps the listing addresses of routes.tsv', () => {
    expect(listingContextFor('/oferta')).toMatchObject({ kind: 'offer', apiContext: null });
    expect(listingContextFor('/oferta/kategoria/baterie-umywalkowe')).toMatchObject({
      kind: 'category',
      apiContext: { type: 'category', slug: 'baterie-umywalkowe' },
    });
    expect(listingContextFor('/marki')).toMatchObject({ kind: 'brands', apiContext: null });
    expect(listingContextFor('/marki/grohe/')).toMatchObject({
      kind: 'brand',
      apiContext: { type: 'brand', slug: 'grohe' },
    });
    expect(listingContextFor('/promocje')?.apiContext).toEqual({ type: 'promotion' });
    expect(listingContextFor('/wyprzedaz')?.apiContext).toEqual({ type: 'sale' });
    expect(listingContextFor('/nowosci')?.apiContext).toEqual({ type: 'new' });
    expect(listingContextFor('/polecane')).toMatchObject({
      apiContext: { type: 'recommended' },
      defaultSort: [{ field: 'modificationTime', direction: 'desc' }],
    });
  });

  it('refuses addresses that are no listing', () => {
    expect(listingContextFor('/oferta/a/b/c')).toBeNull();
    expect(listingContextFor('/marki/a/b')).toBeNull();
  });

  it('builds category addresses that cannot be taken for a product', () => {
    expect(categoryPath('łazienka 2')).toBe('/oferta/kategoria/%C5%82azienka%202');
  });
});
