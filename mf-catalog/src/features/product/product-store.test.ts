import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '@armatura/shared-libs/contracts';
import { isValidEmail } from './notify-store';
import { galleryOf, parseProductId, shortDescription, specificationRows } from './product-store';

const product = {
  id: 3,
  name: 'Umywalka',
  imageUrl: '/img/3.svg',
  images: [],
  attributes: [
    { attrId: 1, attrName: 'Kolor', attrValue: 'biały' },
    { attrId: 2, attrName: 'Waga', attrValue: '12.5 kg' },
  ],
  weight: 12.5,
  height: 0,
  width: 60,
  length: null,
} as unknown as ProductDetails;

describe('product page helpers', () => {
  it('accepts digits-only product ids', () => {
    expect(parseProductId('42')).toBe(42);
    expect(parseProductId('42a')).toBeNull();
    expect(parseProductId(undefined)).toBeNull();
    expect(parseProductId('0')).toBeNull();
  });

  it('falls back to the card image and orders photos', () => {
    expect(galleryOf(product)).toEqual([{ url: '/img/3.svg', alt: 'Umywalka' }]);
    const withImages = {
      ...product,
      images: [
        { id: 2, url: '/b', alt: null, sort: 2 },
        { id: 1, url: '/a', alt: 'A', sort: 1 },
      ],
    } as ProductDetails;
    expect(galleryOf(withImages).map((i) => i.url)).toEqual(['/a', '/b']);
  });

  it('lists known dimensions with Polish decimals, then attributes', () => {
    const rows = specificationRows(product, {
      weight: 'Waga',
      height: 'Wysokość',
      width: 'Szerokość',
      length: 'Długość',
    });
    expect(rows).toEqual([
      { name: 'Waga', value: '12,5 kg' },
      { name: 'Szerokość', value: '60 cm' },
      { name: 'Kolor', value: 'biały' },
    ]);
  });

  it('drops an attribute repeating a dimension also when the labels are English', () => {
    const rows = specificationRows(product, {
      weight: 'Weight',
      height: 'Height',
      width: 'Width',
      length: 'Length',
    });
    expect(rows.map((row) => row.name)).toEqual(['Weight', 'Width', 'Kolor']);
  });

  it('checks e-mail addresses', () => {
    expect(isValidEmail('jan.kowalski@firma.pl')).toBe(true);
    expect(isValidEmail('jan@firma')).toBe(false);
    expect(isValidEmail('jan kowalski@firma.pl')).toBe(false);
  });

  it('shortens the description for the meta tag at a word boundary', () => {
    expect(shortDescription('  Bateria\n umywalkowa.  ')).toBe('Bateria umywalkowa.');
    expect(shortDescription('')).toBeNull();
    expect(shortDescription(null)).toBeNull();
    const long = 'Bateria umywalkowa jednouchwytowa z głowicą ceramiczną, chrom. '.repeat(5);
    const short = shortDescription(long)!;
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).not.toMatch(/[\s,]…$/);
  });
});

describe('the product page from the answers its HTML carries', () => {
  it('is ready before the first render, under the URLs the route declares', async () => {
    const { installPageAnswers } = await import('@armatura/shared-libs/http');
    const { surface } = await import('../../public/routes');
    const { $product, $related, $similar, primeProductPage } = await import('./product-store');
    const route = surface.routes.find((r) => r.screen === 'catalog.product')!;
    // The host fills the route's templates (deploy/src/page-start/answers.ts) the same way.
    const [get, related, similar] = route.data!.map((t) => t.replace('{productId}', '3'));
    installPageAnswers({
      [get!]: product,
      [related!]: { items: [{ ...product, id: 4 }] },
      [similar!]: { items: [] },
    });
    primeProductPage(3);
    expect($product.get()).toMatchObject({ status: 'ready', key: 3, data: product });
    expect($related.get()).toMatchObject({ status: 'ready', key: 3 });
    expect($related.get().data?.map((p) => p.id)).toEqual([4]);
    expect($similar.get()).toMatchObject({ status: 'ready', key: 3, data: [] });
  });
});
