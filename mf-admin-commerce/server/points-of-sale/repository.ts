// Shops and pickup points of a tenant.
import type { Selectable } from 'kysely';
import type { PointOfSale, PointOfSaleSortField } from '@armatura/shared-libs/contracts';
import type { CommerceDb, CommercePointsOfSale } from '../db/tables.js';

/** Every sortable field of the contract (POINT_OF_SALE_SORT_FIELDS) → its column. */
export const POINT_OF_SALE_SORTS = {
  id: 'id',
  name: 'name',
  city: 'city',
  street: 'street',
  postalCode: 'postal_code',
} as const satisfies Record<PointOfSaleSortField, string>;
type PointOfSaleSortColumn = (typeof POINT_OF_SALE_SORTS)[PointOfSaleSortField];

const toPoint = (r: Selectable<CommercePointsOfSale>): PointOfSale => ({
  id: r.id,
  name: r.name,
  street: r.street,
  postalCode: r.postal_code,
  city: r.city,
  phone: r.phone ?? null,
  openingHours: r.opening_hours ?? null,
  isPickupPoint: r.is_pickup_point,
  isActive: r.is_active,
});

export async function listPoints(
  db: CommerceDb,
  tenantId: number,
  opts: {
    filter?: string;
    skip?: number;
    take?: number;
    pickupOnly?: boolean;
    /** A column of POINT_OF_SALE_SORTS (default city); ties go by name, then id. */
    sort?: [PointOfSaleSortColumn, 'asc' | 'desc'];
  } = {},
): Promise<{ totalCount: number; items: PointOfSale[] }> {
  let q = db
    .selectFrom('commerce.points_of_sale')
    .where('tenant_id', '=', tenantId)
    .where('is_active', '=', true);
  if (opts.pickupOnly) q = q.where('is_pickup_point', '=', true);
  if (opts.filter) {
    const like = `%${opts.filter.replace(/[%_\\]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or([eb('name', 'ilike', like), eb('city', 'ilike', like), eb('street', 'ilike', like)]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const [column, direction] = opts.sort ?? ['city', 'asc'];
  const rows = await q
    .selectAll()
    .orderBy(column, direction)
    .orderBy('name')
    .orderBy('id')
    .offset(opts.skip ?? 0)
    .limit(opts.take ?? 1000)
    .execute();
  return { totalCount: Number(total.n), items: rows.map(toPoint) };
}

export async function getPoint(
  db: CommerceDb,
  tenantId: number,
  id: number,
): Promise<PointOfSale | null> {
  const row = await db
    .selectFrom('commerce.points_of_sale')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toPoint(row) : null;
}
