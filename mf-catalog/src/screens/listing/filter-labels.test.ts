import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, setLocale } from '@armatura/shared-libs/i18n';
import { catalogTexts } from '../../features/texts/catalog-texts';
import { filterChips, rangeLabel } from './filter-labels';

const t = catalogTexts.t;

afterEach(() => setLocale('pl'));

describe('filter chips', () => {
  it('labels value, category and range filters and skips the availability switch', () => {
    const chips = filterChips(
      [
        { field: 'brandName', values: ['Grohe'], type: 'any' },
        { field: 'categoryIds', values: [12], type: 'any' },
        { field: 'valueBrutto', values: [{ from: 100, to: 500, name: '' }], type: 'all' },
        { field: 'inStock', values: [true], type: 'all' },
      ],
      t,
      new Map([[12, 'Baterie umywalkowe']]),
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Marka: Grohe',
      'Kategoria: Baterie umywalkowe',
      'Cena brutto (zł): od 100 do 500',
    ]);
  });

  it('prefers the server range name and formats decimals the Polish way', () => {
    expect(rangeLabel({ from: 0, to: 500, name: 'do 500 zł' }, t)).toBe('do 500 zł');
    expect(rangeLabel({ from: 1.5 }, t)).toBe('od 1,5');
  });

  it('speaks English: facet names, and price buckets built from their bounds, not the Polish name', async () => {
    await loadLocale('en');
    const chips = filterChips(
      [
        { field: 'attributes.Kolor', values: ['Chrom'], type: 'any' },
        { field: 'valueBrutto', values: [{ to: 200, name: 'do 200 zł' }], type: 'all' },
      ],
      t,
      new Map(),
    );
    expect(chips.map((c) => c.label)).toEqual(['Colour: Chrom', 'Gross price (PLN): to 200']);
    expect(rangeLabel({ from: 5000, name: 'od 5 000 zł' }, t)).toBe('from 5.000');
  });
});
