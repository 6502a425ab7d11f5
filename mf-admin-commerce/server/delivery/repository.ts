// Delivery methods of a tenant. Gross prices are derived from net + VAT rate (rounded to grosze),
// never stored, so a VAT change cannot leave a stale gross behind.
import type { Db, Executor } from '@armatura/shared-libs/server';
import type { DeliveryMethod } from '@armatura/shared-libs/contracts';

export interface DeliveryRow extends DeliveryMethod {
  description: string | null;
  sortOrder: number;
  paymentMethodIds: number[];
}

export const grossOf = (net: number, vatRate: number) =>
  Math.round((Math.round(net * 100) * (100 + vatRate)) / 100) / 100;

function toDelivery(r: Record<string, any>): DeliveryRow {
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
    paymentMethodIds: (r.payment_method_ids ?? [])
      .map(Number)
      .sort((a: number, b: number) => a - b),
  };
}

function baseQuery(db: Executor, tenantId: number) {
  return db
    .selectFrom('commerce.delivery_methods as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .selectFrom('commerce.delivery_payment_methods as dp')
        .select((e) => e.fn.agg<number[]>('array_agg', ['dp.payment_method_id']).as('ids'))
        .whereRef('dp.delivery_method_id', '=', 'd.id')
        .as('payment_method_ids'),
    )
    .where('d.tenant_id', '=', tenantId);
}

export async function listDeliveries(
  db: Db,
  tenantId: number,
  opts: { activeOnly: boolean; filter?: string; skip?: number; take?: number },
) {
  let q = baseQuery(db, tenantId);
  if (opts.activeOnly) q = q.where('d.is_active', '=', true);
  if (opts.filter) q = q.where('d.name', 'ilike', `%${opts.filter.replace(/[%_\\]/g, '\\$&')}%`);
  const total = await db
    .selectFrom(q.as('x'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .orderBy('d.sort_order')
    .orderBy('d.id')
    .offset(opts.skip ?? 0)
    .limit(opts.take ?? 1000)
    .execute();
  return { totalCount: Number(total.n), items: rows.map(toDelivery) };
}

export async function getDelivery(
  db: Db,
  tenantId: number,
  id: number,
): Promise<DeliveryRow | null> {
  const row = await baseQuery(db, tenantId).where('d.id', '=', id).executeTakeFirst();
  return row ? toDelivery(row) : null;
}
