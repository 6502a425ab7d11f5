import { describe, expect, it } from 'vitest';
import { catalogTexts } from '../../features/texts/catalog-texts';
import { filterChips, rangeLabel } from './filter-labels';

const t = catalogTexts.t;

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
});
