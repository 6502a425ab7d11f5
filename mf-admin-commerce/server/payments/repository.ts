// Payment methods and the deliveries that allow them. An online (Tpay) method is offered only
// while the tenant's Tpay configuration is active: a shop without credentials cannot take it.
import type { Selectable } from 'kysely';
import {
  PAYMENT_PROVIDERS,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentType,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb, CommercePaymentMethods } from '../db/tables.js';

export const PAYMENT_TYPES: readonly PaymentType[] = [
  { value: 'transfer', name: 'Przelew tradycyjny' },
  { value: 'cod', name: 'Płatność za pobraniem' },
  { value: 'tpay', name: 'Płatność online (Tpay)' },
];

/** The column's check constraint (migration 001) holds the same list: anything else is a fault. */
function providerOf(value: string): PaymentProvider {
  const known = PAYMENT_PROVIDERS.find((p) => p === value);
  if (!known) throw new Error(`unknown payment provider in commerce.payment_methods: ${value}`);
  return known;
}

const toPayment = (r: Selectable<CommercePaymentMethods>): PaymentMethod => ({
  id: r.id,
  code: r.code,
  name: r.name,
  description: r.description ?? null,
  provider: providerOf(r.provider),
  isActive: r.is_active,
  sortOrder: r.sort_order,
});

async function tpayActive(db: CommerceDb, tenantId: number) {
  const row = await db
    .selectFrom('commerce.tpay_configuration')
    .select('is_active')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.is_active === true;
}

export async function paymentsForDelivery(
  db: CommerceDb,
  tenantId: number,
  deliveryMethodId: number,
): Promise<PaymentMethod[]> {
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
    .where('d.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
  const online = await tpayActive(db, tenantId);
  return rows.map(toPayment).filter((p) => p.provider !== 'tpay' || online);
}

export async function listPayments(db: CommerceDb, tenantId: number): Promise<PaymentMethod[]> {
  const rows = await db
    .selectFrom('commerce.payment_methods')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toPayment);
}
