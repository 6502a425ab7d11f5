// Delivery/Create|Update|Delete. A save checks, in one transaction, that the id is the tenant's
// (404 otherwise, like a missing one), that the code is free and that every payment exists; it
// answers what went wrong instead of throwing so the route chooses the message.
// Delete is soft (`deleted_at`, migration 003): orders keep their snapshot and reports their id.
import { inTransaction } from '@armatura/shared-libs/server';
import type { DeliveryInput } from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { codeTaken, liveIds, setPaymentsOfDelivery } from '../payments/links.js';

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; problem: 'notFound' | 'codeTaken' }
  | { ok: false; problem: 'missing'; missing: number[] };

const columns = (input: DeliveryInput) => ({
  code: input.code.trim(),
  name: input.name.trim(),
  description: input.description?.trim() || null,
  price_net: input.priceNet,
  vat_rate: input.vatRate,
  requires_address: input.requiresAddress,
  requires_point_of_sale: input.requiresPointOfSale,
  is_active: input.isActive,
  ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
});

export function saveDelivery(
  db: CommerceDb,
  tenantId: number,
  id: number | null,
  input: DeliveryInput,
): Promise<SaveResult> {
  return inTransaction(db, async (tx): Promise<SaveResult> => {
    if (id !== null) {
      const own = await liveIds(tx, 'commerce.delivery_methods', tenantId, [id]);
      if (!own.has(id)) return { ok: false, problem: 'notFound' };
    }
    if (await codeTaken(tx, 'commerce.delivery_methods', tenantId, input.code.trim(), id))
      return { ok: false, problem: 'codeTaken' };
    const found = await liveIds(tx, 'commerce.payment_methods', tenantId, input.paymentMethodIds);
    const missing = input.paymentMethodIds.filter((p) => !found.has(p));
    if (missing.length) return { ok: false, problem: 'missing', missing };

    let savedId: number;
    if (id === null) {
      // A new method goes last unless the form says otherwise.
      const last = await tx
        .selectFrom('commerce.delivery_methods')
        .select((eb) => eb.fn.max('sort_order').as('max'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      const row = await tx
        .insertInto('commerce.delivery_methods')
        .values({ tenant_id: tenantId, sort_order: Number(last?.max ?? -1) + 1, ...columns(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      savedId = row.id;
    } else {
      await tx
        .updateTable('commerce.delivery_methods')
        .set(columns(input))
        .where('id', '=', id)
        .where('tenant_id', '=', tenantId)
        .execute();
      savedId = id;
    }
    await setPaymentsOfDelivery(tx, savedId, input.paymentMethodIds);
    return { ok: true, id: savedId };
  });
}

/** Soft delete; false when the id is not a live method of the tenant. */
export function deleteDelivery(db: CommerceDb, tenantId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const res = await tx
      .updateTable('commerce.delivery_methods')
      .set({ deleted_at: new Date(), is_active: false })
      .where('id', '=', id)
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await setPaymentsOfDelivery(tx, id, []);
    return true;
  });
}
