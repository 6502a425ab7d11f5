// Reads a route's JSON Schema (TypeBox output as Fastify holds it) two ways: a *valid* value to start
// from, so a hostile variant gets past everything except the one field it breaks, and the list of
// field paths a variant can break. Best effort by design: an unusual keyword only makes the start
// value less valid, never the fuzz run wrong.
export type Schema = Record<string, any>;
export type Path = (string | number)[];

const MAX_DEPTH = 5;

function validString(s: Schema, name: string): string {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 24);
  if (s.format === 'email' || /e-?mail/i.test(name)) return 'fuzz@example.com';
  const want = Math.min(Math.max(min, 1), max);
  const candidates = ['a', '1', 'A', 'a1', 'Aa1!', 'fuzz', '2026-01-01', '00-001'].map((c) =>
    c.repeat(Math.ceil(want / c.length)).slice(0, Math.max(want, c.length > max ? 0 : c.length)),
  );
  if (/date|time/i.test(name)) candidates.unshift('2026-01-01T00:00:00.000Z');
  const re = s.pattern ? new RegExp(s.pattern, 'u') : null;
  for (const c of candidates)
    if (c.length >= min && c.length <= max && (!re || re.test(c))) return c;
  // Patterns like ^[0-9]{8,14}$: digits of the right length.
  const digits = '12345678901234567890'.slice(0, Math.max(min, 8));
  return re && re.test(digits) ? digits : candidates[0]!;
}

function validNumber(s: Schema, integer: boolean): number {
  let lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : lo + 10);
  if (lo > hi) lo = hi;
  const v = Math.max(lo, Math.min(1, hi));
  return integer ? Math.ceil(v) : v;
}

/** The first branch of a union that is not `null` (the interesting one). */
function pickBranch(s: Schema): Schema {
  const branches: Schema[] = s.anyOf ?? s.oneOf ?? [];
  return branches.find((b) => b.type !== 'null') ?? branches[0] ?? {};
}

export function validValue(s: Schema | undefined, name = '', depth = 0): unknown {
  if (!s || depth > MAX_DEPTH) return undefined;
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.anyOf || s.oneOf) return validValue(pickBranch(s), name, depth + 1);
  if (s.allOf)
    return Object.assign({}, ...s.allOf.map((p: Schema) => validValue(p, name, depth + 1) ?? {}));
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries<Schema>(s.properties ?? {})) {
        const v = validValue(p, k, depth + 1);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case 'array': {
      const item = validValue(s.items, name, depth + 1);
      const n = Math.max(s.minItems ?? 0, item === undefined ? 0 : 1);
      return Array.from({ length: n }, () => structuredClone(item));
    }
    case 'string':
      return validString(s, name);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** Every field a variant may replace: object properties and the first element of arrays, depth-limited. */
export function fieldPaths(s: Schema | undefined, prefix: Path = [], depth = 0): Path[] {
  if (!s || depth > MAX_DEPTH) return [];
  if (s.anyOf || s.oneOf) return fieldPaths(pickBranch(s), prefix, depth + 1);
  if (s.allOf) return s.allOf.flatMap((p: Schema) => fieldPaths(p, prefix, depth + 1));
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (type === 'object') {
    return Object.entries<Schema>(s.properties ?? {}).flatMap(([k, p]) => [
      [...prefix, k],
      ...fieldPaths(p, [...prefix, k], depth + 1),
    ]);
  }
  if (type === 'array' && s.items) return fieldPaths(s.items, [...prefix, 0], depth + 1);
  return [];
}

export function requiredPaths(s: Schema | undefined): Path[] {
  const obj = s?.allOf ? { required: s.allOf.flatMap((p: Schema) => p.required ?? []) } : s;
  return (obj?.required ?? []).map((k: string) => [k]);
}

/** A copy of `root` with the value at `path` replaced (or removed when `value` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function setPath(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(root)
    ? [...root]
    : root && typeof root === 'object'
      ? { ...root }
      : typeof path[0] === 'number'
        ? []
        : {};
  const [head, ...rest] = path;
  if (rest.length === 0 && value === REMOVE) {
    delete copy[head as string];
    return copy;
  }
  copy[head as string] = setPath(copy[head as string], rest, value);
  return copy;
}
