// Search indexes without tenant_id inside the GIN: with few tenants, tenant_id = 1 matched every
// entry and the bitmap scan had to read that whole posting list (13 → 8 ms for two words on 100k
// products, bench/catalog-search.ts). The tenant filter is applied on the heap rows instead.
import { sql, type Migration } from 'kysely';

export const SEARCH_INDEXES = [
  `create index products_search_trgm on catalog.products using gin (search_text gin_trgm_ops)`,
  `create index products_categories_gin on catalog.products using gin (category_ids)`,
  `create index search_words_trgm on catalog.search_words using gin (word gin_trgm_ops)`,
];

export const m005: Migration = {
  async up(db) {
    for (const name of ['products_search_trgm', 'products_categories_gin'])
      await sql.raw(`drop index if exists catalog.${name}`).execute(db);
    for (const ddl of SEARCH_INDEXES.slice(0, 2)) await sql.raw(ddl).execute(db);
  },
};
