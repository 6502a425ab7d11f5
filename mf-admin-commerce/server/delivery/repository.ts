// Delivery methods of a tenant. Gross prices are derived from net + VAT rate (rounded to grosze),
// never stored, so a VAT change cannot leave a stale gross behind.
import type { DeliveryMethod, DeliverySortField } from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';

export const grossOf = (net: number, vatRate: number) =>
  Math.round((Math.round(net * 100) * (100 + vatRate)) / 100) / 100;

/** Every sortable field of the contract (DELIVERY_SORT_FIELDS) → its column. */
export const DELIVERY_SORTS = {
  id: 'd.id',
  code: 'd.code',
  name: 'd.name',
  priceNet: 'd.price_net',
  vatRate: 'd.vat_rate',
  isActive: 'd.is_active',
  sortOrder: 'd.sort_order',
} as const satisfies Record<DeliverySortField, string>;
type DeliverySortColumn = (typeof DELIVERY_SORTS)[DeliverySortField];

function baseQuery(db: CommerceDb, tenantId: number) {
  return (
    db
      .selectFrom('commerce.delivery_methods as d')
      .selectAll('d')
      .select((eb) =>
        eb
          .selectFrom('commerce.delivery_payment_methods as dp')
          .select((e) => e.fn.agg<number[]>('array_agg', ['dp.payment_method_id']).as('ids'))
          .whereRef('dp.delivery_method_id', '=', 'd.id')
          .as('payment_method_ids'),
      )
      .where('d.tenant_id', '=', tenantId)
      // Deleted (soft) methods stay for the history but are never listed, found or offered.
      .where('d.deleted_at', 'is', null)
  );
}
type DeliveryRecord = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toDelivery(r: DeliveryRecord): DeliveryMethod {
  const priceNet = Number(r.price_net);
  const vatRate = Number(r.vat_rate);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description ?? null,
    priceNet,
    vatRate,
    priceGross: grossOf(priceNet, vatRate),
    requiresAddress: r.requires_address,
    requiresPointOfSale: r.requires_point_of_sale,
    isActive: r.is_active,
    sortOrder: r.sort_order,
    paymentMethodIds: (r.payment_method_ids ?? []).map(Number).sort((a, b) => a - b),
  };
}

export async function listDeliveries(
  db: CommerceDb,
  tenantId: number,
  opts: {
    activeOnly: boolean;
    filter?: string;
    skip?: number;
    take?: number;
    /** A column of DELIVERY_SORTS; the method's own order (sort_order) when absent. */
    sort?: [DeliverySortColumn, 'asc' | 'desc'];
  },
): Promise<{ totalCount: number; items: DeliveryMethod[] }> {
  let q = baseQuery(db, tenantId);
  if (opts.activeOnly) q = q.where('d.is_active', '=', true);
  if (opts.filter) q = q.where('d.name', 'ilike', `%${opts.filter.replace(/[%_\\]/g, '\\$&')}%`);
  const total = await db
    .selectFrom(q.as('x'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const [column, direction] = opts.sort ?? ['d.sort_order', 'asc'];
  const rows = await q
    .orderBy(column, direction)
    .orderBy('d.id')
    .offset(opts.skip ?? 0)
    .limit(opts.take ?? 1000)
    .execute();
  return { totalCount: Number(total.n), items: rows.map(toDelivery) };
}

export async function getDelivery(
  db: CommerceDb,
  tenantId: number,
  id: number,
): Promise<DeliveryMethod | null> {
  const row = await baseQuery(db, tenantId).where('d.id', '=', id).executeTakeFirst();
  return row ? toDelivery(row) : null;
}
