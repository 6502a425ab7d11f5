// The commerce domain's sales statistics (Statistics/*) on 100,000 orders (PostgreSQL): p50/p95 of
// the calls the statistics screen makes (both periods each), through the domain's own code
// (figures.ts → repository.ts). Anchors from the same run: a primary-key lookup of one order row
// (the floor), and the sales series summed from the per-order rows instead of the daily sums
// (what GetSales would cost without stat_daily). Also the event path: 1,000 order events applied
// one by one through applyStatisticsEvent (events/s).
//   node --import tsx bench/commerce-statistics.ts
//   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/armatura_bench_statistics)
import { migrateSchema, openDatabase, sql } from '@armatura/shared-libs/server';
import type { StatisticsInterval } from '@armatura/shared-libs/contracts';
import { migrations } from '../mf-admin-commerce/server/migrations/index.js';
import type { CommerceDb } from '../mf-admin-commerce/server/db/tables.js';
import { applyStatisticsEvent } from '../mf-admin-commerce/server/statistics/apply.js';
import { addDays, warsawDay } from '../mf-admin-commerce/server/statistics/days.js';
import {
  categoryRanking,
  productRanking,
  salesSeries,
  summary,
} from '../mf-admin-commerce/server/statistics/figures.js';
import { salesFromOrderRows } from '../mf-admin-commerce/server/statistics/repository.js';
import { generateStatistics, sampleEvent } from './_commerce-statistics-data.js';

const COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/armatura_bench_statistics';

async function ensureDatabase() {
  const name = new URL(url).pathname.slice(1);
  const admin = await openDatabase({ url: url.replace(/\/[^/]*$/, '/postgres') });
  const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin.db);
  if (exists.rows.length === 0) await sql`create database ${sql.id(name)}`.execute(admin.db);
  await admin.close();
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

await ensureDatabase();
const handle = await openDatabase({ url });
const db = handle.db as CommerceDb;
await migrateSchema(handle.db, 'commerce', migrations);
const shape = await generateStatistics(handle.db, COUNT, console.log);

const today = warsawDay(new Date());
const last = (days: number) => ({ from: addDays(today, -(days - 1)), to: today });
const T = 1;
const cases: [string, () => Promise<unknown>, (() => Promise<unknown>) | null][] = [];
const sales = (label: string, days: number, interval: StatisticsInterval) =>
  cases.push([
    `GetSales: ${label}`,
    () => salesSeries(db, T, { ...last(days), interval }),
    // Anchor: both periods' series summed from one row per order.
    async () => {
      const r = last(days);
      const length = days;
      await salesFromOrderRows(db, T, r, interval);
      await salesFromOrderRows(
        db,
        T,
        { from: addDays(r.from, -length), to: addDays(r.from, -1) },
        interval,
      );
    },
  ]);
sales('last 30 days by day', 30, 'day');
sales('last 365 days by week', 365, 'week');
sales('last 540 days by month', 540, 'month');
cases.push(['GetSummary: last 365 days', () => summary(db, T, last(365)), null]);
cases.push([
  'GetTopProducts: last 30 days',
  () => productRanking(db, T, { ...last(30), maxResultCount: 10 }),
  null,
]);
cases.push([
  'GetTopProducts: last 365 days',
  () => productRanking(db, T, { ...last(365), maxResultCount: 10 }),
  null,
]);
cases.push([
  'GetTopCategories: last 365 days',
  () => categoryRanking(db, T, { ...last(365), maxResultCount: 10 }),
  null,
]);

const anchor = await measure(() =>
  sql`select * from commerce.stat_orders where tenant_id = 1 and order_id = ${shape.someOrderId}`.execute(
    db,
  ),
);
const results: { name: string; p50: number; p95: number; a?: { p50: number; p95: number } }[] = [];
for (const [name, run, ref] of cases)
  results.push({ name, ...(await measure(run)), ...(ref ? { a: await measure(ref) } : {}) });

// The event path: 1,000 new orders, each applied in its own transaction as a subscriber would.
const EVENTS = 1000;
let t = performance.now();
for (let i = 1; i <= EVENTS; i++)
  await applyStatisticsEvent(db, sampleEvent(shape.nextOrderId + i, shape.nextEventId + i));
const eventsPerSecond = EVENTS / ((performance.now() - t) / 1000);
// …then a status change of each (its old share out of the daily sums, the new one in).
t = performance.now();
for (let i = 1; i <= EVENTS; i++)
  await applyStatisticsEvent(
    db,
    sampleEvent(shape.nextOrderId + i, shape.nextEventId + EVENTS + i, 'CANCELLED'),
  );
const changesPerSecond = EVENTS / ((performance.now() - t) / 1000);
await sql`delete from commerce.stat_order_lines where order_id > ${shape.nextOrderId}`.execute(db);
await sql`delete from commerce.stat_orders where order_id > ${shape.nextOrderId}`.execute(db);
// Today's daily sums rebuilt from the remaining rows, the sample buyers forgotten: the next run
// starts from the same data.
await sql`delete from commerce.stat_daily where tenant_id = 1 and day = ${today}::date`.execute(db);
await sql`insert into commerce.stat_daily (tenant_id, day, kind, status, orders, net, gross)
  select tenant_id, day, kind, status, count(*), sum(net), sum(gross) from commerce.stat_orders
  where tenant_id = 1 and day = ${today}::date group by 1, 2, 3, 4`.execute(db);
await sql`delete from commerce.stat_customers where customer_key like 'u:50__'`.execute(db);
const version = (
  await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)
).rows[0]!.v;
await handle.close();

const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(
  `\nanchor: primary-key lookup of one order row p50 ${ms(anchor.p50)}, p95 ${ms(anchor.p95)}`,
);
console.log(
  `events: ${eventsPerSecond.toFixed(0)} order.placed/s, ${changesPerSecond.toFixed(0)} status changes/s (one transaction each)\n`,
);
console.log(
  `| Statistics (${COUNT.toLocaleString('en')} orders, PostgreSQL ${version}) | p50 | p95 | from per-order rows p50 | p95 | × p50 |`,
);
console.log('|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.a ? ms(r.a.p50) : '—'} | ${r.a ? ms(r.a.p95) : '—'} | ${r.a ? `×${(r.a.p50 / r.p50).toFixed(1)}` : '—'} |`,
  );
