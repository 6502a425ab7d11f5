// Hostile variants of one route, built from its schema: every field replaced by each CORE value,
// numbers at their schema bound, arrays filled to maxItems, required fields missing, extra fields,
// whole bodies of the wrong shape, broken JSON and (for upload routes) malformed multipart; then
// random combinations drawn by fast-check from `hostileValue`.
import fc from 'fast-check';
import type { RouteRecord } from '@armatura/shared-libs/server';
import { CORE, CORE_BY_TYPE, LONG, Raw, hostileValue, toJson, toQueryValues } from './hostile.js';
import {
  REMOVE,
  fieldPaths,
  requiredPaths,
  setPath,
  validValue,
  type Path,
  type Schema,
} from './schema-walk.js';
import { multipartVariants } from './multipart.js';

export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}
type Part = 'params' | 'query' | 'body';
interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Values that make a base request valid enough to reach the handler's database work. */
export interface Hints {
  ids: Record<string, number[]>;
  strings: Record<string, string>;
}

const MAX_SYSTEMATIC = 120;
const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';
const schemaOf = (r: RouteRecord, part: Part): Schema | undefined =>
  (part === 'params'
    ? r.schema?.params
    : part === 'query'
      ? (r.schema?.querystring ?? (r.schema as Schema | undefined)?.query)
      : r.schema?.body) as Schema | undefined;

/** Replaces generic start values by hinted ones (existing ids, a valid phone number…), recursively. */
function applyHints(value: unknown, hints: Hints, index = 0): unknown {
  if (Array.isArray(value)) return value.map((v, i) => applyHints(v, hints, i));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const ids = hints.ids[k];
    if (ids?.length && typeof v === 'number') out[k] = ids[index % ids.length];
    else if (hints.strings[k] !== undefined && typeof v === 'string') out[k] = hints.strings[k];
    else out[k] = applyHints(v, hints, index);
  }
  return out;
}

function baseParts(r: RouteRecord, hints: Hints): Parts {
  const params = (validValue(schemaOf(r, 'params')) ?? {}) as Record<string, unknown>;
  for (const m of r.url.matchAll(/:(\w+)/g)) if (params[m[1]!] === undefined) params[m[1]!] = 1;
  const body = schemaOf(r, 'body')
    ? validValue(schemaOf(r, 'body'))
    : hasBody(r.method)
      ? {}
      : undefined;
  return {
    params: applyHints(params, hints) as Record<string, unknown>,
    query: applyHints(validValue(schemaOf(r, 'query')) ?? {}, hints) as Record<string, unknown>,
    body: applyHints(body, hints),
  };
}

function render(
  r: RouteRecord,
  p: Parts,
  label: string,
  raw?: { contentType: string; payload: string | Buffer },
): FuzzRequest {
  const url = r.url.replace(/:(\w+)/g, (_m, k: string) =>
    encodeURIComponent(toQueryValues(p.params[k])[0] ?? ''),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(p.query ?? {}))
    for (const s of toQueryValues(v)) qs.append(k, s);
  const q = qs.toString();
  const req: FuzzRequest = { label, method: r.method, url: q ? `${url}?${q}` : url, headers: {} };
  if (raw) {
    req.headers['content-type'] = raw.contentType;
    req.payload = raw.payload;
  } else if (hasBody(r.method) && p.body !== undefined) {
    req.headers['content-type'] = 'application/json';
    req.payload = toJson(p.body);
  }
  return req;
}

const short = (v: unknown) =>
  (v instanceof Raw
    ? v.text
    : typeof v === 'string'
      ? JSON.stringify(v.length > 24 ? `${v.slice(0, 12)}…(${v.length})` : v)
      : toJson(v)
  ).slice(0, 40);

/** The schema at a path (to read a number's bounds or an array's maxItems). */
function schemaAt(s: Schema | undefined, path: Path): Schema | undefined {
  let cur = s;
  for (const key of path) {
    if (!cur) return undefined;
    if (cur.anyOf || cur.oneOf)
      cur = (cur.anyOf ?? cur.oneOf).find((b: Schema) => b.type !== 'null');
    cur =
      typeof key === 'number'
        ? cur?.items
        : (cur?.properties?.[key] ??
          cur?.allOf?.map((a: Schema) => a.properties?.[key]).find(Boolean));
  }
  if (cur?.anyOf || cur?.oneOf)
    cur = (cur.anyOf ?? cur.oneOf).find((b: Schema) => b.type !== 'null');
  return cur;
}

/** Every number in a value set to its schema's largest allowed value (a valid but extreme request). */
function atMaximum(value: unknown, s: Schema | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => atMaximum(v, s?.items));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, atMaximum(v, schemaAt(s, [k]))]),
    );
  if (
    typeof value === 'number' &&
    s &&
    (s.maximum !== undefined || s.exclusiveMaximum !== undefined)
  ) {
    return s.maximum ?? Math.floor(s.exclusiveMaximum - 1);
  }
  return value;
}

export interface RouteVariants {
  systematic: FuzzRequest[];
  random: (count: number, seed: number) => FuzzRequest[];
  structural: FuzzRequest[];
}

export function routeVariants(r: RouteRecord, hints: Hints): RouteVariants {
  const base = baseParts(r, hints);
  const parts = (['params', 'query', 'body'] as Part[]).filter(
    (p) => p !== 'body' || hasBody(r.method),
  );
  const targets: { part: Part; path: Path }[] = parts.flatMap((part) =>
    fieldPaths(schemaOf(r, part)).map((path) => ({ part, path })),
  );
  // A GET without a query schema still gets stray parameters: a handler may read them raw.
  if (!schemaOf(r, 'query'))
    for (const k of ['id', 'Id', 'productId']) targets.push({ part: 'query', path: [k] });
  const mutate = (changes: { part: Part; path: Path; value: unknown }[]): Parts => {
    const next: Parts = { ...base };
    for (const c of changes) (next as any)[c.part] = setPath(next[c.part], c.path, c.value);
    return next;
  };
  const isMultipart = ((r.schema as Schema | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  );

  const systematic: FuzzRequest[] = [render(r, base, 'base')];
  // Only the required fields: optional ones absent is valid input a handler must cope with.
  for (const part of parts) {
    const required = new Set(requiredPaths(schemaOf(r, part)).map((p) => p[0]));
    const value = base[part];
    if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).some((k) => !required.has(k))
    ) {
      systematic.push(
        render(
          r,
          {
            ...base,
            [part]: Object.fromEntries(Object.entries(value).filter(([k]) => required.has(k))),
          },
          `${part} with required fields only`,
        ),
      );
    }
  }
  for (const t of targets) {
    const s = schemaAt(schemaOf(r, t.part), t.path);
    const type = Array.isArray(s?.type) ? s.type[0] : s?.type;
    for (const v of CORE_BY_TYPE[type] ?? CORE)
      systematic.push(
        render(r, mutate([{ ...t, value: v }]), `${t.part}.${t.path.join('.')}=${short(v)}`),
      );
    if (
      s &&
      (s.type === 'number' || s.type === 'integer') &&
      (s.maximum !== undefined || s.exclusiveMaximum !== undefined)
    ) {
      const max = s.maximum ?? s.exclusiveMaximum - 1;
      systematic.push(
        render(r, mutate([{ ...t, value: max }]), `${t.part}.${t.path.join('.')}=max(${max})`),
      );
    }
    if (s?.type === 'array' && typeof s.maxItems === 'number') {
      // Filled to the brim with distinct hinted ids and every number at its maximum.
      const item = atMaximum(validValue(s.items) as unknown, s.items);
      const hinted =
        item && typeof item === 'object'
          ? Object.keys(item).map((k) => hints.ids[k]?.length ?? Infinity)
          : [Infinity];
      const n = Math.min(s.maxItems, ...hinted, 2000);
      const items = applyHints(
        Array.from({ length: n }, () => structuredClone(item)),
        hints,
      );
      systematic.push(
        render(r, mutate([{ ...t, value: items }]), `${t.part}.${t.path.join('.')}=${n}×max`),
      );
    }
  }
  for (const part of parts)
    for (const path of requiredPaths(schemaOf(r, part)))
      systematic.push(
        render(r, mutate([{ part, path, value: REMOVE }]), `${part} without ${path.join('.')}`),
      );
  // A route with a very wide schema (search) gets an even sample, so no route dominates the run.
  if (systematic.length > MAX_SYSTEMATIC) {
    const step = systematic.length / MAX_SYSTEMATIC;
    systematic.splice(
      0,
      systematic.length,
      ...Array.from({ length: MAX_SYSTEMATIC }, (_, i) => systematic[Math.floor(i * step)]!),
    );
  }

  const structural: FuzzRequest[] = [];
  if (hasBody(r.method)) {
    const bodies: [string, string, string][] = [
      ['body=[]', 'application/json', '[]'],
      ['body=[base]', 'application/json', `[${toJson(base.body)}]`],
      ['body=null', 'application/json', 'null'],
      ['body="text"', 'application/json', '"text"'],
      ['body=1e999', 'application/json', '1e999'],
      ['body=broken JSON', 'application/json', '{"a":'],
      ['body=NUL', 'application/json', '"\u0000"'],
      ['body=empty', 'application/json', ''],
      ['body=deep', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      [
        'body=extra fields',
        'application/json',
        toJson({
          ...(base.body as object),
          ['extra\u0000']: LONG,
          constructor: { prototype: { polluted: true } },
        }).replace(/^\{/, '{"__proto__":{"polluted":true},'),
      ],
      ['body as text/plain', 'text/plain', 'a\u0000b'],
      ['body as form', 'application/x-www-form-urlencoded', 'id=2147483648&name=a%00b'],
      ['multipart without boundary', 'multipart/form-data', 'garbage'],
    ];
    for (const [label, contentType, payload] of bodies)
      structural.push(render(r, base, label, { contentType, payload }));
  }
  structural.push(
    render(
      r,
      { ...base, query: { ...base.query, enc_auth_token: 'a\u0000b', ['x\u0000']: '1' } },
      'query with NUL key and token',
    ),
  );
  if (isMultipart)
    structural.push(...multipartVariants(r.url, hints).map((m) => render(r, base, m.label, m)));

  const change = targets.length
    ? fc.array(fc.record({ target: fc.constantFrom(...targets), value: hostileValue }), {
        minLength: 1,
        maxLength: 3,
      })
    : fc.constant([] as { target: (typeof targets)[number]; value: unknown }[]);
  const random = (count: number, seed: number) => {
    const drawn = fc.sample(change, { numRuns: count, seed });
    const reqs = drawn.map((cs) =>
      render(
        r,
        mutate(cs.map((c) => ({ ...c.target, value: c.value }))),
        `random: ${cs.map((c) => `${c.target.part}.${c.target.path.join('.')}=${short(c.value)}`).join(', ')}`,
      ),
    );
    if (isMultipart)
      reqs.push(
        ...fc
          .sample(fc.array(hostileValue, { minLength: 3, maxLength: 3 }), {
            numRuns: Math.ceil(count / 4),
            seed,
          })
          .map((vals) => multipartVariants(r.url, hints, vals))
          .flat()
          .slice(0, count)
          .map((m) => render(r, base, `random ${m.label}`, m)),
      );
    return reqs;
  };
  return { systematic, structural, random };
}
