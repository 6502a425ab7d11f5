// Keeps the denormalised search columns of products in step with names, codes, attributes and
// categories: category_ids (with all ancestors), the normalised per-field texts and search_text,
// plus the distinct-words table used for typo correction, and the search documents (migration 007:
// a row trigger keeps them in step; a full refresh rebuilds them set-based instead). Runs in the
// caller's transaction (a full refresh opens one when called outside).
import { sql } from '@armatura/shared-libs/server';
import type { CatalogDb } from '../db/tables.js';

/**
 * Within `tx`, product writes skip the per-row search document trigger (~1 ms a row); the caller
 * then calls rebuildSearchDocuments once. For seeds, generators and full refreshes.
 */
export async function deferSearchDocuments(tx: CatalogDb): Promise<void> {
  await sql`select set_config('catalog.search_bulk', 'on', true)`.execute(tx);
}

/** The tenant's search documents rebuilt from its products in a few set-based statements. */
export async function rebuildSearchDocuments(db: CatalogDb, tenantId: number): Promise<void> {
  await sql`select catalog.rebuild_search_documents(${tenantId})`.execute(db);
}

/** Recomputes the search columns of the given products (all of the tenant's when ids is null). */
export async function refreshSearchColumns(
  db: CatalogDb,
  tenantId: number,
  ids: number[] | null,
): Promise<void> {
  if (ids && ids.length === 0) return;
  if (ids === null && !db.isTransaction)
    return db.transaction().execute((tx) => refreshSearchColumns(tx, tenantId, null));
  if (ids === null) await deferSearchDocuments(db);
  const only = ids ? sql`and x.product_id = any(${ids}::int[])` : sql``;
  const onlyP = ids ? sql`and p.id = any(${ids}::int[])` : sql``;
  await sql`with recursive anc as (
      select id as cat, id as anc from catalog.categories where tenant_id = ${tenantId}
      union all
      select anc.cat, c.parent_id from anc join catalog.categories c on c.id = anc.anc where c.parent_id is not null
    ),
    pcats as (select x.product_id, array_agg(distinct anc.anc order by anc.anc) as ids
      from catalog.product_categories x join anc on anc.cat = x.category_id where x.tenant_id = ${tenantId} ${only} group by x.product_id),
    attrs as (select x.product_id, string_agg(x.attr_name, ' ' order by x.id) as names, string_agg(x.attr_value, ' ' order by x.id) as vals
      from catalog.product_attributes x where x.tenant_id = ${tenantId} ${only} group by x.product_id),
    src as (select p.id, coalesce(pcats.ids, '{}') as ids, catalog.norm(p.name) as n,
        catalog.norm(concat_ws(' ', p.code, p.ean, p.catalog_number)) as codes,
        coalesce(catalog.norm(attrs.names), '') as an, coalesce(catalog.norm(attrs.vals), '') as av
      from catalog.products p left join pcats on pcats.product_id = p.id left join attrs on attrs.product_id = p.id
      where p.tenant_id = ${tenantId} ${onlyP})
    update catalog.products p set category_ids = src.ids, search_name = src.n, search_attr_names = src.an, search_attr_values = src.av,
      search_text = concat_ws(' ', src.n, src.codes, src.an, src.av)
    from src where src.id = p.id`.execute(db);
  if (ids === null) {
    await rebuildSearchDocuments(db, tenantId);
    await sql`select set_config('catalog.search_bulk', 'off', true)`.execute(db);
  }
  await addWords(db, tenantId, ids);
}

/** Words (letters only, ≥ 3 chars) of names and attribute values; codes and numbers never take part in typo correction. */
const wordsOf = (
  tenantId: number,
  ids: number[] | null,
) => sql`select w as word, count(*)::int as freq
  from catalog.products p, regexp_split_to_table(p.search_name || ' ' || p.search_attr_values || ' ' || p.search_attr_names, '[^a-z]+') as w
  where p.tenant_id = ${tenantId} and length(w) >= 3 ${ids ? sql`and p.id = any(${ids}::int[])` : sql``} group by w`;

async function addWords(db: CatalogDb, tenantId: number, ids: number[] | null) {
  await sql`insert into catalog.search_words (tenant_id, word, freq) select ${tenantId}, word, freq from (${wordsOf(tenantId, ids)}) w
    on conflict (tenant_id, word) do ${ids ? sql`nothing` : sql`update set freq = excluded.freq`}`.execute(
    db,
  );
}

/** Full recount (after a seed or an import): drops words no product uses any more. */
export async function rebuildWords(db: CatalogDb, tenantId: number): Promise<void> {
  await sql`delete from catalog.search_words where tenant_id = ${tenantId}`.execute(db);
  await addWords(db, tenantId, null);
}
