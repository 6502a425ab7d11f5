// The PostgreSQL engine's own index (issue 15): catalog.search_documents holds one narrow row per
// product a shop may show (active, not archived, not a service), kept in step by a row trigger on
// catalog.products, so a search never reads the wide products rows (≈1.3 KB each: descriptions,
// names, ERP data). Words are looked up, not scanned:
// - catalog.search_tokens is the tenant's dictionary of tokens, the maximal runs of [a-z0-9] in the
//   normalised search text (codes and EANs too), with a trigram index;
// - a document lists its tokens' ids (token_ids, GIN), so "contains 'bateria'" is the tokens whose
//   text contains it (a few dictionary rows) and then one GIN lookup, instead of a LIKE over every
//   product's text (a term of other characters still uses that LIKE, on the narrow rows);
// - attr_pairs ('name' ␟ 'value') lets attribute facets and filters count without joining
//   catalog.product_attributes (whose join was most of a term listing's time).
// The listing pages' indexes (006) move here too: the default name order and newest first.
import { sql, type Migration } from 'kysely';

const DOCUMENT_INDEXES = [
  `create index search_documents_tokens on catalog.search_documents using gin (token_ids)`,
  `create index search_documents_categories on catalog.search_documents using gin (category_ids)`,
  `create index search_documents_name on catalog.search_documents (tenant_id, (search_name collate "C"), product_id)`,
  `create index search_documents_newest on catalog.search_documents (tenant_id, modification_time desc nulls last, product_id)`,
  `create index search_documents_brand on catalog.search_documents (tenant_id, brand_id)`,
  `create index search_tokens_trgm on catalog.search_tokens using gin (token gin_trgm_ops)`,
];

/** A tenant's documents rebuilt set-based (a row at a time costs ~1 ms: minutes at 1M products). */
const REBUILD_FUNCTION = `create function catalog.rebuild_search_documents(p_tenant int) returns void
  language plpgsql as $$
  begin
    delete from catalog.search_documents where tenant_id = p_tenant;
    insert into catalog.search_tokens (tenant_id, token)
      select distinct p_tenant, t from catalog.products p, regexp_split_to_table(p.search_text, '[^a-z0-9]+') t
      where p.tenant_id = p_tenant and t <> '' and p.is_active and not p.is_archived and not p.is_service
      on conflict do nothing;
    analyze catalog.search_tokens;
    -- One hash join of every (product, token) pair with the dictionary (a lookup per product, planned
    -- before the dictionary had statistics, scanned it for every product: minutes at 100,000).
    insert into catalog.search_documents (product_id, tenant_id, brand_id, category_ids, public_gross,
        promo_gross, qty_available, is_sale, is_new, is_recommended, weight, height, width, length,
        modification_time, code, ean, catalog_number, search_name, search_attr_names, search_attr_values,
        search_text, token_ids, attr_pairs)
      with shown as (
        select p.id, p.tenant_id, p.brand_id, p.category_ids, p.public_gross, p.promo_gross, p.qty_available,
          p.is_sale, p.is_new, p.is_recommended, p.weight, p.height, p.width, p.length, p.modification_time,
          p.code, p.ean, p.catalog_number, p.search_name, p.search_attr_names, p.search_attr_values, p.search_text
        from catalog.products p
        where p.tenant_id = p_tenant and p.is_active and not p.is_archived and not p.is_service),
      tokens as (
        select s.id, array_agg(distinct k.id order by k.id) as ids
        from shown s, regexp_split_to_table(s.search_text, '[^a-z0-9]+') t, catalog.search_tokens k
        where k.tenant_id = p_tenant and k.token = t group by s.id),
      attrs as (
        select x.product_id as id, array_agg(distinct x.attr_name || chr(31) || x.attr_value order by x.attr_name || chr(31) || x.attr_value) as pairs
        from catalog.product_attributes x where x.product_id in (select id from shown) group by x.product_id)
      select p.id, p.tenant_id, p.brand_id, p.category_ids, p.public_gross, p.promo_gross, p.qty_available,
        p.is_sale, p.is_new, p.is_recommended, p.weight, p.height, p.width, p.length, p.modification_time,
        p.code, p.ean, p.catalog_number, p.search_name, p.search_attr_names, p.search_attr_values, p.search_text,
        coalesce(tokens.ids, '{}'), coalesce(attrs.pairs, '{}')
      from shown p left join tokens on tokens.id = p.id left join attrs on attrs.id = p.id;
    analyze catalog.search_documents;
  end $$`;

export const m007: Migration = {
  async up(db) {
    await sql`create table catalog.search_tokens (
      id serial primary key, tenant_id int not null, token text not null, unique (tenant_id, token))`.execute(
      db,
    );
    await sql`create table catalog.search_documents (
      product_id int primary key references catalog.products(id) on delete cascade, tenant_id int not null,
      brand_id int, category_ids int[] not null, public_gross numeric(12,2) not null, promo_gross numeric(12,2) not null,
      qty_available numeric(12,2) not null, is_sale boolean not null, is_new boolean not null, is_recommended boolean not null,
      weight numeric(10,3), height numeric(10,2), width numeric(10,2), length numeric(10,2),
      modification_time timestamptz not null, code text not null, ean text, catalog_number text,
      search_name text not null, search_attr_names text not null, search_attr_values text not null,
      search_text text not null, token_ids int[] not null, attr_pairs text[] not null)`.execute(db);
    // The token ids of a text, adding tokens the dictionary lacks (concurrent writers meet on the
    // unique key). Tokens are never removed: an unused one costs a dictionary row, nothing else.
    await sql`create function catalog.search_token_ids(p_tenant int, p_text text) returns int[]
      language plpgsql as $$
      declare ids int[];
      begin
        insert into catalog.search_tokens (tenant_id, token)
          select distinct p_tenant, t from regexp_split_to_table(p_text, '[^a-z0-9]+') t where t <> ''
          on conflict (tenant_id, token) do nothing;
        select coalesce(array_agg(distinct k.id order by k.id), '{}') into ids
          from regexp_split_to_table(p_text, '[^a-z0-9]+') t
          join catalog.search_tokens k on k.tenant_id = p_tenant and k.token = t;
        return ids;
      end $$`.execute(db);
    // One product's document: written when it may be shown, removed when not. `keep_tokens` reuses
    // the stored token ids when the search text did not change (a price or stock update).
    await sql`create function catalog.write_search_document(p catalog.products, keep_tokens boolean) returns void
      language plpgsql as $$
      declare tokens int[];
      begin
        if not (p.is_active and not p.is_archived and not p.is_service) then
          delete from catalog.search_documents where product_id = p.id;
          return;
        end if;
        if keep_tokens then
          select d.token_ids into tokens from catalog.search_documents d where d.product_id = p.id;
        end if;
        if tokens is null then tokens := catalog.search_token_ids(p.tenant_id, p.search_text); end if;
        insert into catalog.search_documents as d (product_id, tenant_id, brand_id, category_ids, public_gross,
          promo_gross, qty_available, is_sale, is_new, is_recommended, weight, height, width, length,
          modification_time, code, ean, catalog_number, search_name, search_attr_names, search_attr_values,
          search_text, token_ids, attr_pairs)
        values (p.id, p.tenant_id, p.brand_id, p.category_ids, p.public_gross, p.promo_gross, p.qty_available,
          p.is_sale, p.is_new, p.is_recommended, p.weight, p.height, p.width, p.length, p.modification_time,
          p.code, p.ean, p.catalog_number, p.search_name, p.search_attr_names, p.search_attr_values,
          p.search_text, tokens,
          array(select distinct x.attr_name || chr(31) || x.attr_value from catalog.product_attributes x
            where x.product_id = p.id order by 1))
        on conflict (product_id) do update set tenant_id = excluded.tenant_id, brand_id = excluded.brand_id,
          category_ids = excluded.category_ids, public_gross = excluded.public_gross,
          promo_gross = excluded.promo_gross, qty_available = excluded.qty_available,
          is_sale = excluded.is_sale, is_new = excluded.is_new, is_recommended = excluded.is_recommended,
          weight = excluded.weight, height = excluded.height, width = excluded.width, length = excluded.length,
          modification_time = excluded.modification_time, code = excluded.code, ean = excluded.ean,
          catalog_number = excluded.catalog_number, search_name = excluded.search_name,
          search_attr_names = excluded.search_attr_names, search_attr_values = excluded.search_attr_values,
          search_text = excluded.search_text, token_ids = excluded.token_ids, attr_pairs = excluded.attr_pairs;
      end $$`.execute(db);
    // A bulk write (seed, generator, full refresh) sets catalog.search_bulk for its transaction and
    // rebuilds the documents once at the end (lib/search-columns.ts).
    await sql`create function catalog.sync_search_document() returns trigger language plpgsql as $$
      begin
        if current_setting('catalog.search_bulk', true) = 'on' then
          return null;
        elsif tg_op = 'DELETE' then
          delete from catalog.search_documents where product_id = old.id;
        else
          perform catalog.write_search_document(new,
            tg_op = 'UPDATE' and new.search_text is not distinct from old.search_text);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger products_search_document after insert or update or delete on catalog.products
      for each row execute function catalog.sync_search_document()`.execute(db);
    await sql.raw(REBUILD_FUNCTION).execute(db);
    await sql`select catalog.rebuild_search_documents(t.tenant_id)
      from (select distinct tenant_id from catalog.products) t`.execute(db);
    for (const ddl of DOCUMENT_INDEXES) await sql.raw(ddl).execute(db);
    // Statistics now, not at autovacuum's next pass: the planner needs them to pick the indexes.
    await sql`analyze catalog.search_documents`.execute(db);
    await sql`analyze catalog.search_tokens`.execute(db);
    await sql`drop index catalog.products_listing_name`.execute(db);
    await sql`drop index catalog.products_listing_newest`.execute(db);
  },
};
