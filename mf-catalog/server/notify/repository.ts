// SQL of the availability alerts: subscribing, the staff list per product, one product's alerts,
// and editing one alert. Every query is scoped by tenant.
import { sql } from '@armatura/shared-libs/server';
import type { Selectable } from 'kysely';
import type {
  AlertListQuery,
  AlertProductPage,
  AvailabilityAlert,
} from '@armatura/shared-libs/contracts';
import type { CatalogDb, CatalogNotifyAvailability } from '../db/tables.js';

const iso = (d: Date | string) => new Date(d).toISOString();

export const toAlert = (r: Selectable<CatalogNotifyAvailability>): AvailabilityAlert => ({
  id: r.id,
  productId: r.product_id,
  email: r.email,
  userId: r.user_id,
  creationTime: iso(r.creation_time),
  notifiedAt: r.notified_at ? iso(r.notified_at) : null,
});

/** An active product of the tenant, or undefined. */
export function activeProduct(db: CatalogDb, tenantId: number, productId: number) {
  return db
    .selectFrom('catalog.products')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The pending alert of this address for the product, or a new one: its id. */
export async function subscribe(
  db: CatalogDb,
  tenantId: number,
  productId: number,
  email: string,
  userId: number | null,
): Promise<number> {
  const existing = await db
    .selectFrom('catalog.notify_availability')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .where('email', '=', email)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('catalog.notify_availability')
    .values({ tenant_id: tenantId, product_id: productId, email, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Products with alerts, the most recently asked for first (at most 1000 rows a page). */
export async function alertProducts(
  db: CatalogDb,
  tenantId: number,
  q: AlertListQuery,
): Promise<AlertProductPage> {
  const f = q.filter?.trim();
  const rows = (
    await sql<{
      id: number;
      code: string;
      name: string;
      qty_available: number;
      subs: number;
      pending: number;
      last: Date | string;
      total: number;
    }>`select p.id, p.code, p.name, p.qty_available, count(*)::int as subs, count(*) filter (where n.notified_at is null)::int as pending,
        max(n.creation_time) as last, count(*) over ()::int as total
      from catalog.notify_availability n join catalog.products p on p.id = n.product_id
      where n.tenant_id = ${tenantId} ${f ? sql`and (p.name ilike ${`%${f}%`} or p.code ilike ${`%${f}%`} or n.email ilike ${`%${f}%`})` : sql``}
      group by p.id ${q.onlyPending ? sql`having count(*) filter (where n.notified_at is null) > 0` : sql``}
      order by last desc, p.id limit ${Math.min(q.maxResultCount, 1000)} offset ${q.skipCount}`.execute(
      db,
    )
  ).rows;
  return {
    totalCount: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      productId: r.id,
      code: r.code,
      name: r.name,
      qtyAvailable: Number(r.qty_available),
      subscribersCount: r.subs,
      pendingCount: r.pending,
      lastCreationTime: iso(r.last),
    })),
  };
}

export function alertProduct(db: CatalogDb, tenantId: number, productId: number) {
  return db
    .selectFrom('catalog.products')
    .select(['id', 'code', 'name', 'qty_available'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .executeTakeFirst();
}

export async function productAlerts(db: CatalogDb, tenantId: number, productId: number) {
  const rows = await db
    .selectFrom('catalog.notify_availability')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('creation_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAlert);
}

export async function findAlert(db: CatalogDb, tenantId: number, id: number) {
  const row = await db
    .selectFrom('catalog.notify_availability')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toAlert(row) : undefined;
}

/** Applies the changes (none = just reads the alert); undefined when there is no such alert. */
export async function updateAlert(
  db: CatalogDb,
  tenantId: number,
  id: number,
  changes: { email?: string; notified?: boolean },
): Promise<AvailabilityAlert | undefined> {
  if (changes.email === undefined && changes.notified === undefined)
    return findAlert(db, tenantId, id);
  const notifiedAt =
    changes.notified === undefined
      ? undefined
      : changes.notified
        ? sql<Date>`coalesce(notified_at, now())`
        : null;
  const row = await db
    .updateTable('catalog.notify_availability')
    // Absent (undefined) values are left out of the statement.
    .set({ email: changes.email, notified_at: notifiedAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toAlert(row) : undefined;
}
