// Postings for relevance (issue 15): catalog.search_postings holds, per document and token, a mask
// of the fields the token occurs in, so a term's page ranks its candidates from a few index entries
// per match instead of reading every candidate's texts (seven strpos per candidate were ~70% of
// a term listing's time at 100,000 products). The mask reproduces the LIKE/strpos scoring exactly
// for a term of letters and digits (pg/postings.ts):
//   1 name · 2 EAN · 4 code · 8 catalogue number · 16 attribute names · 32 attribute values
//   (the [a-z0-9] runs of each field as the scoring reads it: a term of [a-z0-9] is contained in a
//   text exactly when it is contained in one of those runs)
//   64 the leading run of a space-separated word of the name (the "word starts with" bonus)
//   128 the search text (matching: a document contains the term).
import { sql, type Migration } from 'kysely';

/** Every (token, field flag) of one document; rows may repeat, callers group them. */
const FIELD_TOKENS = `create function catalog.search_field_tokens(p_name text, p_ean text, p_code text,
    p_catalog text, p_attr_names text, p_attr_values text, p_text text)
  returns table (token text, flag int) language sql immutable as $$
    select t, 128 from regexp_split_to_table(p_text, '[^a-z0-9]+') t where t <> ''
    union all select t, 1 from regexp_split_to_table(p_name, '[^a-z0-9]+') t where t <> ''
    union all select t, 2 from regexp_split_to_table(coalesce(p_ean, ''), '[^a-z0-9]+') t where t <> ''
    union all select t, 4 from regexp_split_to_table(lower(p_code), '[^a-z0-9]+') t where t <> ''
    union all select t, 8 from regexp_split_to_table(lower(coalesce(p_catalog, '')), '[^a-z0-9]+') t where t <> ''
    union all select t, 16 from regexp_split_to_table(p_attr_names, '[^a-z0-9]+') t where t <> ''
    union all select t, 32 from regexp_split_to_table(p_attr_values, '[^a-z0-9]+') t where t <> ''
    union all select w, 64 from (select substring(w from '^[a-z0-9]+') as w
      from regexp_split_to_table(p_name, ' ') w) s where w is not null
  $$`;

/** One product's document and postings, written when it may be shown and removed when not. */
const WRITE_DOCUMENT = `create or replace function catalog.write_search_document(p catalog.products, keep_tokens boolean)
  returns void language plpgsql as $$
  declare tokens int[];
  begin
    if not (p.is_active and not p.is_archived and not p.is_service) then
      delete from catalog.search_documents where product_id = p.id;
      delete from catalog.search_postings where product_id = p.id;
      return;
    end if;
    if keep_tokens then
      select d.token_ids into tokens from catalog.search_documents d where d.product_id = p.id;
    end if;
    if tokens is null then
      delete from catalog.search_postings where product_id = p.id;
      -- Tokens are added to the dictionary (concurrent writers meet on its unique key), never removed.
      insert into catalog.search_tokens (tenant_id, token)
        select distinct p.tenant_id, f.token from catalog.search_field_tokens(p.search_name, p.ean, p.code,
          p.catalog_number, p.search_attr_names, p.search_attr_values, p.search_text) f
        on conflict (tenant_id, token) do nothing;
      insert into catalog.search_postings (token_id, product_id, tenant_id, mask)
        select k.id, p.id, p.tenant_id, bit_or(f.flag)::smallint
        from catalog.search_field_tokens(p.search_name, p.ean, p.code, p.catalog_number,
          p.search_attr_names, p.search_attr_values, p.search_text) f
        join catalog.search_tokens k on k.tenant_id = p.tenant_id and k.token = f.token
        group by k.id;
      select coalesce(array_agg(x.token_id order by x.token_id) filter (where x.mask & 128 <> 0), '{}')
        into tokens from catalog.search_postings x where x.product_id = p.id;
    end if;
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
  end $$`;

const SYNC_DOCUMENT = `create or replace function catalog.sync_search_document() returns trigger
  language plpgsql as $$
  begin
    if current_setting('catalog.search_bulk', true) = 'on' then
      return null;
    elsif tg_op = 'DELETE' then
      delete from catalog.search_documents where product_id = old.id;
      delete from catalog.search_postings where product_id = old.id;
    else
      perform catalog.write_search_document(new,
        tg_op = 'UPDATE' and new.search_text is not distinct from old.search_text
          and new.search_name is not distinct from old.search_name and new.code is not distinct from old.code
          and new.ean is not distinct from old.ean and new.catalog_number is not distinct from old.catalog_number);
    end if;
    return null;
  end $$`;

/** A tenant's documents and postings rebuilt set-based (one hash join of every token with the dictionary). */
const REBUILD = `create or replace function catalog.rebuild_search_documents(p_tenant int) returns void
  language plpgsql as $$
  begin
    perform set_config('work_mem', '256MB', true);
    delete from catalog.search_documents where tenant_id = p_tenant;
    delete from catalog.search_postings where tenant_id = p_tenant;
    create temporary table shown_field_tokens on commit drop as
      select p.id as product_id, f.token, f.flag
      from catalog.products p, catalog.search_field_tokens(p.search_name, p.ean, p.code, p.catalog_number,
        p.search_attr_names, p.search_attr_values, p.search_text) f
      where p.tenant_id = p_tenant and p.is_active and not p.is_archived and not p.is_service;
    insert into catalog.search_tokens (tenant_id, token)
      select distinct p_tenant, token from shown_field_tokens on conflict do nothing;
    analyze catalog.search_tokens;
    insert into catalog.search_postings (token_id, product_id, tenant_id, mask)
      select k.id, f.product_id, p_tenant, bit_or(f.flag)::smallint
      from shown_field_tokens f join catalog.search_tokens k on k.tenant_id = p_tenant and k.token = f.token
      group by f.product_id, k.id;
    drop table shown_field_tokens;
    insert into catalog.search_documents (product_id, tenant_id, brand_id, category_ids, public_gross,
        promo_gross, qty_available, is_sale, is_new, is_recommended, weight, height, width, length,
        modification_time, code, ean, catalog_number, search_name, search_attr_names, search_attr_values,
        search_text, token_ids, attr_pairs)
      with shown as (
        select p.* from catalog.products p
        where p.tenant_id = p_tenant and p.is_active and not p.is_archived and not p.is_service),
      tokens as (
        select x.product_id as id, array_agg(x.token_id order by x.token_id) as ids
        from catalog.search_postings x where x.tenant_id = p_tenant and x.mask & 128 <> 0
        group by x.product_id),
      attrs as (
        select x.product_id as id, array_agg(distinct x.attr_name || chr(31) || x.attr_value order by x.attr_name || chr(31) || x.attr_value) as pairs
        from catalog.product_attributes x where x.product_id in (select id from shown) group by x.product_id)
      select p.id, p.tenant_id, p.brand_id, p.category_ids, p.public_gross, p.promo_gross, p.qty_available,
        p.is_sale, p.is_new, p.is_recommended, p.weight, p.height, p.width, p.length, p.modification_time,
        p.code, p.ean, p.catalog_number, p.search_name, p.search_attr_names, p.search_attr_values, p.search_text,
        coalesce(tokens.ids, '{}'), coalesce(attrs.pairs, '{}')
      from shown p left join tokens on tokens.id = p.id left join attrs on attrs.id = p.id;
    analyze catalog.search_documents;
    analyze catalog.search_postings;
  end $$`;

export const m008: Migration = {
  async up(db) {
    await sql.raw(FIELD_TOKENS).execute(db);
    // (token, product) first: a term's postings are one index range, read without the table.
    await sql`create table catalog.search_postings (token_id int not null, product_id int not null,
      tenant_id int not null, mask smallint not null, primary key (token_id, product_id) include (mask))`.execute(
      db,
    );
    await sql`create index search_postings_product on catalog.search_postings (product_id)`.execute(
      db,
    );
    await sql.raw(WRITE_DOCUMENT).execute(db);
    await sql.raw(SYNC_DOCUMENT).execute(db);
    await sql.raw(REBUILD).execute(db);
    await sql`select catalog.rebuild_search_documents(t.tenant_id)
      from (select distinct tenant_id from catalog.products) t`.execute(db);
  },
};
