import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

describe('editDistance (optimal string alignment)', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('chorm', 'chrom')).toBe(1);
    expect(editDistance('abteria', 'bateria')).toBe(1);
  });
  it('counts a missing, an extra and a wrong letter as one edit each', () => {
    expect(editDistance('bateia', 'bateria')).toBe(1);
    expect(editDistance('batteria', 'bateria')).toBe(1);
    expect(editDistance('baterja', 'bateria')).toBe(1);
    expect(editDistance('bateria', 'bateria')).toBe(0);
    expect(editDistance('umywalka', 'bateria')).toBeGreaterThan(2);
  });
});
