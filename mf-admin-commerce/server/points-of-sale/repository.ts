// Shops and pickup points of a tenant.
import type { Selectable } from 'kysely';
import {
  summarizeOpeningHours,
  type OpeningDay,
  type PointOfSale,
  type PointOfSaleInput,
  type PointOfSaleSortField,
} from '@armatura/shared-libs/contracts';
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

/** The jsonb week as written by toRow (seven days, Monday first); anything else reads as none. */
const weekOf = (json: unknown): OpeningDay[] => (Array.isArray(json) ? (json as OpeningDay[]) : []);
const num = (v: number | string | null) => (v === null ? null : Number(v));

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
  email: r.email ?? null,
  latitude: num(r.latitude),
  longitude: num(r.longitude),
  openingHoursByDay: weekOf(r.opening_hours_by_day),
});

/** Trimmed columns of an input; the summary line is derived from the week so checkout shows it. */
const toRow = (p: PointOfSaleInput) => {
  const week = [...p.openingHoursByDay].sort((a, b) => a.day - b.day);
  return {
    name: p.name.trim(),
    street: p.street.trim(),
    postal_code: p.postalCode,
    city: p.city.trim(),
    phone: p.phone?.trim() || null,
    email: p.email?.trim() || null,
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    opening_hours: summarizeOpeningHours(week),
    opening_hours_by_day: JSON.stringify(week),
    is_pickup_point: p.isPickupPoint,
    is_active: p.isActive,
  };
};

export async function listPoints(
  db: CommerceDb,
  tenantId: number,
  opts: {
    filter?: string;
    skip?: number;
    take?: number;
    pickupOnly?: boolean;
    /** Staff (Pages.PointsOfSale) list inactive points too; everyone else sees active ones. */
    includeInactive?: boolean;
    /** A column of POINT_OF_SALE_SORTS (default city); ties go by name, then id. */
    sort?: [PointOfSaleSortColumn, 'asc' | 'desc'];
  } = {},
): Promise<{ totalCount: number; items: PointOfSale[] }> {
  let q = db.selectFrom('commerce.points_of_sale').where('tenant_id', '=', tenantId);
  if (!opts.includeInactive) q = q.where('is_active', '=', true);
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

/** One point of the tenant; an inactive one only for staff (`includeInactive`). */
export async function getPoint(
  db: CommerceDb,
  tenantId: number,
  id: number,
  includeInactive = true,
): Promise<PointOfSale | null> {
  let q = db
    .selectFrom('commerce.points_of_sale')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  if (!includeInactive) q = q.where('is_active', '=', true);
  const row = await q.executeTakeFirst();
  return row ? toPoint(row) : null;
}

export async function createPoint(
  db: CommerceDb,
  tenantId: number,
  input: PointOfSaleInput,
): Promise<PointOfSale> {
  const row = await db
    .insertInto('commerce.points_of_sale')
    .values({ tenant_id: tenantId, ...toRow(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPoint(row);
}

/** null when the tenant has no such point (another tenant's id answers the same). */
export async function updatePoint(
  db: CommerceDb,
  tenantId: number,
  id: number,
  input: PointOfSaleInput,
): Promise<PointOfSale | null> {
  const row = await db
    .updateTable('commerce.points_of_sale')
    .set(toRow(input))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPoint(row) : null;
}

/** Placed orders keep their own copy of the point, so a point can go without breaking history. */
export async function deletePoint(db: CommerceDb, tenantId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('commerce.points_of_sale')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
