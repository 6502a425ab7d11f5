// Writes one order event into the statistics tables, in one transaction, idempotently: the order's
// row is replaced only by a newer event (the outbox id is the order's version, ARCHITECTURE.md §4),
// so a redelivered or late event changes nothing; when it is replaced, its old share of the daily
// sums is taken out and the new one added, so `stat_daily` always equals the sum of the rows.
import { sql } from '@armatura/shared-libs/server';
import type { OrderSnapshot } from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { warsawDay } from './days.js';

/** Statuses of an order (kind ORDER) that do not count as a sale. */
export const NOT_SALES = ['REJECTED', 'CANCELLED'] as const;
export const isSale = (o: { kind: string; status: string }) =>
  o.kind === 'ORDER' && !(NOT_SALES as readonly string[]).includes(o.status);

/** Who bought: the user, or for a guest the e-mail address (the same guest is one customer). */
export const customerKey = (o: OrderSnapshot) =>
  o.buyerUserId !== null
    ? `u:${o.buyerUserId}`
    : o.buyer.email
      ? `e:${o.buyer.email.trim().toLowerCase()}`
      : null;

export interface StatisticsEventInput {
  eventId: number;
  order: OrderSnapshot;
  /** The catalogue's categories of the order's products (asked before the transaction). */
  categories: Map<number, { id: number; name: string }[]>;
}

type Share = { tenant_id: number; day: string; kind: string; status: string };

async function addToDaily(db: CommerceDb, s: Share, sign: 1 | -1, net: number, gross: number) {
  await db
    .insertInto('commerce.stat_daily')
    .values({ ...s, orders: sign, net: sign * net, gross: sign * gross })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'day', 'kind', 'status']).doUpdateSet({
        orders: sql`commerce.stat_daily.orders + excluded.orders`,
        net: sql`commerce.stat_daily.net + excluded.net`,
        gross: sql`commerce.stat_daily.gross + excluded.gross`,
      }),
    )
    .execute();
}

/** Applies the event; answers whether the order's figures were written (false: an older event). */
export function applyStatisticsEvent(db: CommerceDb, e: StatisticsEventInput): Promise<boolean> {
  const { order: o, eventId } = e;
  const tenant_id = o.tenantId;
  const day = warsawDay(o.createdAt);
  return db.transaction().execute(async (tx) => {
    const old = await tx
      .selectFrom('commerce.stat_orders')
      .select(['version', 'kind', 'status', 'net', 'gross', sql<string>`day::text`.as('day')])
      .where('tenant_id', '=', tenant_id)
      .where('order_id', '=', o.id)
      .forUpdate()
      .executeTakeFirst();
    if (old && old.version >= eventId) return false;
    if (old) {
      const share = { tenant_id, day: old.day, kind: old.kind, status: old.status };
      await addToDaily(tx, share, -1, old.net, old.gross);
    }
    const row = {
      tenant_id,
      order_id: o.id,
      version: eventId,
      kind: o.kind,
      status: o.status,
      day,
      customer_key: customerKey(o),
      net: o.totals.net,
      gross: o.totals.gross,
    };
    const { tenant_id: _t, order_id: _o, ...changes } = row;
    await tx
      .insertInto('commerce.stat_orders')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'order_id']).doUpdateSet(changes))
      .execute();
    await addToDaily(tx, { tenant_id, day, kind: o.kind, status: o.status }, 1, row.net, row.gross);
    await replaceLines(tx, e, day);
    if (row.customer_key && o.kind === 'ORDER')
      await tx
        .insertInto('commerce.stat_customers')
        .values({ tenant_id, customer_key: row.customer_key, first_day: day })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'customer_key']).doUpdateSet({
            first_day: sql`least(commerce.stat_customers.first_day, excluded.first_day)`,
          }),
        )
        .execute();
    await rememberCategories(tx, e);
    return true;
  });
}

async function replaceLines(tx: CommerceDb, { order: o }: StatisticsEventInput, day: string) {
  await tx
    .deleteFrom('commerce.stat_order_lines')
    .where('tenant_id', '=', o.tenantId)
    .where('order_id', '=', o.id)
    .execute();
  if (o.items.length === 0) return;
  const is_sale = isSale(o);
  await tx
    .insertInto('commerce.stat_order_lines')
    .values(
      o.items.map((item, seq) => ({
        tenant_id: o.tenantId,
        order_id: o.id,
        seq,
        day,
        is_sale,
        product_id: item.productId,
        code: item.code,
        name: item.name,
        qty: item.qty,
        net: item.netValue,
      })),
    )
    .execute();
}

/** The catalogue's current categories of these products replace what was known of them. */
async function rememberCategories(tx: CommerceDb, { order: o, categories }: StatisticsEventInput) {
  const productIds = [...new Set(o.items.map((i) => i.productId))].filter((id) =>
    categories.has(id),
  );
  if (productIds.length === 0) return;
  await tx
    .deleteFrom('commerce.stat_product_categories')
    .where('tenant_id', '=', o.tenantId)
    .where('product_id', 'in', productIds)
    .execute();
  const rows = productIds.flatMap((product_id) =>
    categories.get(product_id)!.map((c) => ({
      tenant_id: o.tenantId,
      product_id,
      category_id: c.id,
      category_name: c.name,
    })),
  );
  if (rows.length) await tx.insertInto('commerce.stat_product_categories').values(rows).execute();
}
