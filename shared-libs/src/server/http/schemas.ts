// Schemas shared by many routes (ABP's paged list conventions) and the bounded field types every
// route should use for ids, money, quantities and text. `input-rules.ts` adds the same bounds to
// any field declared without them; these helpers say what the column holds, so prefer them.
// The pure helpers live in the browser-safe contracts kit (one definition for routes and browser);
// this module re-exports them and adds what only the server needs.
import type { FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { validationError } from './errors.js';

export * from '../../contracts/schema-kit.js';
/**
 * `app.withTypeProvider<TypeBoxTypeProvider>()`: the TypeBox type provider, fitted to the ABP envelope.
 * `req.body`/`req.query`/`req.params` are the `Static` types of the route's schemas (so no `as {...}`
 * casts). A handler returns what goes in the envelope's `result` (the preSerialization hook wraps it),
 * so a `response` schema `envelope(X)` types the return as `Static<X>`; @fastify/type-provider-typebox's
 * provider would demand the whole envelope from the handler. Types only: nothing changes at run time.
 */
export interface TypeBoxTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? EnvelopeResult<Static<this['schema']>> : unknown;
}
type EnvelopeResult<T> = T extends { __abp: boolean; result: infer R } ? R : T;

/** The 400 for a `sorting` the route cannot honour: validationErrors name the `sorting` field. */
function badSorting(message: string) {
  return validationError('Żądanie jest nieprawidłowe.', [{ message, members: ['sorting'] }]);
}

/**
 * Turns ABP's `sorting` ("name desc", "Name", "valueNetto DESC") into a safe [column, direction]
 * using an allow-list, so a client can never inject SQL through it. Absent or blank → `fallback`.
 * An unknown field or direction is a 400 naming `sorting`: a silent default once hid a grid sorting
 * by a column the server did not know (the id order came back as if sorted).
 */
export function parseSorting<K extends string>(
  sorting: string | undefined,
  allowed: Record<string, K>,
  fallback: [K, 'asc' | 'desc'],
): [K, 'asc' | 'desc'] {
  const text = sorting?.trim();
  if (!text) return fallback;
  const [field = '', dir = 'asc', ...rest] = text.split(/\s+/);
  const own = (key: string) => (Object.hasOwn(allowed, key) ? allowed[key] : undefined);
  const column = own(field) ?? own(field.charAt(0).toLowerCase() + field.slice(1));
  if (!column) throw badSorting(`Nie można sortować po polu „${field.slice(0, 50)}”.`);
  const direction = dir.toLowerCase();
  if ((direction !== 'asc' && direction !== 'desc') || rest.length > 0) {
    throw badSorting(
      `Nieznany kierunek sortowania „${text.slice(field.length).trim().slice(0, 50)}” (dozwolone: asc, desc).`,
    );
  }
  return [column, direction];
}
