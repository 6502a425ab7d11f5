import { describe, expect, it } from 'vitest';
import { searchHref, toAutocompleteState } from './autocomplete-store';
import { buildSections } from './search-box-sections';
import { catalogTexts } from '../texts/catalog-texts';

describe('autocomplete', () => {
  it('maps suggestions and top results, at most 5 each, without duplicates', () => {
    const state = toAutocompleteState({
      searchTerm: 'bat',
      autocompletedSuggestions: {
        documents: [{ suggestion: 'bateria' }, { suggestion: 'bateria' }, { suggestion: 'bateria wannowa' }, { suggestion: '' }],
      },
      autocompletedResults: Array.from({ length: 7 }, (_, i) => ({ id: { raw: String(i + 1) }, name: { raw: `Bateria ${i + 1}` } })),
    });
    expect(state.suggestions).toEqual(['bateria', 'bateria wannowa']);
    expect(state.results).toHaveLength(5);
    expect(state.results[0]).toMatchObject({ id: 1, name: 'Bateria 1' });
  });

  it('builds the listing address of a term', () => {
    expect(searchHref(' bateria umywalkowa ')).toBe('/oferta?q=bateria+umywalkowa');
    expect(searchHref('łazienka')).toBe('/oferta?q=%C5%82azienka');
    expect(searchHref('  ')).toBe('/oferta');
  });
});

describe('search box sections', () => {
  const completion = toAutocompleteState({
    searchTerm: 'umyw',
    autocompletedSuggestions: { documents: [{ suggestion: 'umywalka' }] },
    autocompletedResults: [{ id: { raw: '5' }, name: { raw: 'Umywalka Koło' }, slug: { raw: 'umywalka-kolo' }, priceGross: { raw: 1234.5 }, currency: { raw: 'PLN' } }],
  });

  it('lists suggestions, products with their pages and prices, and "see all"', () => {
    const sections = buildSections('umyw', completion, catalogTexts.t);
    expect(sections.map((s) => s.id)).toEqual(['suggestions', 'products', 'all']);
    expect(sections[0]!.children[0]).toMatchObject({ text: 'umywalka', href: '/oferta?q=umywalka' });
    expect(sections[1]!.children[0]).toMatchObject({ href: '/oferta/umywalka-kolo-5', price: '1.234,50 zł' });
    expect(sections[2]!.children[0]!.text).toBe('Pokaż wszystkie wyniki dla „umyw”');
  });

  it('hides answers for another term', () => {
    expect(buildSections('umywalka', completion, catalogTexts.t)).toEqual([]);
  });
});
