// Shops and pickup points of a tenant.
import type { Db } from '@armatura/shared-libs/server';
import type { PointOfSale } from '@armatura/shared-libs/contracts';

const toPoint = (r: Record<string, any>): PointOfSale & { isActive: boolean } => ({
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
  db: Db,
  tenantId: number,
  opts: { filter?: string; skip?: number; take?: number; pickupOnly?: boolean } = {},
) {
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
  const rows = await q
    .selectAll()
    .orderBy('city')
    .orderBy('name')
    .offset(opts.skip ?? 0)
    .limit(opts.take ?? 1000)
    .execute();
  return { totalCount: Number(total.n), items: rows.map(toPoint) };
}

export async function getPoint(db: Db, tenantId: number, id: number) {
  const row = await db
    .selectFrom('commerce.points_of_sale')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toPoint(row) : null;
}
