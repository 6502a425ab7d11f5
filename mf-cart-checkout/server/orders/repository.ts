// checkout.orders and its lines and history. Every query names the tenant.
import { sql } from '@armatura/shared-libs/server';
import { toSnapshot, type OrderSnapshot } from './snapshot.js';
import type { PricedLine } from '../lib/pricing.js';
import type { OrderStatus } from '../domain/status.js';
import type { CheckoutExecutor } from '../lib/checkout-db.js';

export async function orderRef(db: CheckoutExecutor, tenantId: number, id: number) {
  const row = await db
    .selectFrom('checkout.orders')
    .select(['id', 'number'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, number: row.number } : null;
}

export async function findByKey(db: CheckoutExecutor, tenantId: number, key: string) {
  const row = await db
    .selectFrom('checkout.orders')
    .select(['id', 'buyer_user_id'])
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { id: row.id, buyerUserId: row.buyer_user_id } : null;
}

/** The order with its lines; `lock` holds the order row until the caller's transaction ends. */
export async function loadSnapshot(
  db: CheckoutExecutor,
  tenantId: number,
  id: number,
  lock = false,
): Promise<OrderSnapshot | null> {
  let q = db
    .selectFrom('checkout.orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const items = await db
    .selectFrom('checkout.order_items')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('position')
    .execute();
  return toSnapshot(row, items);
}

export async function nextOrderId(db: CheckoutExecutor): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`select nextval('checkout.orders_id_seq')::int as id`.execute(db);
  return Number(rows[0]!.id);
}

export async function replaceItems(db: CheckoutExecutor, orderId: number, lines: PricedLine[]) {
  await db.deleteFrom('checkout.order_items').where('order_id', '=', orderId).execute();
  await db
    .insertInto('checkout.order_items')
    .values(
      lines.map((l, i) => ({
        order_id: orderId,
        position: i + 1,
        product_id: l.productId,
        code: l.code,
        name: l.name,
        unit: l.unit,
        qty: l.qty,
        price_net: l.priceNet,
        price_gross: l.priceGross,
        vat_rate: l.vatRate,
        net_value: l.netValue,
        image_url: l.imageUrl,
      })),
    )
    .execute();
}

export async function addHistory(
  db: CheckoutExecutor,
  h: {
    tenantId: number;
    orderId: number;
    action: string;
    from: OrderStatus | null;
    to: OrderStatus;
    userId: number | null;
    note?: string | null;
  },
) {
  await db
    .insertInto('checkout.order_history')
    .values({
      tenant_id: h.tenantId,
      order_id: h.orderId,
      action: h.action,
      from_status: h.from,
      to_status: h.to,
      user_id: h.userId,
      note: h.note ?? null,
    })
    .execute();
}

export async function orderHistory(db: CheckoutExecutor, tenantId: number, orderId: number) {
  return db
    .selectFrom('checkout.order_history')
    .select(['action', 'from_status', 'to_status', 'user_id', 'note', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** An online payment was started: the order waits for the provider's notification about it. */
export async function markPaymentPending(
  db: CheckoutExecutor,
  orderId: number,
  transactionId: string,
  paymentUrl: string | null,
) {
  await db
    .updateTable('checkout.orders')
    .set({
      payment_status: 'PENDING',
      payment_transaction_id: transactionId,
      payment_url: paymentUrl,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .execute();
}
