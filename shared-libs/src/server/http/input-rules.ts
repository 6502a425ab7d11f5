// The platform-wide input rules, applied to every route's request schemas when the route is
// registered, so a new route cannot forget them (a route's own, stricter bounds always win):
//   - an `integer` without a bound gets the int4 range (every id and count column is `integer`);
//   - a `number` without a bound gets ±AMOUNT_LIMIT (the widest amount column, numeric(14,2));
//   - every `string` gets `x-clean` (no NUL: PostgreSQL text cannot hold it), every number
//     `x-clean: 'deep'` (finite: Ajv lets a coerced 'Infinity' past minimum/maximum);
//   - every part's root and every schema-less value (Type.Unknown) gets `x-clean: 'deep'`: no NUL in
//     any string or key, no number outside ±2^53 (so 1e999 → Infinity never reaches a handler).
// Response schemas are not touched.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AMOUNT_LIMIT, INT4_MAX, INT4_MIN } from './schemas.js';

// A JSON Schema walked generically: any keyword may hold any JSON value.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;
export const CLEAN_KEYWORD = 'x-clean';
const NUL_MESSAGE = 'tekst nie może zawierać znaku NUL';
const MAX_DEPTH = 64;

/** Why a value breaks the deep rule, or null when it is clean. */
function dirt(value: unknown, deep: boolean, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL_MESSAGE : null;
  if (!deep) return null;
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? null
      : 'liczba jest poza dopuszczalnym zakresem';
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return 'dane są zagnieżdżone zbyt głęboko';
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return NUL_MESSAGE;
    const why = dirt(v, true, depth + 1);
    if (why) return why;
  }
  return null;
}

// The shapes of Ajv's FuncKeywordDefinition this plugin uses (Ajv is Fastify's, not our dependency).
interface KeywordValidate {
  (schema: unknown, data: unknown): boolean;
  errors?: { keyword: string; message: string; params: Record<string, unknown> }[];
}
interface KeywordDefinition {
  keyword: string;
  schemaType: ('boolean' | 'string')[];
  errors: boolean;
  validate: KeywordValidate;
}

/** AJV plugin (Fastify `ajv.plugins`): the `x-clean` keyword. */
export function inputRulesAjvPlugin<T extends { addKeyword(def: KeywordDefinition): unknown }>(
  ajv: T,
): T {
  const validate: KeywordValidate = (mode, data) => {
    const why = dirt(data, mode === 'deep');
    validate.errors = why ? [{ keyword: CLEAN_KEYWORD, message: why, params: {} }] : [];
    return why === null;
  };
  ajv.addKeyword({
    keyword: CLEAN_KEYWORD,
    schemaType: ['boolean', 'string'],
    errors: true,
    validate,
  });
  return ajv;
}

const COMPOSITE = ['anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'const', 'enum', '$ref'];

/** A hardened copy of a request schema (the original, often shared between routes, is left alone). */
export function hardenSchema(schema: unknown, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const s: Schema = {};
  for (const [k, v] of Object.entries(schema)) s[k] = v;
  const sub = (v: unknown) => hardenSchema(v, depth + 1);
  for (const k of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
    if (Array.isArray(s[k])) s[k] = s[k].map(sub);
  for (const k of [
    'items',
    'additionalProperties',
    'not',
    'if',
    'then',
    'else',
    'contains',
  ] as const)
    if (s[k] && typeof s[k] === 'object') s[k] = sub(s[k]);
  for (const k of ['properties', 'patternProperties'] as const)
    if (s[k]) s[k] = Object.fromEntries(Object.entries(s[k]).map(([name, p]) => [name, sub(p)]));

  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const bound = (lo: number, hi: number) => {
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = lo;
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = hi;
  };
  if (types.includes('integer')) bound(INT4_MIN, INT4_MAX);
  else if (types.includes('number')) bound(-AMOUNT_LIMIT, AMOUNT_LIMIT);
  // Ajv coerces the query string 'Infinity' to Infinity and then skips minimum/maximum for it.
  if (types.includes('integer') || types.includes('number')) s[CLEAN_KEYWORD] = 'deep';
  if (types.includes('string')) s[CLEAN_KEYWORD] ??= true;
  const unknown = types.length === 0 && !COMPOSITE.some((k) => k in s);
  if (depth === 0 || unknown) s[CLEAN_KEYWORD] = 'deep';
  return s;
}

const REQUEST_PARTS = ['body', 'querystring', 'query', 'params'] as const;

/** Hardens every route registered after this call (call it before the modules register theirs). */
export function registerInputRules(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.schema) return;
    const schema: Schema = { ...route.schema };
    for (const part of REQUEST_PARTS) if (schema[part]) schema[part] = hardenSchema(schema[part]);
    route.schema = schema;
  });
}
