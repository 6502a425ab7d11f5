// A minimal valid value for a route's JSON schema (TypeBox output), so that a caller the route
// admits gets past validation and into the handler. "Minimal": required properties only (plus `id`,
// which the IdQueryAnyCase schemas leave optional), null where null is allowed, the schema's
// default where it has one, the lowest allowed number, the shortest allowed string.
type Schema = Record<string, any>;

// Tried in order against a string's pattern and length (patterns of our schemas: user names, EANs,
// postal codes, phones, NIPs, file names of uploads and placeholder images).
const STRING_CANDIDATES = [
  'matrix.user1',
  'Matrix1!x',
  '12345678',
  '00-001',
  '+48600000000',
  'PL1234567890',
  '1.svg',
  '00000000-0000-4000-8000-000000000000.png',
  'abc',
  '2026-01-01', // days of a range (commerce statistics' from/to)
];
const FORMATS: Record<string, string> = {
  email: 'matrix@example.pl',
  date: '2026-01-01',
  'date-time': '2026-01-01T00:00:00.000Z',
  time: '12:00:00',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.pl/',
  url: 'https://example.pl/',
};

function sampleString(s: Schema): string {
  if (s.format && FORMATS[s.format]) return FORMATS[s.format]!;
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (v: string) =>
    v.length >= min && v.length <= max && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  for (const c of STRING_CANDIDATES) {
    const padded = c.length < min ? c + '1'.repeat(min - c.length) : c;
    if (fits(padded)) return padded;
    if (fits(padded.slice(0, max))) return padded.slice(0, max);
  }
  return 'x'.repeat(Math.max(min, 1));
}

function sampleNumber(s: Schema, integer: boolean): number {
  const v =
    typeof s.minimum === 'number'
      ? s.minimum
      : typeof s.exclusiveMinimum === 'number'
        ? s.exclusiveMinimum + (integer ? 1 : 0.01)
        : 1;
  return integer ? Math.ceil(v) : v;
}

export function sampleFor(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const branches: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleFor(branches.find((b) => b.type === 'null') ?? branches[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((b: Schema) => sampleFor(b)));
  const type = Array.isArray(schema.type)
    ? schema.type.includes('null')
      ? 'null'
      : schema.type[0]
    : schema.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return false;
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'string':
      return sampleString(schema);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleFor(schema.items));
    case 'object': {
      const props: Record<string, Schema> = schema.properties ?? {};
      const wanted = new Set<string>(schema.required ?? []);
      if (props.id) wanted.add('id');
      return Object.fromEntries(
        [...wanted].filter((k) => props[k]).map((k) => [k, sampleFor(props[k])]),
      );
    }
    default:
      return undefined;
  }
}

/** A query object as app.inject wants it (strings). */
export function sampleQuery(schema: Schema | undefined): Record<string, string> | undefined {
  const value = sampleFor(schema);
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}

/** The URL with its :params filled (ids get 1, names a harmless file name). */
export function fillParams(url: string, schema: Schema | undefined): string {
  const sample = (sampleFor(schema) ?? {}) as Record<string, unknown>;
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(sample[name] ?? (/id$/i.test(name) ? 1 : 'matrix.jpg'))),
  );
}
