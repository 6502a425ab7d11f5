// Typo correction (notes/search.md): a term without digits that occurs in no shown product is
// replaced by the closest catalogue words from the distinct-words table (trigram index, < 1 ms),
// within Elasticsearch's AUTO edit distance (1 edit for 3–5 chars, 2 beyond), a swap of two
// neighbouring letters counting as one edit as in Elasticsearch ('bateria chorm' → 'chrom').
import { sql } from 'kysely';
import { hasDigit } from '../../lib/text.js';
import { fuzzyEdits } from '../types.js';
import type { TokenLookup } from './tokens.js';
import { editDistance } from '../edit-distance.js';
import type { CatalogDb } from '../../db/tables.js';

export async function correctTerms(
  db: CatalogDb,
  tokens: TokenLookup,
  tenantId: number,
  terms: string[],
): Promise<{ alternatives: string[][]; corrections: Record<string, string[]> }> {
  // Terms are corrected independently: their lookups run side by side.
  const corrected = await Promise.all(
    terms.map(async (term) => {
      const edits = fuzzyEdits(term);
      if (
        hasDigit(term) ||
        edits === 0 ||
        !/^[a-z]+$/.test(term) ||
        (await occurs(db, tokens, tenantId, term))
      )
        return { term, best: [] as string[] };
      const rows = (await candidates(db, tenantId, term, edits))
        .map((c) => ({ ...c, d: editDistance(c.word, term) }))
        .filter((c) => c.d <= edits)
        .sort((a, b) => a.d - b.d || b.freq - a.freq || (a.word < b.word ? -1 : 1))
        .slice(0, 3);
      return { term, best: rows.filter((r) => r.d === rows[0]?.d).map((r) => r.word) };
    }),
  );
  const corrections: Record<string, string[]> = {};
  const alternatives: string[][] = [];
  for (const { term, best } of corrected) {
    if (best.length) corrections[term] = best;
    alternatives.push(best.length ? best : [term]);
  }
  return { alternatives, corrections };
}

async function occurs(
  db: CatalogDb,
  tokens: TokenLookup,
  tenantId: number,
  term: string,
): Promise<boolean> {
  // The dictionary's answer lists only tokens shown products hold (tokens.ts).
  const held = await tokens.tokens(term);
  if (held) return held.length > 0;
  const row =
    await sql`select 1 from catalog.search_documents p where p.tenant_id = ${tenantId} and ${await tokens.condition('p', [term])} limit 1`.execute(
      db,
    );
  return row.rows.length > 0;
}

/**
 * Words within reach of `term`: they share a trigram with it (an OR of LIKEs, each served by the
 * trigram index; PGlite 0.5 answers nothing through the index for `%`) or, for a short word whose
 * every trigram holds the typo ('chorm', 'chxom'), its first letter (a range of the primary key).
 * Levenshtein ≤ 2 × edits keeps every word a swap away; editDistance ranks them exactly.
 */
async function candidates(db: CatalogDb, tenantId: number, term: string, edits: number) {
  const grams = [
    ...new Set(Array.from({ length: term.length - 2 }, (_, i) => term.slice(i, i + 3))),
  ];
  const anyGram = sql.join(
    grams.map((g) => sql`word like ${`%${g}%`}`),
    sql` or `,
  );
  const first = term[0]!;
  const next = String.fromCharCode(first.charCodeAt(0) + 1);
  return (
    await sql<{ word: string; freq: number }>`select word, freq from catalog.search_words
      where tenant_id = ${tenantId} and (${anyGram} or (word >= ${first} and word < ${next}))
        and abs(length(word) - ${term.length}) <= ${edits} and levenshtein(word, ${term}) <= ${2 * edits}`.execute(
      db,
    )
  ).rows;
}
