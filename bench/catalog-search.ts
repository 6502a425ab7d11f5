// Catalogue search as the storefront uses it (issue 15): the requests its listing and search box
// really send (bench/_catalog-search-requests.ts), over HTTP to the platform host listening on a
// port, on PostgreSQL with 100,000 generated products (BENCH_PRODUCTS for more). Per request: p50/p95
// of 60 in a row, requests/s from 4 concurrent clients, the first request after a catalogue write,
// and the floor in the same run (the exact count plus a 10-row page by index, straight on the
// database): the ratio p50 / floor p50.
//   BENCH_DATABASE_URL=postgres://…/armatura_bench_search node --import tsx bench/catalog-search.ts
import { migrateSchema, platformMigrations, sql } from '@armatura/shared-libs/server';
import { createTestPlatform } from '@armatura/deploy/testing';
import { buildHost, configFromEnv } from '../deploy/src/host.js';
import { generateCatalog, DEFAULT_BENCH_URL } from '../mf-catalog/scripts/generate-products.js';
import { storefrontRequests, type BenchRequest } from './_catalog-search-requests.js';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const CONCURRENCY = 4;
const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
process.env.LOG_LEVEL ??= 'warn';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  const t0 = performance.now();
  let started = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started < RUNS) {
        started++;
        await run();
      }
    }),
  );
  return {
    p50: pct(times, 50),
    p95: pct(times, 95),
    rps: RUNS / ((performance.now() - t0) / 1000),
  };
}

/** PostgreSQL with the generated catalogue, or (BENCH_PGLITE=1) in-memory PGlite with the demo seed. */
async function prepare() {
  if (process.env.BENCH_PGLITE === '1') {
    const p = await createTestPlatform({ seed: 'demo' });
    return { db: p.ctx.db, platform: p, label: 'PGlite, demo catalogue', close: async () => {} };
  }
  // The catalogue, and the catalog seed marked done so the host's seed leaves the products alone.
  const handle = await generateCatalog({ url, count: COUNT, log: console.log });
  await migrateSchema(handle.db, 'platform', platformMigrations);
  await sql`insert into platform.seed_log (module) values ('catalog') on conflict do nothing`.execute(
    handle.db,
  );
  const platform = await buildHost({
    ...configFromEnv({}),
    databaseUrl: url,
    seed: 'minimal',
    serveStatic: false,
  });
  const version = (
    await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.db)
  ).rows[0]!.v;
  const label = `${COUNT.toLocaleString('en')} products, PostgreSQL ${version.split(' ')[0]}`;
  return { db: handle.db, platform, label, close: () => handle.close() };
}

const setup = await prepare();
const one = async <T>(q: string) => (await sql.raw<T>(q).execute(setup.db)).rows[0]!;
const categories = Object.fromEntries(
  await Promise.all(
    ['baterie', 'lazienka'].map(async (slug) => [
      slug,
      (
        await one<{ id: number }>(
          `select id from catalog.categories where tenant_id = 1 and slug = '${slug}'`,
        )
      ).id,
    ]),
  ),
);
const brand = await one<{ slug: string; id: number }>(
  `select b.slug, b.id from catalog.brands b join catalog.products p on p.brand_id = b.id
   where b.tenant_id = 1 group by b.id order by count(*) desc limit 1`,
);
const requests = storefrontRequests({ categories, brand });
const { platform } = setup;
const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
const post = async (r: BenchRequest) => {
  const res = await fetch(`${address}${r.url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(r.body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${r.name}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as { totalResults?: number; autocompletedResults?: unknown[] };
};
const floor = (r: BenchRequest) => async () => {
  await sql
    .raw(`select count(*) from catalog.search_documents p where ${r.floor.where}`)
    .execute(setup.db);
  await sql
    .raw(
      `select p.product_id from catalog.search_documents p where ${r.floor.where} order by ${r.floor.order} limit ${r.floor.size}`,
    )
    .execute(setup.db);
};

const rows: string[] = [];
try {
  for (const r of requests) {
    // The first request after a catalogue write, the listing's counts kept from before it: counted
    // again before answering when that is cheap, else served while counted in the background.
    const answer = await post(r);
    await sql`update catalog.search_version set version = version + 1`.execute(setup.db);
    const t = performance.now();
    await post(r);
    const cold = performance.now() - t;
    const http = await timed(() => post(r));
    const base = await timed(floor(r));
    const hits = answer.totalResults ?? answer.autocompletedResults?.length ?? 0;
    const row = `| ${r.name} | ${hits.toLocaleString('en')} | ${http.p50.toFixed(1)} | ${http.p95.toFixed(1)} | ${http.rps.toFixed(0)} | ${cold.toFixed(0)} | ${base.p50.toFixed(1)} | ×${(http.p50 / base.p50).toFixed(1)} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  await platform.close();
  await setup.close();
  console.log(
    `\n| Request (${setup.label}, over HTTP) | matches | p50 ms | p95 ms | req/s (${CONCURRENCY} clients) | first after a change, ms | floor p50 ms | p50 / floor |`,
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}
