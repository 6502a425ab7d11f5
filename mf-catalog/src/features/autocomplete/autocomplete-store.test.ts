import { describe, expect, it } from 'vitest';
import { searchHref, toAutocompleteState } from './autocomplete-store';
import { buildSections } from './search-box-sections';
import { catalogTexts } from '../texts/catalog-texts';

describe('autocomplete', () => {
  it('maps suggestions and top results, at most 5 each, without duplicates', () => {
    const state = toAutocompleteState({
      searchTerm: 'bat',
      autocompletedSuggestions: {
        documents: [
          { suggestion: 'bateria' },
          { suggestion: 'bateria' },
          { suggestion: 'bateria wannowa' },
          { suggestion: '' },
        ],
      },
      autocompletedResults: Array.from({ length: 7 }, (_, i) => ({
        id: { raw: String(i + 1) },
        name: { raw: `Bateria ${i + 1}` },
      })),
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
    autocompletedResults: [
      {
        id: { raw: '5' },
        name: { raw: 'Umywalka Koło' },
        slug: { raw: 'umywalka-kolo' },
        priceGross: { raw: 1234.5 },
        currency: { raw: 'PLN' },
      },
    ],
  });

  it('lists suggestions, products with their pages and prices, and "see all"', () => {
    const sections = buildSections('umyw', completion, catalogTexts.t);
    expect(sections.map((s) => s.id)).toEqual([
      'section:suggestions',
      'section:products',
      'section:all',
    ]);
    expect(sections[0]!.children[0]).toMatchObject({
      text: 'umywalka',
      href: '/oferta?q=umywalka',
    });
    expect(sections[1]!.children[0]).toMatchObject({
      href: '/oferta/umywalka-kolo-5',
      price: '1.234,50 zł',
    });
    expect(sections[2]!.children[0]!.text).toBe('Pokaż wszystkie wyniki dla „umyw”');
  });

  it('gives every section and option its own key (react-aria keeps them in one key map)', () => {
    // A section keyed like its own option made react-stately's getItemCount recurse for ever.
    const sections = buildSections('umyw', completion, catalogTexts.t);
    const keys = sections.flatMap((s) => [s.id, ...s.children.map((o) => o.id)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows nothing once the visitor has searched, until they type again', () => {
    expect(buildSections('umyw', { ...completion, dismissed: true }, catalogTexts.t)).toEqual([]);
  });

  it('hides answers for another term', () => {
    expect(buildSections('umywalka', completion, catalogTexts.t)).toEqual([]);
  });
});
