// Catalogue search on 100,000 products (PostgreSQL): p50/p95 latency and throughput of the listing
// query (two words, three facets, a price range, sort by price, page 10) and of autocomplete, each
// against the same query with our search indexes dropped (a baseline from the same run).
//   node --import tsx bench/catalog-search.ts     (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/armatura_bench)
import { sql } from '@armatura/shared-libs/server';
import { generateCatalog, DEFAULT_BENCH_URL } from '../mf-catalog/scripts/generate-products.js';
import { PostgresSearchEngine } from '../mf-catalog/server/search/pg/engine.js';
import { SEARCH_INDEXES } from '../mf-catalog/server/migrations/005-search-indexes.js';
import { DEFAULT_RANGES } from '../mf-catalog/server/search/fields.js';
import { splitTerms } from '../mf-catalog/server/lib/text.js';
import type { SearchRequest } from '../mf-catalog/server/search/types.js';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const CONCURRENCY = 4;
const weights = { name: 3, ean: 1, code: 2, catalogNumber: 1, attrName: 1, attrValue: 1 };

const listing: SearchRequest = {
  tenantId: 1,
  terms: splitTerms('bateria chrom'),
  sort: [{ field: 'valueBrutto', direction: 'asc' }],
  page: 10,
  size: 10,
  disjunctive: [],
  weights,
  filters: [
    { kind: 'range', field: 'valueBrutto', type: 'all', ranges: [{ from: 200, to: 3000 }] },
  ],
  facets: [
    { field: 'brandName', kind: 'value', size: 20, ranges: [] },
    { field: 'categoryIds', kind: 'value', size: 20, ranges: [] },
    { field: 'valueBrutto', kind: 'range', size: 20, ranges: DEFAULT_RANGES.valueBrutto },
  ],
};
const autocompleteTerms = splitTerms('umywalkowa bat');
const autocomplete: SearchRequest = {
  tenantId: 1,
  terms: autocompleteTerms,
  sort: [],
  page: 1,
  size: 5,
  disjunctive: [],
  weights,
  filters: [],
  facets: [],
  hitsOnly: true,
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function measure(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  const t0 = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (done < RUNS) {
        done++;
        await run();
      }
    }),
  );
  const qps = RUNS / ((performance.now() - t0) / 1000);
  const r = { name, p50: pct(times, 50), p95: pct(times, 95), qps };
  console.log(
    `${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.qps.toFixed(0)} queries/s (${CONCURRENCY} clients)`,
  );
  return r;
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
const handle = await generateCatalog({ url, count: COUNT, log: console.log });
const engine = new PostgresSearchEngine(handle.db);
const sample = await engine.search(listing);
console.log(
  `listing: ${sample.total} matches, ${sample.hits.length} hits on page 10; facets ${Object.keys(sample.facets).join(', ')}`,
);
const runAutocomplete = async () => {
  await engine.search(autocomplete);
  await engine.suggest(1, autocompleteTerms.at(-1)!, 5);
};

const indexed = [
  await measure('listing (indexed)', () => engine.search(listing)),
  await measure('autocomplete (indexed)', runAutocomplete),
];
const names = SEARCH_INDEXES.map((ddl) => /create index (\S+)/.exec(ddl)![1]!);
for (const n of names)
  await sql`drop index if exists ${sql.raw(`catalog.${n}`)}`.execute(handle.db);
let baseline;
try {
  baseline = [
    await measure('listing (baseline, no search indexes)', () => engine.search(listing)),
    await measure('autocomplete (baseline, no search indexes)', runAutocomplete),
  ];
} finally {
  for (const ddl of SEARCH_INDEXES) await sql.raw(ddl).execute(handle.db);
}
const version = (
  await sql<{ v: string }>`select current_setting('server_version') as v`.execute(handle.db)
).rows[0]!.v;
await handle.close();

console.log(
  `\n| Query (${COUNT.toLocaleString('en')} products, PostgreSQL ${version}) | p50 | p95 | queries/s (${CONCURRENCY} clients) | baseline p50 | baseline p95 | baseline q/s | p50 speed-up |`,
);
console.log('|---|---|---|---|---|---|---|---|');
indexed.forEach((r, i) => {
  const b = baseline[i]!;
  console.log(
    `| ${r.name.replace(' (indexed)', '')} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.qps.toFixed(0)} | ${b.p50.toFixed(1)} ms | ${b.p95.toFixed(1)} ms | ${b.qps.toFixed(0)} | ×${(b.p50 / r.p50).toFixed(1)} |`,
  );
});
