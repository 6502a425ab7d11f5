// The canonical address of a listing: the path, the page number past page 1, nothing else.
import { describe, expect, it } from 'vitest';
import { listingCanonicalPath, listingContextFor } from './listing-context';

const canonical = (url: string, page: number) => {
  const context = listingContextFor(new URL(url, 'https://sklep.test').pathname);
  if (!context) throw new Error(`not a listing: ${url}`);
  return listingCanonicalPath(context, page);
};

describe('listingCanonicalPath', () => {
  it('names the listing by its path; a page past the first by the number the URL carries', () => {
    expect(canonical('/oferta/kategoria/baterie?q=x&size=n_20_n&utm_source=y', 1)).toBe(
      '/oferta/kategoria/baterie',
    );
    expect(canonical('/oferta/kategoria/baterie?current=n_3_n&sort[0][field]=name', 3)).toBe(
      '/oferta/kategoria/baterie?current=n_3_n',
    );
    expect(canonical('/marki/villeroy-i-boch/', 2)).toBe('/marki/villeroy-i-boch?current=n_2_n');
    expect(canonical('/promocje', 4)).toBe('/promocje?current=n_4_n');
  });

  it('keeps the bare offer and its searches at /oferta', () => {
    expect(canonical('/oferta?q=kran&current=n_5_n', 5)).toBe('/oferta');
    expect(canonical('/marki', 2)).toBe('/marki');
  });
});
