// Kept totals and facet counts. They depend only on the request (context, terms with their
// corrections, filters, facets) and the catalogue, so they are computed once per catalogue version
// (catalog.search_version, bumped by a trigger on every catalogue write) and kept in memory. Landing
// listings (no term, no visitor's filter: a category, brand or flag page, all products) read their
// page in index order (migration 007), never by materialising the whole category; a term's page is
// read live.
import { sql } from 'kysely';
import type { SearchOutcome, SearchRequest } from '../types.js';
import type { CatalogDb } from '../../db/tables.js';

type Summary = Pick<SearchOutcome, 'total' | 'facets'>;
const MAX_ENTRIES = 2000;

/** True for a request whose counts can be kept: no term, no filter but the listing's context. */
export const isLandingListing = (r: SearchRequest) =>
  r.terms.length === 0 && r.filters.length === 0 && !r.hitsOnly;

export class ListingSummaries {
  private readonly entries = new Map<string, { version: string; summary: Summary }>();

  /** The kept counts for `r`, or `compute()`'s (then kept) when the catalogue changed since. */
  async get(
    db: CatalogDb,
    r: SearchRequest,
    alternatives: string[][],
    compute: () => Promise<Summary>,
  ): Promise<Summary> {
    // Read the version before counting: a write committed in between makes the next call recount.
    const version = await currentVersion(db);
    const key = JSON.stringify([
      r.tenantId,
      r.context ?? [],
      alternatives,
      r.filters,
      r.disjunctive,
      r.facets,
    ]);
    const kept = this.entries.get(key);
    if (kept && kept.version === version) return kept.summary;
    const summary = await compute();
    this.entries.delete(key);
    this.entries.set(key, { version, summary });
    // Oldest first in a Map: drop the oldest listing when full.
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return summary;
  }
}

async function currentVersion(db: CatalogDb): Promise<string> {
  const row = (
    await sql<{
      version: string;
    }>`select version::text as version from catalog.search_version where id = 1`.execute(db)
  ).rows[0];
  return row?.version ?? '0';
}
