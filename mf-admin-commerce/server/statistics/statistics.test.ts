// Statistics fed by checkout's order events: an event updates the figures, duplicate and late events
// change nothing, a cancellation leaves the sales, the backfill rebuilds from checkout's snapshots;
// Pages.Statistics, tenant scoping, bad ranges (400), the CSV and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql, type OutboxRow } from '@armatura/shared-libs/server';
import {
  ORDER_PLACED,
  ORDER_STATUS_CHANGED,
  type OrderSnapshot,
  type SalesSeries,
  type StatisticsSummary,
  type StatusCountList,
  type TopCategoryList,
  type TopProductList,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { warsawDay } from './days.js';
import { salesFromOrderRows } from './repository.js';
import { requestStatisticsBackfillOnce, STATISTICS_SUBSCRIBER } from './subscribe.js';
import { app, ok, placeRealOrder, productWithCategory, snapshot } from './testing.js';

let p: TestPlatform;
let staff: string;
let product: { id: number };
let category: { id: number; name: string };

const stats = <T>(
  method: string,
  query: Record<string, string>,
  token = staff,
  tenantId?: number,
) => ok<T>(p.call({ method: 'GET', url: app(`Statistics/${method}`), query, token, tenantId }));

async function publish(type: string, payload: object) {
  await p.ctx.db.transaction().execute((tx) => p.ctx.events.publish(tx, { type, payload }));
  await p.ctx.events.drain();
}
const placed = (order: OrderSnapshot) => publish(ORDER_PLACED, { tenantId: order.tenantId, order });
function changed(order: OrderSnapshot, to: OrderSnapshot['status']) {
  const next = { ...order, status: to };
  return publish(ORDER_STATUS_CHANGED, {
    tenantId: order.tenantId,
    orderId: order.id,
    number: order.number,
    from: order.status,
    to,
    action: to === 'CANCELLED' ? 'cancel' : 'convert',
    actorUserId: null,
    at: order.createdAt,
    order: next,
  });
}
/** Hands an outbox event to the statistics again, bypassing the delivery record (a redelivery). */
async function redeliver(type: string, orderId: number) {
  const { rows } = await sql<OutboxRow>`select id, type, payload, tenant_id, attempts
    from platform.outbox where type = ${type} and (payload->'order'->>'id')::int = ${orderId}
    order by id limit 1`.execute(p.ctx.db);
  const sub = p.ctx.events
    .subscriptionsFor(type)
    .find((s) => s.subscriber === STATISTICS_SUBSCRIBER)!;
  await p.ctx.events.deliverTo(sub, rows[0]!);
}

// 23:30 UTC on 10 March is 00:30 on 11 March in Warsaw: the order belongs to the 11th.
const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const a = () =>
  snapshot({
    id: 900_001,
    createdAt: '2025-03-10T23:30:00Z',
    buyerUserId: 4242,
    lines: [{ productId: product.id, qty: 2, priceNet: 100 }],
  });
const b = () =>
  snapshot({
    id: 900_002,
    createdAt: '2025-03-20T10:00:00Z',
    lines: [{ productId: product.id, qty: 1, priceNet: 50 }],
  });
const offer = () =>
  snapshot({
    id: 900_003,
    kind: 'OFFER',
    status: 'OFFER',
    createdAt: '2025-03-21T10:00:00Z',
    lines: [{ productId: product.id, qty: 1, priceNet: 10 }],
  });

beforeAll(async () => {
  p = await createTestPlatform();
  staff = await p.login('sprzedaz');
  const found = await productWithCategory(p);
  product = found.product;
  category = found.categories[0]!;
  await placed(a());
  await placed(b());
  await placed(offer());
}, 180_000);
afterAll(() => p?.close());

describe('statistics', () => {
  it('needs Pages.Statistics', async () => {
    const url = app('Statistics/GetSummary');
    const query = MARCH;
    expect((await p.call({ method: 'GET', url, query })).status).toBe(401);
    const b2c = await p.login('b2c');
    expect((await p.call({ method: 'GET', url, query, token: b2c })).status).toBe(403);
    const admin = await p.login('admin');
    expect((await p.call({ method: 'GET', url, query, token: admin })).status).toBe(200);
  });

  it('counts the placed orders on their Warsaw day, with products, categories and offers', async () => {
    const daily = await stats<SalesSeries>('GetSales', { ...MARCH, interval: 'day' });
    expect(daily.current).toHaveLength(31);
    expect(daily.previous).toHaveLength(31);
    expect(daily).toMatchObject({ previousFrom: '2025-01-29', previousTo: '2025-02-28' });
    const day = (d: string) => daily.current.find((x) => x.period === d)!;
    expect(day('2025-03-10')).toMatchObject({ orders: 0, net: 0 });
    expect(day('2025-03-11')).toMatchObject({ orders: 1, net: 200, gross: 246, newCustomers: 1 });
    expect(day('2025-03-20')).toMatchObject({ orders: 1, net: 50, gross: 61.5 });

    const weekly = await stats<SalesSeries>('GetSales', { ...MARCH, interval: 'week' });
    // Weeks start on Monday; the first bucket is clipped to the range (Saturday the 1st).
    expect(weekly.current.map((w) => w.period)).toEqual([
      '2025-03-01',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
    expect(weekly.current[2]).toMatchObject({ orders: 1, net: 200 });

    const sum = await stats<StatisticsSummary>('GetSummary', MARCH);
    expect(sum.current).toMatchObject({
      orders: 2,
      net: 250,
      gross: 307.5,
      averageOrderNet: 125,
      averageOrderGross: 153.75,
      newCustomers: 2,
      offers: 1,
      convertedOffers: 0,
      conversionRate: 0,
    });
    expect(sum.previous.orders).toBe(0);

    const top = await stats<TopProductList>('GetTopProducts', MARCH);
    expect(top.items[0]).toMatchObject({ productId: product.id, qty: 3, net: 250 });
    const cats = await stats<TopCategoryList>('GetTopCategories', MARCH);
    expect(cats.items).toContainEqual(
      expect.objectContaining({ categoryId: category.id, name: category.name, net: 250 }),
    );
  });

  it('moves a cancelled order out of the sales and counts a converted offer', async () => {
    await changed(b(), 'CANCELLED');
    await changed(offer(), 'CONVERTED');
    const sum = await stats<StatisticsSummary>('GetSummary', MARCH);
    expect(sum.current).toMatchObject({ orders: 1, net: 200, offers: 1, convertedOffers: 1 });
    expect(sum.current.conversionRate).toBe(100);
    const byStatus = await stats<StatusCountList>('GetOrdersByStatus', MARCH);
    const of = (s: string) => byStatus.items.find((i) => i.status === s)?.orders;
    expect([of('NEW'), of('CANCELLED'), of('CONVERTED'), of('OFFER')]).toEqual([
      1,
      1,
      1,
      undefined,
    ]);
  });

  it('ignores a duplicate event and an older event arriving late', async () => {
    const before = await stats<StatisticsSummary>('GetSummary', MARCH);
    await redeliver(ORDER_STATUS_CHANGED, b().id);
    await redeliver(ORDER_PLACED, b().id); // older than the cancellation: must not bring it back
    await redeliver(ORDER_PLACED, a().id);
    expect(await stats<StatisticsSummary>('GetSummary', MARCH)).toEqual(before);
    // The daily sums still equal the sum of the per-order rows.
    const db: CommerceDb = p.ctx.db;
    const reference = await salesFromOrderRows(db, 1, MARCH, 'month');
    const series = await stats<SalesSeries>('GetSales', { ...MARCH, interval: 'month' });
    expect(series.current.map(({ period, orders, net }) => ({ period, orders, net }))).toEqual(
      reference.map((r) => ({ period: r.k, orders: r.orders, net: r.net })),
    );
  });

  it("keeps every tenant's figures to itself", async () => {
    await placed(
      snapshot({
        id: 900_010,
        tenantId: 2,
        createdAt: '2025-03-12T10:00:00Z',
        lines: [{ productId: product.id, qty: 1, priceNet: 1000 }],
      }),
    );
    const foreignAdmin = await p.login('admin', 2);
    const theirs = await stats<StatisticsSummary>('GetSummary', MARCH, foreignAdmin, 2);
    expect(theirs.current).toMatchObject({ orders: 1, net: 1000, offers: 0 });
    const ours = await stats<StatisticsSummary>('GetSummary', MARCH);
    expect(ours.current).toMatchObject({ orders: 1, net: 200 });
    // A tenant-1 token with another tenant's header still reads tenant 1.
    const mixed = await stats<StatisticsSummary>('GetSummary', MARCH, staff, 2);
    expect(mixed.current.net).toBe(200);
  });

  it('refuses bad ranges with a 400 and a Polish message', async () => {
    const call = (query: Record<string, string>) =>
      p.call({ method: 'GET', url: app('Statistics/GetSales'), query, token: staff });
    const bad = [
      { from: '2025-03-31', to: '2025-03-01', interval: 'day' },
      { from: '2025-02-30', to: '2025-03-01', interval: 'day' },
      { from: '2020-01-01', to: '2025-03-01', interval: 'day' },
      { from: '2025-03-01', to: '2025-03-31', interval: 'year' },
      { from: 'x', to: '2025-03-31', interval: 'day' },
      { from: '0000-01-01', to: '0000-01-02', interval: 'day' }, // PostgreSQL has no year 0
      { from: '1969-12-31', to: '1970-01-02', interval: 'day' },
    ];
    for (const query of bad) {
      const res = await call(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect(((await call(bad[0]!)).body as { error: { message: string } }).error.message).toBe(
      'Data początkowa nie może być późniejsza niż końcowa.',
    );
  });

  it('exports the series as CSV and lists the calls in the OpenAPI document', async () => {
    const res = await p.call({
      method: 'GET',
      url: app('Statistics/ExportCsv'),
      query: { ...MARCH, interval: 'month' },
      token: staff,
    });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('statystyki-2025-03-01');
    const text = String(res.body);
    expect(text.startsWith('\uFEFFOkres;Zamówienia;Netto;Brutto;Nowi klienci')).toBe(true);
    expect(text).toContain('2025-03-01;1;200,00;246,00;2;2025-01-29;0;0,00;0,00;0');
    const doc = await p.call({ method: 'GET', url: '/swagger/json' });
    const paths = Object.keys((doc.body as { paths: Record<string, unknown> }).paths);
    for (const m of ['GetSales', 'GetSummary', 'GetOrdersByStatus', 'GetTopProducts'])
      expect(paths).toContain(`/api/services/app/Statistics/${m}`);
  });

  it("shows a real order placed through checkout, and backfills from checkout's snapshots", async () => {
    const today = warsawDay(new Date());
    const range = { from: '2025-04-01', to: today };
    const buyer = await p.login('b2c');
    const order = await placeRealOrder(p, buyer, product.id);
    await p.ctx.events.drain();
    const seen = await stats<StatisticsSummary>('GetSummary', range);
    expect(seen.current.orders).toBe(1);
    expect(seen.current.net).toBe(order.totals.net);

    await sql`truncate commerce.stat_orders, commerce.stat_order_lines, commerce.stat_daily,
      commerce.stat_customers`.execute(p.ctx.db);
    await sql`delete from commerce.stat_state`.execute(p.ctx.db);
    expect((await stats<StatisticsSummary>('GetSummary', range)).current.orders).toBe(0);
    await requestStatisticsBackfillOnce(p.ctx);
    await requestStatisticsBackfillOnce(p.ctx); // marked: asked once
    await p.ctx.events.drain();
    const rebuilt = await stats<StatisticsSummary>('GetSummary', range);
    expect(rebuilt.current).toEqual(seen.current);
  });
});
