// Search indexes (see /work/shared/notes/search.md): one normalised text column with a trigram GIN
// index for infix matching, btree_gin for tenant + category arrays, and a table of distinct words
// with its own trigram index for typo correction (a fuzzy scan of the products would take seconds).
import { sql, type Migration } from 'kysely';

// Superseded by 005 (tenant_id inside the GIN indexes cost more than it saved); kept as applied.
const FIRST_INDEXES = [
  `create index products_search_trgm on catalog.products using gin (tenant_id, search_text gin_trgm_ops)`,
  `create index products_categories_gin on catalog.products using gin (tenant_id, category_ids)`,
  `create index search_words_trgm on catalog.search_words using gin (word gin_trgm_ops)`,
];

export const m004: Migration = {
  async up(db) {
    await sql`create table catalog.search_words (
      tenant_id int not null, word text not null, freq int not null default 1, primary key (tenant_id, word))`.execute(
      db,
    );
    for (const ddl of FIRST_INDEXES) await sql.raw(ddl).execute(db);
    await sql`create index products_listing on catalog.products (tenant_id, is_active, is_archived, brand_id)`.execute(
      db,
    );
    await sql`create index products_modified on catalog.products (tenant_id, modification_time desc)`.execute(
      db,
    );
    await sql`create index products_code_norm on catalog.products (tenant_id, lower(code))`.execute(
      db,
    );
  },
};
