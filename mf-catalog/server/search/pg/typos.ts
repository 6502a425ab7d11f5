// Typo correction (notes/search.md): a term without digits that occurs in no active product is
// replaced by the closest catalogue words from the distinct-words table (trigram index, < 1 ms),
// within Elasticsearch's AUTO edit distance (1 edit for 3–5 chars, 2 beyond).
import { sql } from 'kysely';
import { hasDigit } from '../../lib/text.js';
import { fuzzyEdits } from '../types.js';
import { containsWord } from './conditions.js';
import type { CatalogDb } from '../../db/tables.js';

export async function correctTerms(
  db: CatalogDb,
  tenantId: number,
  terms: string[],
): Promise<{ alternatives: string[][]; corrections: Record<string, string[]> }> {
  const corrections: Record<string, string[]> = {};
  const alternatives: string[][] = [];
  for (const term of terms) {
    const edits = fuzzyEdits(term);
    if (
      hasDigit(term) ||
      edits === 0 ||
      !/^[a-z]+$/.test(term) ||
      (await occurs(db, tenantId, term))
    ) {
      alternatives.push([term]);
      continue;
    }
    // Candidates share at least one trigram with the term: an OR of LIKEs, each served by the trigram
    // index (PGlite 0.5 answers nothing through the index for the `%` operator, so it is not used).
    const grams = [
      ...new Set(Array.from({ length: term.length - 2 }, (_, i) => term.slice(i, i + 3))),
    ];
    const anyGram = sql.join(
      grams.map((g) => sql`word like ${`%${g}%`}`),
      sql` or `,
    );
    const rows = (
      await sql<{ word: string; d: number }>`select word, d from (
        select word, freq, levenshtein(word, ${term}) as d from catalog.search_words
        where tenant_id = ${tenantId} and (${anyGram}) and abs(length(word) - ${term.length}) <= ${edits}) c
      where d <= ${edits} order by d, freq desc, word limit 3`.execute(db)
    ).rows;
    const best = rows.filter((r) => r.d === rows[0]?.d).map((r) => r.word);
    if (best.length) corrections[term] = best;
    alternatives.push(best.length ? best : [term]);
  }
  return { alternatives, corrections };
}

async function occurs(db: CatalogDb, tenantId: number, term: string): Promise<boolean> {
  const row =
    await sql`select 1 from catalog.products p where p.tenant_id = ${tenantId} and p.is_active and ${containsWord(sql.ref('p.search_text'), term)} limit 1`.execute(
      db,
    );
  return row.rows.length > 0;
}
