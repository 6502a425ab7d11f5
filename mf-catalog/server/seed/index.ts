// The catalogue's demo and test data: a deterministic Polish catalogue ('demo' ≈ 6,000 products,
// 'minimal' = 200), services, contracts and contractor discounts for the b2b demo contractor (1001).
import { sql, type ModuleContext, type SeedOptions } from '@armatura/shared-libs/server';
import { generateProduct, leaves } from './generator.js';
import { ensureTaxonomy } from './taxonomy.js';
import { insertLinks, insertProducts } from './insert.js';
import { SERVICES } from './categories.js';
import { refreshSearchColumns, rebuildWords } from '../lib/search-columns.js';
import { round2 } from '../lib/text.js';
import type { CatalogDb } from '../db/tables.js';

export const DEMO_CONTRACTOR_ID = 1001;
export const SEED_SIZES = { demo: 6000, minimal: 200 } as const;

export async function seedCatalog(
  db: CatalogDb,
  tenantId: number,
  count: number,
): Promise<number[]> {
  const tax = await ensureTaxonomy(db, tenantId);
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) =>
      generateProduct(start + k),
    );
    ids.push(...(await insertProducts(db, tenantId, tax, batch)));
  }
  await insertLinks(db, tenantId, ids, leaves().length);
  const servicesCat = tax.categoryIds.get('uslugi');
  for (const s of SERVICES) {
    const row = await db
      .insertInto('catalog.products')
      .values({
        tenant_id: tenantId,
        erp_id: s.code,
        code: s.code,
        name: s.name,
        unit: 'usł',
        vat_rate: 8,
        price_net: s.net,
        price_gross: round2(s.net * 1.08),
        qty_available: 9999,
        is_service: true,
        description: `${s.name} wykonywane przez autoryzowany serwis.`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (servicesCat)
      await db
        .insertInto('catalog.product_categories')
        .values({ tenant_id: tenantId, product_id: row.id, category_id: servicesCat })
        .execute();
  }
  await seedContracts(
    db,
    tenantId,
    ids,
    tax.brandIds.get('Grohe'),
    tax.categoryIds.get('ceramika'),
  );
  await refreshSearchColumns(db, tenantId, null);
  await rebuildWords(db, tenantId);
  return ids;
}

async function seedContracts(
  db: CatalogDb,
  tenantId: number,
  ids: number[],
  groheId?: number,
  ceramicsId?: number,
) {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const valid = await db
    .insertInto('catalog.contracts')
    .values({
      tenant_id: tenantId,
      contractor_id: DEMO_CONTRACTOR_ID,
      number: 'K/2026/001',
      name: 'Kontrakt ramowy — wyposażenie łazienek',
      valid_from: day(-60),
      valid_to: day(300),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const expired = await db
    .insertInto('catalog.contracts')
    .values({
      tenant_id: tenantId,
      contractor_id: DEMO_CONTRACTOR_ID,
      number: 'K/2025/014',
      name: 'Kontrakt inwestycyjny — hotel Sopot',
      valid_from: day(-400),
      valid_to: day(-35),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every 7th product of the first 280 (active or not; inactive ones are never priced).
  const chosen = ids.filter((_, i) => i % 7 === 3).slice(0, 40);
  await sql`insert into catalog.contract_products (tenant_id, contract_id, product_id, price_net)
    select ${tenantId}, ${valid.id}, id, round(price_net * 0.82, 2) from catalog.products where id = any(${chosen}::int[])`.execute(
    db,
  );
  await sql`insert into catalog.contract_products (tenant_id, contract_id, product_id, price_net)
    select ${tenantId}, ${expired.id}, id, round(price_net * 0.5, 2) from catalog.products where id = any(${chosen.slice(0, 10)}::int[])`.execute(
    db,
  );
  const discounts = [
    groheId ? { scope: 'brand', scope_id: groheId, percent: 12 } : null,
    ceramicsId ? { scope: 'category', scope_id: ceramicsId, percent: 8 } : null,
    ids[1] ? { scope: 'product', scope_id: ids[1], percent: 20 } : null,
  ].filter((d) => d !== null);
  for (const d of discounts)
    await db
      .insertInto('catalog.contractor_discounts')
      .values({ tenant_id: tenantId, contractor_id: DEMO_CONTRACTOR_ID, ...d })
      .execute();
}

export async function seed(ctx: ModuleContext, options: SeedOptions): Promise<void> {
  const db: CatalogDb = ctx.db;
  await db.transaction().execute((tx) => seedCatalog(tx, 1, SEED_SIZES[options.size]));
}
