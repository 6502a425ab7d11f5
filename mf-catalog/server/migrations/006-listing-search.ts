// Listings without a search term (a category, brand or flag page, all products), issue 15:
// - index-ordered pages: the default name order (and newest first) read from partial indexes over
//   the products a shop may show, so page 1 of a 90,000-product category reads ~10 index entries;
// - catalog.search_version, bumped by a statement trigger on every write to the tables a listing's
//   total and facet counts come from, so those counts can be kept per listing and reused until the
//   catalogue changes (a page's counts over the whole category cost ~0.4 s at 100,000 products).
import { sql, type Migration } from 'kysely';

export const LISTING_INDEXES = [
  `create index products_listing_name on catalog.products (tenant_id, (search_name collate "C"), id)
     where is_active and not is_archived and not is_service`,
  `create index products_listing_newest on catalog.products (tenant_id, modification_time desc nulls last, id)
     where is_active and not is_archived and not is_service`,
];
const COUNTED_TABLES = [
  'products',
  'product_attributes',
  'product_categories',
  'brands',
  'categories',
];

export const m006: Migration = {
  async up(db) {
    for (const ddl of LISTING_INDEXES) await sql.raw(ddl).execute(db);
    await sql`create table catalog.search_version (
      id int primary key default 1 check (id = 1), version bigint not null default 0)`.execute(db);
    await sql`insert into catalog.search_version (id, version) values (1, 0)`.execute(db);
    await sql`create function catalog.bump_search_version() returns trigger language plpgsql as $$
      begin update catalog.search_version set version = version + 1 where id = 1; return null; end $$`.execute(
      db,
    );
    for (const table of COUNTED_TABLES)
      await sql
        .raw(
          `create trigger ${table}_search_version after insert or update or delete or truncate on catalog.${table}
           for each statement execute function catalog.bump_search_version()`,
        )
        .execute(db);
  },
};
