// Kept totals and facet counts. They depend only on the request (context, terms with their
// corrections, filters, facets) and the catalogue, so they are computed once per catalogue version
// (catalog.search_version, bumped by a trigger on every catalogue write) and kept in memory. Landing
// listings (no term, no visitor's filter: a category, brand or flag page, all products) read their
// page in index order (migration 007), never by materialising the whole category; a term's page is
// read live, except autocomplete's hits, kept the same way (see the engine).
//
// After a write, a cheap recount (the demo catalogue, a small category) is done before answering, so
// the counts are exact at once. A costly one (a whole category of a million-product catalogue takes
// seconds, and every stock change is a write) is done in the background while the previous counts
// are served, as Elasticsearch serves its last refresh: the counts lag the catalogue by about one
// recount, and a key is recounted at most once per REFRESH_GAP × its cost, so a stream of writes
// cannot keep the database busy counting.
import { sql } from 'kysely';
import type { SearchOutcome, SearchRequest } from '../types.js';
import type { CatalogDb } from '../../db/tables.js';

export type Summary = Pick<SearchOutcome, 'total' | 'facets'>;
const MAX_ENTRIES = 2000;
/** A recount that took longer than this (ms) is redone in the background next time. */
export const SYNC_RECOUNT_MS = 250;
/** A background recount waits this many times its own cost after the last one. */
export const REFRESH_GAP = 4;

interface Kept<T> {
  version: string;
  value: T;
  /** How long its count took and when it ended (ms, `now`'s clock). */
  cost: number;
  at: number;
}

/** True for a request whose counts can be kept: no term, no filter but the listing's context. */
export const isLandingListing = (r: SearchRequest) =>
  r.terms.length === 0 && r.filters.length === 0 && !r.hitsOnly;

/** What the counts of `r` depend on besides the catalogue. */
export const summaryKey = (r: SearchRequest, alternatives: string[][]) =>
  JSON.stringify([r.tenantId, r.context ?? [], alternatives, r.filters, r.disjunctive, r.facets]);

/** Values kept per key and catalogue version: listing counts, autocomplete hits. */
export class KeptPerVersion<T = Summary> {
  private readonly entries = new Map<string, Kept<T>>();
  /** Counts under way, one per key: concurrent askers share it instead of counting again. */
  private readonly counting = new Map<string, { version: string; done: Promise<T> }>();

  constructor(
    private readonly syncRecountMs = SYNC_RECOUNT_MS,
    private readonly now = () => performance.now(),
  ) {}

  /** The value kept for `key` at `version`, else `compute()`'s (or the previous, see above). */
  async get(version: string, key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept?.version === version) return kept.value;
    if (!kept || kept.cost <= this.syncRecountMs) return this.count(key, version, compute);
    const due = kept.at + REFRESH_GAP * kept.cost <= this.now();
    // A failed background count keeps the previous counts; the next request tries again.
    if (due && !this.counting.has(key)) this.count(key, version, compute).catch(() => {});
    return kept.value;
  }

  private count(key: string, version: string, compute: () => Promise<T>) {
    const running = this.counting.get(key);
    if (running?.version === version) return running.done;
    const started = this.now();
    const done = compute().then((value) => {
      const at = this.now();
      this.entries.delete(key);
      this.entries.set(key, { version, value, cost: at - started, at });
      // Oldest first in a Map: drop the oldest listing when full.
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      return value;
    });
    this.counting.set(key, { version, done });
    const forget = () => {
      if (this.counting.get(key)?.done === done) this.counting.delete(key);
    };
    done.then(forget, forget);
    return done;
  }
}

/** The catalogue's version; read before counting, so a write committed meanwhile makes a recount. */
export async function catalogueVersion(db: CatalogDb): Promise<string> {
  const row = (
    await sql<{
      version: string;
    }>`select version::text as version from catalog.search_version where id = 1`.execute(db)
  ).rows[0];
  return row?.version ?? '0';
}
