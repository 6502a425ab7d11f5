// Order/GetAll of the account domain on 100,000 orders in the read model (PostgreSQL): p50/p95 of
// the list query as customers and staff run it (page, status, days, contractor, text filter, a deep
// page), through the domain's own repository code. Anchors from the same run: a primary-key lookup
// of one order (the floor), and every query again with the read model's list indexes dropped.
//   node --import tsx bench/account-orders.ts   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/armatura_bench_orders)
import { migrateSchema, openDatabase, sql } from '@armatura/shared-libs/server';
import { migrations } from '../mf-account-orders/server/migrations/index.js';
import type { AccountDb } from '../mf-account-orders/server/db/tables.js';
import { findVisibleOrder, listOrders } from '../mf-account-orders/server/orders/repository.js';
import type { OrderScope } from '../mf-account-orders/server/orders/scope.js';
import type { OrderListQuery } from '@armatura/shared-libs/contracts';
import { ORDER_LIST_INDEXES as LIST_INDEXES } from '../mf-account-orders/server/migrations/001-orders.js';
import { generateOrders } from './_account-orders-data.js';

const COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/armatura_bench_orders';

/** Creates the benchmark's own database when missing (tests use theirs: nothing is shared). */
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
const db = handle.db as AccountDb;
await migrateSchema(handle.db, 'account', migrations);
const shape = await generateOrders(handle.db, COUNT, console.log);

const page = (q: Partial<OrderListQuery> = {}): OrderListQuery => ({
  skipCount: 0,
  maxResultCount: 10,
  ...q,
});
const newest = ['o.created_at', 'desc'] as const;
const customer: OrderScope = { tenantId: 1, kind: 'buyer', userId: shape.typicalBuyer };
const bigB2b: OrderScope = { tenantId: 1, kind: 'buyer', userId: shape.bigBuyer };
const staff: OrderScope = { tenantId: 1, kind: 'tenant' };
const days = { dateFrom: shape.monthAgo, dateTo: shape.today };
const year = { dateFrom: shape.yearAgo, dateTo: shape.today };

const cases: [string, OrderScope, OrderListQuery][] = [
  [`customer (${shape.typicalBuyerOrders} orders): page 1, newest first`, customer, page()],
  ['customer: status + last 365 days', customer, page({ status: 4, ...year })],
  [`B2B customer (${shape.bigBuyerOrders} orders): page 1`, bigB2b, page()],
  ['B2B customer: status + last 30 days', bigB2b, page({ status: 4, ...days })],
  ['staff: page 1 of the tenant', staff, page()],
  ['staff: status NEW', staff, page({ status: 1 })],
  ['staff: status + last 30 days', staff, page({ status: 4, ...days })],
  ['staff: contractorCode (NIP)', staff, page({ contractorCode: shape.contractorCode })],
  ['staff: text filter (company name)', staff, page({ filter: 'gęśla' })],
  ['staff: page 501 (skipCount 5000)', staff, page({ skipCount: 5000 })],
];

const anchor = await measure(() => findVisibleOrder(db, staff, shape.someOrderId));
const indexed: { name: string; totalCount: number; p50: number; p95: number }[] = [];
for (const [name, scope, q] of cases) {
  const { totalCount } = await listOrders(db, scope, q, [...newest]);
  indexed.push({
    name,
    totalCount,
    ...(await measure(() => listOrders(db, scope, q, [...newest]))),
  });
}
for (const ddl of LIST_INDEXES) await sql.raw(`drop index if exists ${ddl.name}`).execute(db);
const baseline: { p50: number; p95: number }[] = [];
try {
  for (const [, scope, q] of cases)
    baseline.push(await measure(() => listOrders(db, scope, q, [...newest])));
} finally {
  for (const ddl of LIST_INDEXES) await sql.raw(ddl.create).execute(db);
  await sql`analyze account.orders`.execute(db);
}
const version = (
  await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)
).rows[0]!.v;
await handle.close();

const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(
  `\nanchor: primary-key lookup of one order p50 ${ms(anchor.p50)}, p95 ${ms(anchor.p95)}\n`,
);
console.log(
  `| Order/GetAll (${COUNT.toLocaleString('en')} orders, PostgreSQL ${version}) | total | p50 | p95 | no list indexes p50 | p95 | × p50 |`,
);
console.log('|---|---|---|---|---|---|---|');
indexed.forEach((r, i) => {
  const b = baseline[i]!;
  console.log(
    `| ${r.name} | ${r.totalCount} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(b.p50)} | ${ms(b.p95)} | ×${(b.p50 / r.p50).toFixed(1)} |`,
  );
});
