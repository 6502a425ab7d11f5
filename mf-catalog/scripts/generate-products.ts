// Generates a large deterministic catalogue (default 100,000 products) with the seed's generator,
// into its own PostgreSQL database (created when missing) — for benchmarks, never the shop's data.
//   node --import tsx mf-catalog/scripts/generate-products.ts [--count 100000] [--url postgres://…/armatura_bench]
// Re-running tops the catalogue up to --count; it never duplicates products.
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import {
  migrateSchema,
  openDatabase,
  sql,
  type DatabaseHandle,
} from '@armatura/shared-libs/server';
import { migrations } from '../server/migrations/index.js';
import { generateProduct } from '../server/seed/generator.js';
import { ensureTaxonomy } from '../server/seed/taxonomy.js';
import { insertProducts } from '../server/seed/insert.js';
import type { CatalogDb } from '../server/db/tables.js';
import {
  deferSearchDocuments,
  refreshSearchColumns,
  rebuildWords,
} from '../server/lib/search-columns.js';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/armatura_bench';

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  const exists = await c.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await c.query(`create database ${name}`);
  await c.end();
}

/** Opens (and fills up to `count` products) the benchmark catalogue; returns the open database. */
export async function generateCatalog(options: {
  url: string;
  count: number;
  tenantId?: number;
  log?: (m: string) => void;
}): Promise<DatabaseHandle> {
  const tenantId = options.tenantId ?? 1;
  const log = options.log ?? (() => undefined);
  await ensureDatabase(options.url);
  const handle = await openDatabase({ url: options.url });
  await migrateSchema(handle.db, 'catalog', migrations);
  const have = Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from catalog.products where tenant_id = ${tenantId}`.execute(
        handle.db,
      )
    ).rows[0]!.n,
  );
  if (have >= options.count) {
    log(`catalogue has ${have} products already`);
    return handle;
  }
  const tax = await ensureTaxonomy(handle.db, tenantId);
  const started = Date.now();
  const catalogDb: CatalogDb = handle.db;
  for (let start = have; start < options.count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, options.count - start) }, (_, k) =>
      generateProduct(start + k),
    );
    // Documents are built once by the refresh below, not a row at a time by the trigger.
    await catalogDb.transaction().execute(async (tx) => {
      await deferSearchDocuments(tx);
      await insertProducts(tx, tenantId, tax, batch);
    });
    if ((start / 1000) % 10 === 0) log(`  ${start + batch.length} / ${options.count}`);
  }
  log('refreshing search columns and the words table…');
  await refreshSearchColumns(handle.db, tenantId, null);
  await rebuildWords(handle.db, tenantId);
  await sql`analyze catalog.products`.execute(handle.db);
  await sql`analyze catalog.product_attributes`.execute(handle.db);
  await sql`analyze catalog.search_words`.execute(handle.db);
  // The visibility map now, as autovacuum would after a bulk load: postings are read index-only.
  await sql`vacuum analyze catalog.search_postings`.execute(handle.db);
  log(
    `generated ${options.count - have} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return handle;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const handle = await generateCatalog({
    url: arg('url') ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
    count: Number(arg('count') ?? 100_000),
    log: console.log,
  });
  await handle.close();
}
