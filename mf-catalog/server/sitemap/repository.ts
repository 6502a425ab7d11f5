// The sitemap's reads (CatalogSitemapApi): the pages the storefront shows to anyone, with the time
// their data last changed. "Shown" is what search shows: active, not archived, not a service
// article (transport, assembly: sold only with other products, no page worth indexing).
import { sql } from '@armatura/shared-libs/server';
import type { CatalogDb } from '../db/tables.js';

const SHOWN = sql`p.is_active and not p.is_archived and not p.is_service`;

export interface SlugRow {
  slug: string;
  last: Date | string | null;
}

/** Categories holding at least one shown product, in the navigation's order (empty listings are thin pages). */
export async function categoriesWithProducts(db: CatalogDb, tenantId: number) {
  return (
    await sql<SlugRow>`select k.slug, max(p.modification_time) as last
      from catalog.products p cross join lateral unnest(p.category_ids) c
      join catalog.categories k on k.id = c and k.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId} and ${SHOWN}
      group by k.id, k.slug, k.level, k.sort order by k.level, k.sort, k.id`.execute(db)
  ).rows;
}

/** Brands with at least one shown product, by name. */
export async function brandsWithProducts(db: CatalogDb, tenantId: number) {
  return (
    await sql<SlugRow>`select b.slug, max(p.modification_time) as last
      from catalog.products p join catalog.brands b on b.id = p.brand_id and b.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId} and ${SHOWN}
      group by b.id, b.slug, b.name order by b.name, b.id`.execute(db)
  ).rows;
}

/** The newest change of any shown product (the offer's and home page's lastmod). */
export async function newestChange(db: CatalogDb, tenantId: number) {
  return (
    await sql<{
      last: Date | string | null;
    }>`select max(p.modification_time) as last from catalog.products p where p.tenant_id = ${tenantId} and ${SHOWN}`.execute(
      db,
    )
  ).rows[0]?.last;
}

/** Non-empty id buckets of `fileSize`: bucket n holds ids in ((n-1)·size, n·size]. */
export async function productBuckets(db: CatalogDb, tenantId: number, fileSize: number) {
  return (
    await sql<{
      file: number;
      last: Date | string | null;
    }>`select ((p.id - 1) / ${fileSize})::int + 1 as file, max(p.modification_time) as last
      from catalog.products p where p.tenant_id = ${tenantId} and ${SHOWN}
      group by 1 order by 1`.execute(db)
  ).rows;
}

/** A keyset page of shown products: afterId < id ≤ throughId, in id order (the primary key's). */
export async function productRange(
  db: CatalogDb,
  tenantId: number,
  { afterId, throughId, limit }: { afterId: number; throughId: number; limit: number },
) {
  return (
    await sql<{
      id: number;
      name: string;
      last: Date | string | null;
    }>`select p.id, p.name, p.modification_time as last from catalog.products p
      where p.tenant_id = ${tenantId} and p.id > ${afterId} and p.id <= ${throughId} and ${SHOWN}
      order by p.id limit ${limit}`.execute(db)
  ).rows;
}
