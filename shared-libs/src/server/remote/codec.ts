// What a module API call carries between processes: JSON, with the few values JSON loses tagged so
// they arrive as they left (a Map stays a Map, a Date a Date). Calls that cannot cross a process are
// refused at the caller, with the method named, rather than arriving changed:
// - a database handle (Kysely or a transaction) is not sent: it arrives as the callee's own
//   database, so the callee works in its own transaction (see ARCHITECTURE.md, "API modules apart");
// - a function or a symbol cannot be sent: an error at the caller.
import { Kysely } from 'kysely';

const TAG = '$rpc';

type Tagged =
  | { [TAG]: 'map'; v: unknown[] }
  | { [TAG]: 'set'; v: unknown[] }
  | { [TAG]: 'date'; v: string }
  | { [TAG]: 'bytes'; v: string }
  | { [TAG]: 'bigint'; v: string }
  | { [TAG]: 'undefined' }
  | { [TAG]: 'executor' }
  | { [TAG]: 'object'; v: [string, unknown][] };

export class NotSendable extends Error {}

export function encode(value: unknown, path = 'value'): unknown {
  if (value === undefined) return { [TAG]: 'undefined' };
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return { [TAG]: 'bigint', v: value.toString() };
  if (typeof value === 'function' || typeof value === 'symbol')
    throw new NotSendable(`${path}: a ${typeof value} cannot be sent to another process`);
  if (value instanceof Kysely) return { [TAG]: 'executor' };
  if (value instanceof Date) return { [TAG]: 'date', v: value.toISOString() };
  if (value instanceof Uint8Array)
    return { [TAG]: 'bytes', v: Buffer.from(value).toString('base64') };
  if (value instanceof Map)
    return {
      [TAG]: 'map',
      v: [...value].map(([k, v], i) => [encode(k, `${path}[${i}]`), encode(v, `${path}[${i}]`)]),
    };
  if (value instanceof Set)
    return { [TAG]: 'set', v: [...value].map((v, i) => encode(v, `${path}[${i}]`)) };
  if (Array.isArray(value)) return value.map((v, i) => encode(v, `${path}[${i}]`));
  // Any other iterable (a generator passed where `Iterable<string>` is typed) goes as an array.
  if (Symbol.iterator in (value as object))
    return [...(value as Iterable<unknown>)].map((v, i) => encode(v, `${path}[${i}]`));
  const entries = Object.entries(value as Record<string, unknown>);
  // An object that has a key named like the tag itself travels as entries, never mistaken for one.
  if (entries.some(([k]) => k === TAG))
    return { [TAG]: 'object', v: entries.map(([k, v]) => [k, encode(v, `${path}.${k}`)]) };
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) out[k] = encode(v, `${path}.${k}`);
  return out;
}

/** `executor` is what a sent database handle becomes on this side: the callee's own database. */
export function decode(value: unknown, executor: unknown = undefined): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => decode(v, executor));
  const tagged = value as Tagged;
  switch (tagged[TAG]) {
    case 'undefined':
      return undefined;
    case 'executor':
      return executor;
    case 'date':
      return new Date(tagged.v);
    case 'bytes':
      return Buffer.from(tagged.v, 'base64');
    case 'bigint':
      return BigInt(tagged.v);
    case 'map':
      return new Map(
        tagged.v.map((e) => {
          const [k, v] = e as [unknown, unknown];
          return [decode(k, executor), decode(v, executor)];
        }),
      );
    case 'set':
      return new Set(tagged.v.map((v) => decode(v, executor)));
    case 'object':
      return Object.fromEntries(tagged.v.map(([k, v]) => [k, decode(v, executor)]));
  }
  // Own properties only, so a key named __proto__ stays data and never becomes a prototype.
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(out, k, {
      value: decode(v, executor),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}
