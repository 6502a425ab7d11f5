// Score tiers (issue 15): a one-word term's score depends only on the mask of its one token
// (pg/postings.ts), so its best page is, per mask, the first products in id order. Indexed by
// (token, mask, product), page 1 reads a few entries per mask present instead of every posting of
// the word: 'bateria' holds 186,000 products of a million, and its page read them all.
import { sql, type Migration } from 'kysely';

export const m009: Migration = {
  async up(db) {
    await sql`create index search_postings_tiers
      on catalog.search_postings (token_id, mask, product_id)`.execute(db);
  },
};
