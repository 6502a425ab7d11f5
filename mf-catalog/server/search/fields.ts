// The fields a client may filter, facet and sort on (an allow-list: nothing else reaches SQL or ES).
import type { RangeField, Range, SortField } from './types.js';

export const RANGE_FIELDS: RangeField[] = ['valueBrutto', 'weight', 'height', 'width', 'length'];
export const FLAG_FIELDS = ['isPromotion', 'isSale', 'isNew', 'isRecommended', 'inStock'] as const;
export const VALUE_FIELDS = [
  'brandName',
  'brandSlug',
  'brandId',
  'categoryIds',
  ...FLAG_FIELDS,
] as const;
export const SORT_FIELDS: SortField[] = [
  'name',
  'valueBrutto',
  'modificationTime',
  'code',
  'qtyAvailable',
];
export const ATTRIBUTE_PREFIX = 'attributes.';

export const isRangeField = (f: string): f is RangeField => (RANGE_FIELDS as string[]).includes(f);
export const isFlagField = (f: string) => (FLAG_FIELDS as readonly string[]).includes(f);
export const isValueField = (f: string) =>
  (VALUE_FIELDS as readonly string[]).includes(f) ||
  (f.startsWith(ATTRIBUTE_PREFIX) && f.length > ATTRIBUTE_PREFIX.length && f.length <= 100);
export const attributeName = (f: string) =>
  f.startsWith(ATTRIBUTE_PREFIX) ? f.slice(ATTRIBUTE_PREFIX.length) : null;

const zl = (n: number) => `${n.toLocaleString('pl-PL')} zł`;
const priceBounds = [200, 500, 1000, 2000, 5000];
export const DEFAULT_RANGES: Record<RangeField, Range[]> = {
  valueBrutto: [
    { to: 200, name: `do ${zl(200)}` },
    ...priceBounds.slice(0, -1).map((b, i) => ({
      from: b,
      to: priceBounds[i + 1]!,
      name: `${b}–${zl(priceBounds[i + 1]!)}`,
    })),
    { from: 5000, name: `od ${zl(5000)}` },
  ],
  weight: [
    { to: 1, name: 'do 1 kg' },
    { from: 1, to: 5, name: '1–5 kg' },
    { from: 5, to: 20, name: '5–20 kg' },
    { from: 20, name: 'od 20 kg' },
  ],
  height: [
    { to: 20, name: 'do 20 cm' },
    { from: 20, to: 50, name: '20–50 cm' },
    { from: 50, to: 100, name: '50–100 cm' },
    { from: 100, name: 'od 100 cm' },
  ],
  width: [
    { to: 40, name: 'do 40 cm' },
    { from: 40, to: 80, name: '40–80 cm' },
    { from: 80, name: 'od 80 cm' },
  ],
  length: [
    { to: 40, name: 'do 40 cm' },
    { from: 40, to: 100, name: '40–100 cm' },
    { from: 100, name: 'od 100 cm' },
  ],
};
