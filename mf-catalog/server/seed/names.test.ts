// Demo data that looks real (issue 14 item 10): no two products of a tenant share a name, in the
// demo catalogue and in the 100,000-product benchmark catalogue (same generator), and each name
// says the variant. Prices, stock and ids other suites rely on stay what they were.
import { describe, expect, it } from 'vitest';
import { generateProduct } from './generator.js';
import { productName, variantLabel } from './naming.js';
import { SEED_SIZES } from './index.js';
import { SERVICES } from './categories.js';

const duplicates = (names: string[]) => {
  const seen = new Set<string>();
  return names.filter((n) => (seen.has(n) ? true : (seen.add(n), false)));
};

describe('generated product names', () => {
  it('are unique in the demo catalogue, services included', () => {
    const names = Array.from({ length: SEED_SIZES.demo }, (_, i) => generateProduct(i).name);
    expect(duplicates([...names, ...SERVICES.map((s) => s.name)])).toEqual([]);
  });

  it('are unique in the 100,000-product benchmark catalogue', () => {
    const names = Array.from({ length: 100_000 }, (_, i) => generateProduct(i).name);
    expect(duplicates(names)).toEqual([]);
  });

  it('carry the family, the catalogue number and the colour with its finish', () => {
    for (let i = 0; i < 300; i++) {
      const p = generateProduct(i);
      const colour = p.attributes.find((a) => a.name === 'Kolor')!.value;
      expect(p.name).toContain(`${p.brand} `);
      expect(p.name).toContain(` ${p.catalogNumber}, ${colour}`);
    }
    expect(
      productName({
        noun: 'Bateria umywalkowa',
        variant: 'stojąca',
        brand: 'Ferro',
        series: 'Stratos',
        catalogNumber: 'V521110M',
        attributes: [
          { name: 'Kolor', value: 'chrom' },
          { name: 'Wykończenie', value: 'mat' },
        ],
      }),
    ).toBe('Bateria umywalkowa stojąca Ferro Stratos V521110M, chrom, mat');
  });

  it('say a finish once and glass only when there is some', () => {
    const label = (attrs: Record<string, string>) =>
      variantLabel(Object.entries(attrs).map(([name, value]) => ({ name, value })));
    expect(label({ Kolor: 'czarny mat', Wykończenie: 'mat' })).toBe('czarny mat');
    expect(label({ Kolor: 'złoty szczotkowany', Wykończenie: 'szczotkowane' })).toBe(
      'złoty szczotkowany',
    );
    expect(label({ Kolor: 'chrom', Szkło: 'grafitowe' })).toBe('chrom, szkło grafitowe');
    expect(label({ Kolor: 'chrom', Szkło: 'brak', Materiał: 'akryl' })).toBe('chrom');
    expect(label({ Kolor: 'biały', Materiał: 'porcelit' })).toBe('biały, porcelit');
  });

  it('leave the data other suites use unchanged (product 25 out of stock, Ferro Stratos prices)', () => {
    // Product id n of the seeded tenant is generated product n − 1.
    expect(generateProduct(24)).toMatchObject({ code: 'HAN-BK-000025', qty: 0, priceNet: 212.99 });
    expect(generateProduct(52)).toMatchObject({
      code: 'FER-BU-000053',
      brand: 'Ferro',
      priceNet: 1333.99,
      qty: 0,
    });
    expect(generateProduct(52).name).toContain('Ferro Stratos');
  });
});
