// checkout.orders and its lines and history. Every query names the tenant.
import { sql, type Executor } from '@armatura/shared-libs/server';
import { toSnapshot, type OrderSnapshot } from './snapshot.js';
import type { PricedLine } from '../lib/pricing.js';
import type { OrderStatus } from '../domain/status.js';

export async function orderRef(db: Executor, tenantId: number, id: number) {
  const row = await db
    .selectFrom('checkout.orders')
    .select(['id', 'number'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id as number, number: row.number as string } : null;
}

export async function findByKey(db: Executor, tenantId: number, key: string) {
  const row = await db
    .selectFrom('checkout.orders')
    .select(['id', 'buyer_user_id'])
    .where('tenant_id', '=', tenantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row
    ? { id: row.id as number, buyerUserId: (row.buyer_user_id as number | null) ?? null }
    : null;
}

/** The order with its lines; `lock` holds the order row until the caller's transaction ends. */
export async function loadSnapshot(
  db: Executor,
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

export async function nextOrderId(db: Executor): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`select nextval('checkout.orders_id_seq')::int as id`.execute(db);
  return Number(rows[0]!.id);
}

export async function replaceItems(db: Executor, orderId: number, lines: PricedLine[]) {
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
  db: Executor,
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

export async function orderHistory(db: Executor, tenantId: number, orderId: number) {
  return db
    .selectFrom('checkout.order_history')
    .select(['action', 'from_status', 'to_status', 'user_id', 'note', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Addresses the user typed in their last orders, newest first, without repeats. */
export async function recentAddresses(db: Executor, tenantId: number, userId: number, limit = 5) {
  const rows = await db
    .selectFrom('checkout.orders')
    .select(['buyer', 'delivery_address', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', userId)
    .where('kind', '=', 'ORDER')
    .where('delivery_address', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  const seen = new Set<string>();
  const out: { buyer: any; address: any; usedAt: string }[] = [];
  for (const r of rows) {
    const a =
      typeof r.delivery_address === 'string' ? JSON.parse(r.delivery_address) : r.delivery_address;
    const key = `${a.street}|${a.postalCode}|${a.city}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      buyer: typeof r.buyer === 'string' ? JSON.parse(r.buyer) : r.buyer,
      address: a,
      usedAt: new Date(r.created_at as string).toISOString(),
    });
    if (out.length >= limit) break;
  }
  return out;
}
