import { describe, expect, it } from 'vitest';
import { slugify } from '@armatura/shared-libs/format';
import { highlight, norm, splitTerms } from './text.js';

describe('text helpers', () => {
  it('normalises Polish diacritics and case', () => {
    expect(norm('Łazienkowa ŻÓŁTA Szafka')).toBe('lazienkowa zolta szafka');
    expect(slugify('Villeroy & Boch Łódź')).toBe('villeroy-i-boch-lodz');
  });
  it('splits terms on whitespace, % and +', () => {
    expect(splitTerms(' bateria%Grohe+chrom  ')).toEqual(['bateria', 'grohe', 'chrom']);
  });
  it('highlights diacritics-insensitively and escapes HTML', () => {
    expect(highlight('Łazienkowa <szafka>', ['lazienk'])).toBe(
      '<em>Łazienk</em>owa &lt;szafka&gt;',
    );
    expect(highlight('Bateria', ['xyz'])).toBeUndefined();
  });
});
