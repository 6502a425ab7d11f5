// Deterministic product generator shared by the demo/minimal seed and the benchmark script: product
// i of a given seed is always the same, so 100,000 rows can be produced in batches.
import { Prng, ean13 } from './prng.js';
import { BRANDS, type BrandDef } from './brands.js';
import { CATEGORY_TREE, type CategoryDef, type LeafDef } from './categories.js';
import { slugify } from '@armatura/shared-libs/format';
import { round2 } from '../lib/text.js';
import { productName } from './naming.js';

export interface GeneratedProduct {
  erpId: string;
  code: string;
  ean: string;
  catalogNumber: string;
  name: string;
  description: string;
  brand: string;
  unit: string;
  vatRate: number;
  priceNet: number;
  priceGross: number;
  promoNet: number;
  promoGross: number;
  qty: number;
  isActive: boolean;
  isSale: boolean;
  isNew: boolean;
  isRecommended: boolean;
  weight: number;
  height: number;
  width: number;
  length: number;
  categorySlug: string;
  attributes: { name: string; value: string }[];
  imageCount: number;
  modifiedDaysAgo: number;
}

export interface Leaf {
  def: LeafDef;
  slug: string;
  abbr: string;
}

export function leaves(tree: CategoryDef[] = CATEGORY_TREE): Leaf[] {
  const out: Leaf[] = [];
  const walk = (nodes: CategoryDef[]) =>
    nodes.forEach((n) => {
      if (n.leaf)
        out.push({
          def: n.leaf,
          slug: slugify(n.name),
          abbr: n.name
            .split(/\s+/)
            .map((w) => w[0]!.toUpperCase())
            .join('')
            .slice(0, 2)
            .padEnd(2, 'X'),
        });
      if (n.children) walk(n.children);
    });
  walk(tree);
  return out;
}

const LEAVES = leaves();
const BRAND_BY_NAME = new Map(BRANDS.map((b) => [b.name, b]));

function catalogNumber(r: Prng, b: BrandDef): string {
  if (b.catalog === 'num8') return `${r.digits(8)}`;
  if (b.catalog === 'dash') return `${r.digits(3)}.${r.digits(3)}.${r.digits(2)}.${r.int(1, 9)}`;
  return `${String.fromCharCode(65 + r.int(0, 25))}${r.digits(6)}${String.fromCharCode(65 + r.int(0, 25))}`;
}

const between = (r: Prng, [a, b]: [number, number], digits = 0) => {
  const v = a + r.next() * (b - a);
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** Product number `i` (0-based) of the catalogue generated from `seed`. */
export function generateProduct(i: number, seed = 20260101): GeneratedProduct {
  const r = new Prng(seed ^ Math.imul(i + 1, 2654435761));
  const leaf = LEAVES[i % LEAVES.length]!;
  const d = leaf.def;
  const brand = BRAND_BY_NAME.get(r.pick(d.brands ?? BRANDS.map((b) => b.name)))!;
  const series = r.pick(brand.series);
  const noun = r.pick(d.nouns);
  const variant = r.pick(d.variants);
  const attributes = Object.entries(d.attrs)
    .filter((_, k) => k < 2 || r.chance(0.7))
    .map(([name, values]) => ({ name, value: r.pick(values) }));
  const height = between(r, d.dims[0], 1);
  const width = between(r, d.dims[1], 1);
  const length = between(r, d.dims[2], 1);
  attributes.push({ name: 'Wysokość', value: `${height} cm` });
  const color = attributes.find((a) => a.name === 'Kolor')?.value;
  const vatRate = r.chance(0.03) ? 8 : 23;
  const priceNet = Math.round(between(r, d.price)) - 0.01 + 0.0;
  const priceGross = round2(priceNet * (1 + vatRate / 100));
  const promo = r.chance(0.12);
  const promoNet = promo ? round2(priceNet * (0.75 + r.next() * 0.15)) : 0;
  const serial = String(i + 1).padStart(6, '0');
  // Drawn here, in the order the fields always took: every later draw (stock, flags…) stays the same.
  const ean = ean13(`590${r.digits(4)}${serial.slice(1)}`);
  const catalog = catalogNumber(r, brand);
  const name = productName({
    noun,
    variant,
    brand: brand.name,
    series,
    catalogNumber: catalog,
    attributes,
  });
  return {
    erpId: `ERP-${serial}`,
    code: `${brand.prefix}-${leaf.abbr}-${serial}`,
    ean,
    catalogNumber: catalog,
    name,
    description: `${noun} ${variant} z serii ${series} marki ${brand.name}. ${color ? `Kolor: ${color}. ` : ''}Produkt klasy premium do nowoczesnych łazienek i wnętrz, objęty gwarancją producenta.`,
    brand: brand.name,
    unit: d.unit ?? (noun.startsWith('Zestaw') ? 'kpl' : 'szt'),
    vatRate,
    priceNet: round2(priceNet),
    priceGross,
    promoNet,
    promoGross: promo ? round2(promoNet * (1 + vatRate / 100)) : 0,
    qty: r.chance(0.25) ? 0 : r.int(1, 120),
    isActive: !r.chance(0.03),
    isSale: r.chance(0.05),
    isNew: r.chance(0.08),
    isRecommended: r.chance(0.05),
    weight: between(r, d.weight, 2),
    height,
    width,
    length,
    categorySlug: leaf.slug,
    attributes,
    imageCount: r.int(1, 3),
    modifiedDaysAgo: r.int(0, 400),
  };
}
