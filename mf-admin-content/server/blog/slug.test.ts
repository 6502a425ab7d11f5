// Slugs from Polish titles and their uniqueness suffixes.
import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it('drops Polish diacritics (ł included) and joins words with single hyphens', () => {
    expect(slugify('Źródło ŁAZIENKA: żółć, gęś & ćma!')).toBe('zrodlo-lazienka-zolc-ges-cma');
    expect(slugify('  --  ')).toBe('wpis');
    expect(slugify('a'.repeat(10) + ' b', 10)).toBe('aaaaaaaaaa');
  });
  it('adds the first free -N suffix within the length limit', () => {
    expect(uniqueSlug('bateria', new Set())).toBe('bateria');
    expect(uniqueSlug('bateria', new Set(['bateria', 'bateria-2']))).toBe('bateria-3');
    expect(uniqueSlug('abcdef', new Set(['abcdef']), 6)).toBe('abcd-2');
  });
});
