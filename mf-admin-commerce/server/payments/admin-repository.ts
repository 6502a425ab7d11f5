// Payment methods in the back office: a page of them (filter, contract sorting) each with the
// deliveries that allow it, one by id, Create/Update/Delete (soft, as deliveries: migration 003)
// and Tpay's bank groups. Saves answer what went wrong; the route chooses the message.
import { inTransaction } from '@armatura/shared-libs/server';
import {
  PAYMENT_PROVIDERS,
  type BankingGroup,
  type PaymentAdmin,
  type PaymentInput,
  type PaymentSortField,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { codeTaken, liveIds, setDeliveriesOfPayment } from './links.js';
import type { SaveResult } from '../delivery/write-repository.js';

/** Every sortable field of the contract (PAYMENT_SORT_FIELDS) → its column. */
export const PAYMENT_SORTS = {
  id: 'p.id',
  code: 'p.code',
  name: 'p.name',
  provider: 'p.provider',
  isActive: 'p.is_active',
  sortOrder: 'p.sort_order',
} as const satisfies Record<PaymentSortField, string>;
type PaymentSortColumn = (typeof PAYMENT_SORTS)[PaymentSortField];

function baseQuery(db: CommerceDb, tenantId: number) {
  return db
    .selectFrom('commerce.payment_methods as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('commerce.delivery_payment_methods as dp')
        .select((e) => e.fn.agg<number[]>('array_agg', ['dp.delivery_method_id']).as('ids'))
        .whereRef('dp.payment_method_id', '=', 'p.id')
        .as('delivery_method_ids'),
    )
    .where('p.tenant_id', '=', tenantId)
    .where('p.deleted_at', 'is', null);
}
type PaymentRecord = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toPaymentAdmin(r: PaymentRecord): PaymentAdmin {
  const provider = PAYMENT_PROVIDERS.find((p) => p === r.provider);
  if (!provider)
    throw new Error(`unknown payment provider in commerce.payment_methods: ${r.provider}`);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description ?? null,
    provider,
    isActive: r.is_active,
    sortOrder: r.sort_order,
    deliveryMethodIds: (r.delivery_method_ids ?? []).map(Number).sort((a, b) => a - b),
  };
}

export async function listPaymentsPage(
  db: CommerceDb,
  tenantId: number,
  opts: { filter?: string; skip: number; take: number; sort: [PaymentSortColumn, 'asc' | 'desc'] },
): Promise<{ totalCount: number; items: PaymentAdmin[] }> {
  let q = baseQuery(db, tenantId);
  if (opts.filter) {
    const like = `%${opts.filter.replace(/[%_\\]/g, '\\$&')}%`;
    q = q.where((eb) => eb.or([eb('p.name', 'ilike', like), eb('p.code', 'ilike', like)]));
  }
  const total = await db
    .selectFrom(q.as('x'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .orderBy(opts.sort[0], opts.sort[1])
    .orderBy('p.id')
    .offset(opts.skip)
    .limit(opts.take)
    .execute();
  return { totalCount: Number(total.n), items: rows.map(toPaymentAdmin) };
}

export async function getPaymentAdmin(
  db: CommerceDb,
  tenantId: number,
  id: number,
): Promise<PaymentAdmin | null> {
  const row = await baseQuery(db, tenantId).where('p.id', '=', id).executeTakeFirst();
  return row ? toPaymentAdmin(row) : null;
}

const columns = (input: PaymentInput) => ({
  code: input.code.trim(),
  name: input.name.trim(),
  description: input.description?.trim() || null,
  provider: input.provider,
  is_active: input.isActive,
  ...(input.sortOrder !== undefined ? { sort_order: input.sortOrder } : {}),
});

export function savePayment(
  db: CommerceDb,
  tenantId: number,
  id: number | null,
  input: PaymentInput,
): Promise<SaveResult> {
  return inTransaction(db, async (tx): Promise<SaveResult> => {
    if (id !== null) {
      const own = await liveIds(tx, 'commerce.payment_methods', tenantId, [id]);
      if (!own.has(id)) return { ok: false, problem: 'notFound' };
    }
    if (await codeTaken(tx, 'commerce.payment_methods', tenantId, input.code.trim(), id))
      return { ok: false, problem: 'codeTaken' };
    const found = await liveIds(tx, 'commerce.delivery_methods', tenantId, input.deliveryMethodIds);
    const missing = input.deliveryMethodIds.filter((d) => !found.has(d));
    if (missing.length) return { ok: false, problem: 'missing', missing };

    let savedId: number;
    if (id === null) {
      const last = await tx
        .selectFrom('commerce.payment_methods')
        .select((eb) => eb.fn.max('sort_order').as('max'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      const row = await tx
        .insertInto('commerce.payment_methods')
        .values({ tenant_id: tenantId, sort_order: Number(last?.max ?? -1) + 1, ...columns(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      savedId = row.id;
    } else {
      await tx
        .updateTable('commerce.payment_methods')
        .set(columns(input))
        .where('id', '=', id)
        .where('tenant_id', '=', tenantId)
        .execute();
      savedId = id;
    }
    await setDeliveriesOfPayment(tx, savedId, input.deliveryMethodIds);
    return { ok: true, id: savedId };
  });
}

/** Soft delete; false when the id is not a live method of the tenant. */
export function deletePayment(db: CommerceDb, tenantId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const res = await tx
      .updateTable('commerce.payment_methods')
      .set({ deleted_at: new Date(), is_active: false })
      .where('id', '=', id)
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await setDeliveriesOfPayment(tx, id, []);
    return true;
  });
}

/** Tpay's groups (the same for every tenant: Tpay's own list), BLIK and cards first. */
export async function listBankGroups(db: CommerceDb): Promise<BankingGroup[]> {
  const rows = await db
    .selectFrom('commerce.tpay_bank_groups')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind === 'blik' || r.kind === 'card' ? r.kind : 'transfer',
    sortOrder: r.sort_order,
  }));
}
