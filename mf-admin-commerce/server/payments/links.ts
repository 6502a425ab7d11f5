// Which payments a delivery allows (commerce.delivery_payment_methods), edited from either side:
// a delivery's form lists its payments, a payment's form its deliveries. Callers pass their open
// transaction (PGlite has one connection) and have checked the ids with `liveIds`.
import type { CommerceDb } from '../db/tables.js';

type MethodTable = 'commerce.delivery_methods' | 'commerce.payment_methods';

/** The ids of `ids` that are methods of this tenant and not deleted. */
export async function liveIds(
  tx: CommerceDb,
  table: MethodTable,
  tenantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Replaces the payments of one delivery. */
export async function setPaymentsOfDelivery(
  tx: CommerceDb,
  deliveryId: number,
  paymentIds: readonly number[],
) {
  await tx
    .deleteFrom('commerce.delivery_payment_methods')
    .where('delivery_method_id', '=', deliveryId)
    .execute();
  if (paymentIds.length)
    await tx
      .insertInto('commerce.delivery_payment_methods')
      .values(paymentIds.map((p) => ({ delivery_method_id: deliveryId, payment_method_id: p })))
      .execute();
}

/** Replaces the deliveries that allow one payment. */
export async function setDeliveriesOfPayment(
  tx: CommerceDb,
  paymentId: number,
  deliveryIds: readonly number[],
) {
  await tx
    .deleteFrom('commerce.delivery_payment_methods')
    .where('payment_method_id', '=', paymentId)
    .execute();
  if (deliveryIds.length)
    await tx
      .insertInto('commerce.delivery_payment_methods')
      .values(deliveryIds.map((d) => ({ delivery_method_id: d, payment_method_id: paymentId })))
      .execute();
}

/** Is `code` used by another live method of the tenant? */
export async function codeTaken(
  tx: CommerceDb,
  table: MethodTable,
  tenantId: number,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  let q = tx
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .where('deleted_at', 'is', null);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
