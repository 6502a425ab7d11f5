// Extensions the search needs, and an IMMUTABLE wrapper around unaccent so it can be indexed
// (unaccent itself is STABLE; naming the dictionary makes the result depend only on the input).
import { sql, type Migration } from 'kysely';

export const m001: Migration = {
  async up(db) {
    for (const ext of ['pg_trgm', 'unaccent', 'fuzzystrmatch', 'btree_gin']) {
      await sql`create extension if not exists ${sql.raw(ext)}`.execute(db);
    }
    await sql`create or replace function catalog.immutable_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
    // Normalised form used on both sides of every comparison: lower + unaccent (ł → l, Ż → z).
    await sql`create or replace function catalog.norm(text) returns text
      language sql immutable parallel safe strict
      as $$ select lower(catalog.immutable_unaccent($1)) $$`.execute(db);
  },
};
