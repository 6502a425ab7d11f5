// The statistics reads, always for one tenant and a range of Warsaw days. Sales figures come from
// the daily sums (stat_daily); products and categories from the lines of sales orders.
import { sql } from '@armatura/shared-libs/server';
import type { StatisticsInterval, StatisticsSummaryFigures } from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { NOT_SALES } from './apply.js';

export interface Range {
  from: string;
  to: string;
}
export interface BucketFigures {
  orders: number;
  net: number;
  gross: number;
  newCustomers: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const notSales = sql.join(NOT_SALES.map((s) => sql.lit(s)));
/** date_trunc keeps a date's Monday / 1st; as text so no time zone ever touches the day. */
const bucket = (interval: StatisticsInterval, column: string) =>
  sql<string>`date_trunc(${sql.lit(interval)}, ${sql.ref(column)})::date::text`;

/** Sales orders, net, gross and new customers per bucket (key = the bucket's first calendar day). */
export async function salesByBucket(
  db: CommerceDb,
  tenantId: number,
  r: Range,
  interval: StatisticsInterval,
): Promise<Map<string, BucketFigures>> {
  const sales = await sql<{ k: string; orders: number; net: number; gross: number }>`
    select ${bucket(interval, 'day')} as k, sum(orders)::int as orders, sum(net) as net,
      sum(gross) as gross
    from commerce.stat_daily
    where tenant_id = ${tenantId} and day between ${r.from} and ${r.to}
      and kind = 'ORDER' and status not in (${notSales})
    group by 1`.execute(db);
  const customers = await sql<{ k: string; n: number }>`
    select ${bucket(interval, 'first_day')} as k, count(*)::int as n from commerce.stat_customers
    where tenant_id = ${tenantId} and first_day between ${r.from} and ${r.to} group by 1`.execute(
    db,
  );
  const out = new Map<string, BucketFigures>();
  const at = (k: string) =>
    out.get(k) ?? out.set(k, { orders: 0, net: 0, gross: 0, newCustomers: 0 }).get(k)!;
  for (const s of sales.rows)
    Object.assign(at(s.k), { orders: s.orders, net: s.net, gross: s.gross });
  for (const c of customers.rows) at(c.k).newCustomers = c.n;
  return out;
}

/**
 * The same sales series summed from one row per order instead of the daily sums: the reference
 * the tests hold the daily sums to and the benchmark's anchor (what the query costs without them).
 */
export async function salesFromOrderRows(
  db: CommerceDb,
  tenantId: number,
  r: Range,
  interval: StatisticsInterval,
) {
  const { rows } = await sql<{ k: string; orders: number; net: number; gross: number }>`
    select ${bucket(interval, 'day')} as k, count(*)::int as orders, sum(net) as net,
      sum(gross) as gross
    from commerce.stat_orders
    where tenant_id = ${tenantId} and day between ${r.from} and ${r.to}
      and kind = 'ORDER' and status not in (${notSales})
    group by 1 order by 1`.execute(db);
  return rows;
}

/** Orders and offers of the range by kind and status (offers included), from the daily sums. */
export async function countsByStatus(db: CommerceDb, tenantId: number, r: Range) {
  const { rows } = await sql<{ kind: string; status: string; orders: number; gross: number }>`
    select kind, status, sum(orders)::int as orders, sum(gross) as gross from commerce.stat_daily
    where tenant_id = ${tenantId} and day between ${r.from} and ${r.to}
    group by kind, status having sum(orders) > 0`.execute(db);
  return rows;
}

/** Totals of one period: sales, average order, new customers, offers and their conversion. */
export async function summaryOf(
  db: CommerceDb,
  tenantId: number,
  r: Range,
): Promise<StatisticsSummaryFigures> {
  const counts = await countsByStatus(db, tenantId, r);
  const sales = counts.filter((c) => c.kind === 'ORDER' && !NOT_SALES.some((s) => s === c.status));
  const orders = sales.reduce((n, c) => n + c.orders, 0);
  const gross = round2(sales.reduce((n, c) => n + c.gross, 0));
  const { rows } = await sql<{ net: number | null; customers: number }>`
    select (select sum(net) from commerce.stat_daily where tenant_id = ${tenantId}
        and day between ${r.from} and ${r.to} and kind = 'ORDER' and status not in (${notSales})) as net,
      (select count(*)::int from commerce.stat_customers where tenant_id = ${tenantId}
        and first_day between ${r.from} and ${r.to}) as customers`.execute(db);
  const net = round2(rows[0]?.net ?? 0);
  const offers = counts.filter((c) => c.kind === 'OFFER');
  const offerCount = offers.reduce((n, c) => n + c.orders, 0);
  const converted = offers
    .filter((c) => c.status === 'CONVERTED')
    .reduce((n, c) => n + c.orders, 0);
  return {
    orders,
    net,
    gross,
    averageOrderNet: orders ? round2(net / orders) : 0,
    averageOrderGross: orders ? round2(gross / orders) : 0,
    newCustomers: rows[0]?.customers ?? 0,
    offers: offerCount,
    convertedOffers: converted,
    conversionRate: offerCount ? Math.round((converted / offerCount) * 1000) / 10 : 0,
  };
}

/** Products of sales orders by net value, best first. */
export async function topProducts(db: CommerceDb, tenantId: number, r: Range, limit: number) {
  const { rows } = await sql<{
    productId: number;
    code: string;
    name: string;
    qty: number;
    net: number;
  }>`
    select l.product_id as "productId", max(l.code) as code, max(l.name) as name,
      sum(l.qty) as qty, sum(l.net) as net
    from commerce.stat_order_lines l
    where l.tenant_id = ${tenantId} and l.is_sale and l.day between ${r.from} and ${r.to}
    group by l.product_id order by net desc, l.product_id limit ${limit}`.execute(db);
  return rows;
}

/** Net value of sales lines per product, for the given products only (the previous period). */
export async function netOfProducts(db: CommerceDb, tenantId: number, r: Range, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const { rows } = await sql<{ id: number; net: number }>`
    select product_id as id, sum(net) as net from commerce.stat_order_lines
    where tenant_id = ${tenantId} and is_sale and day between ${r.from} and ${r.to}
      and product_id = any(${ids}::int[])
    group by product_id`.execute(db);
  return new Map(rows.map((x) => [x.id, round2(x.net)]));
}

/** Categories by the net value of their products' sales lines, best first. */
export async function topCategories(db: CommerceDb, tenantId: number, r: Range, limit: number) {
  const { rows } = await sql<{ categoryId: number; name: string; net: number }>`
    select c.category_id as "categoryId", max(c.category_name) as name, sum(l.net) as net
    from commerce.stat_order_lines l
    join commerce.stat_product_categories c
      on c.tenant_id = l.tenant_id and c.product_id = l.product_id
    where l.tenant_id = ${tenantId} and l.is_sale and l.day between ${r.from} and ${r.to}
    group by c.category_id order by net desc, c.category_id limit ${limit}`.execute(db);
  return rows;
}

/** Net value per category for the given categories only (the previous period). */
export async function netOfCategories(db: CommerceDb, tenantId: number, r: Range, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const { rows } = await sql<{ id: number; net: number }>`
    select c.category_id as id, sum(l.net) as net from commerce.stat_order_lines l
    join commerce.stat_product_categories c
      on c.tenant_id = l.tenant_id and c.product_id = l.product_id
    where l.tenant_id = ${tenantId} and l.is_sale and l.day between ${r.from} and ${r.to}
      and c.category_id = any(${ids}::int[])
    group by c.category_id`.execute(db);
  return new Map(rows.map((x) => [x.id, round2(x.net)]));
}
