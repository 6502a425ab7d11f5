// The hostile values a fuzzed field is replaced with: numbers past what the columns hold (int4 ids,
// numeric(12,2) money), non-finite numbers, strings with NUL, very long strings, wrong types.
// `Raw` is JSON text sent verbatim (1e999 parses to Infinity; 30 digits lose precision).
import fc from 'fast-check';

export class Raw {
  constructor(readonly text: string) {}
}

export const LONG = 'x'.repeat(100_000);

/** Always tried on every field of every route (the classes the security finding named). */
export const CORE: unknown[] = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -1,
  1e308,
  new Raw('1e999'),
  'NaN',
  '1e308',
  'a\u0000b',
  LONG,
  { nested: {} },
  [1, 2],
];
/** CORE cut to what can break a field of this JSON type (a wrong type is always one of them). */
export const CORE_BY_TYPE: Record<string, unknown[]> = {
  integer: [2 ** 31, -(2 ** 31) - 1, 2 ** 53, -1, 1e308, new Raw('1e999'), 'NaN', 'a\u0000b'],
  number: [2 ** 31, 2 ** 53, -1, 1e308, new Raw('1e999'), 'NaN', 'Infinity', 'a\u0000b'],
  string: ['a\u0000b', LONG, 2 ** 31, { nested: {} }],
  boolean: ['a\u0000b', 2 ** 31],
  object: ['a\u0000b', [1, 2]],
  array: ['a\u0000b', { nested: {} }, [null]],
};

/** Tried by the random (property-based) part on top of CORE. */
const MORE: unknown[] = [
  0,
  2 ** 32,
  2 ** 53 + 2,
  -1e308,
  4.9e-324,
  0.1 + 0.2,
  new Raw('-1e999'),
  new Raw('123456789012345678901234567890'),
  new Raw('-0'),
  'Infinity',
  '-Infinity',
  '2147483648',
  '0x1F',
  '1_000',
  ' ',
  '',
  '\u0000',
  '%00',
  '\uD800',
  '\u202Eevil',
  '😀'.repeat(5000),
  "' or 1=1 --",
  '../../../etc/passwd',
  '2026-13-45T25:61:00Z',
  '0000-00-00',
  '<script>alert(1)</script>',
  '${7*7}',
  true,
  false,
  null,
  {},
  [],
  [[]],
  new Raw('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

const nulString = fc
  .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const hugeInt = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
);
const hugeDouble = fc
  .double({ noNaN: true, noDefaultInfinity: true })
  .filter((d) => Math.abs(d) > 1e10);
const numericString = fc.oneof(hugeInt, hugeDouble).map(String);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CORE, ...MORE) },
  { weight: 2, arbitrary: hugeInt },
  { weight: 2, arbitrary: hugeDouble },
  { weight: 2, arbitrary: nulString },
  { weight: 1, arbitrary: numericString },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** JSON text of a value, with `Raw` tokens spliced in as written. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) =>
    v instanceof Raw ? `\u0001RAW${raws.push(v.text) - 1}\u0001` : v,
  );
  return (text ?? 'null').replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i) => raws[Number(i)]!);
}

/** A query-string value: arrays repeat the key, objects go as JSON (what a hostile client would try). */
export function toQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (value instanceof Raw) return [value.text];
  if (Array.isArray(value))
    return value.flatMap((v) => (typeof v === 'object' && v !== null ? [toJson(v)] : [String(v)]));
  if (value !== null && typeof value === 'object') return [toJson(value)];
  return [String(value)];
}
