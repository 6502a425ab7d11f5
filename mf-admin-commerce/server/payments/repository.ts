// Payment methods and the deliveries that allow them. An online (Tpay) method is offered only
// while the tenant's Tpay configuration is active: a shop without credentials cannot take it.
import type { Db } from '@armatura/shared-libs/server';
import type { PaymentMethod } from '@armatura/shared-libs/contracts';

export interface PaymentRow extends PaymentMethod {
  description: string | null;
  sortOrder: number;
}

export const PAYMENT_TYPES = [
  { value: 'transfer', name: 'Przelew tradycyjny' },
  { value: 'cod', name: 'Płatność za pobraniem' },
  { value: 'tpay', name: 'Płatność online (Tpay)' },
] as const;

const toPayment = (r: Record<string, any>): PaymentRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  description: r.description ?? null,
  provider: r.provider,
  isActive: r.is_active,
  sortOrder: r.sort_order,
});

async function tpayActive(db: Db, tenantId: number) {
  const row = await db
    .selectFrom('commerce.tpay_configuration')
    .select('is_active')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.is_active === true;
}

export async function paymentsForDelivery(
  db: Db,
  tenantId: number,
  deliveryMethodId: number,
): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom('commerce.payment_methods as p')
    .innerJoin('commerce.delivery_payment_methods as dp', 'dp.payment_method_id', 'p.id')
    .innerJoin('commerce.delivery_methods as d', 'd.id', 'dp.delivery_method_id')
    .selectAll('p')
    .where('p.tenant_id', '=', tenantId)
    .where('d.tenant_id', '=', tenantId)
    .where('d.id', '=', deliveryMethodId)
    .where('d.is_active', '=', true)
    .where('p.is_active', '=', true)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
  const online = await tpayActive(db, tenantId);
  return rows.map(toPayment).filter((p) => p.provider !== 'tpay' || online);
}

export async function listPayments(db: Db, tenantId: number): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom('commerce.payment_methods')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toPayment);
}
