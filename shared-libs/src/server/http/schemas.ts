// Schemas shared by many routes (ABP's paged list conventions).
import { Type, type TSchema } from 'typebox';

export const MAX_RESULT_COUNT = 2147483647;

/** ABP's PagedAndSortedResultRequestDto: filter, sorting, maxResultCount, skipCount. */
export const PagedQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 100 })),
  maxResultCount: Type.Integer({ minimum: 1, maximum: MAX_RESULT_COUNT, default: 10 }),
  skipCount: Type.Integer({ minimum: 0, default: 0 }),
});

export const PagedResult = <T extends TSchema>(item: T) => Type.Object({ totalCount: Type.Integer(), items: Type.Array(item) });
export const ListResult = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });

export const IdQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });
/** ABP accepts `Id` as well as `id` in query strings. */
export const IdQueryAnyCase = Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })), Id: Type.Optional(Type.Integer({ minimum: 1 })) });
export const pickId = (q: { id?: number; Id?: number }) => q.id ?? q.Id ?? 0;

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/**
 * Turns ABP's `sorting` ("name desc") into a safe [column, direction] using an allow-list, so a
 * client can never inject SQL through it.
 */
export function parseSorting<K extends string>(sorting: string | undefined, allowed: Record<string, K>, fallback: [K, 'asc' | 'desc']): [K, 'asc' | 'desc'] {
  if (!sorting) return fallback;
  const [field = '', dir = 'asc'] = sorting.trim().split(/\s+/);
  const column = allowed[field] ?? allowed[field.charAt(0).toLowerCase() + field.slice(1)];
  if (!column) return fallback;
  return [column, dir.toLowerCase() === 'desc' ? 'desc' : 'asc'];
}
