import { describe, expect, it } from 'vitest';
import { searchHref, toAutocompleteState } from './autocomplete-store';

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
