// The PostgreSQL search engine (default; PGlite and PostgreSQL), over its own index: the narrow
// catalog.search_documents rows and their token dictionary (migration 007, pg/tokens.ts). One
// statement per search: the candidate set in a MATERIALIZED CTE of only the columns the request
// needs (so the planner cannot walk a sort index and discard rows, and the set stays in memory),
// then the page, the exact total and every facet grouped over it. A listing's landing request (no
// term, no visitor filter) instead reuses its counts per catalogue version and pages by index.
import { sql, type RawBuilder } from 'kysely';
import type { Range, SearchEngine, SearchFilter, SearchOutcome, SearchRequest } from '../types.js';
import { filtersCondition, scoreExpression } from './conditions.js';
import { attributeFacetsSql, facetSql } from './facets.js';
import { attributeName } from '../fields.js';
import { correctTerms } from './typos.js';
import { TokenLookup } from './tokens.js';
import { KeptPerVersion, catalogueVersion, isLandingListing, summaryKey } from './listing.js';
import { termTokens } from './postings.js';
import { isTiered, rankedPageSql } from './ranking.js';
import type { CatalogDb } from '../../db/tables.js';

type Sql = RawBuilder<unknown>;
const SORT_SQL: Record<string, string> = {
  name: 's.search_name collate "C"',
  valueBrutto: 's.public_gross',
  modificationTime: 's.modification_time',
  code: 's.code',
  qtyAvailable: 's.qty_available',
};
/** Fixed-width columns every facet, filter or sort may read; texts only when the request needs them. */
const SMALL_COLUMNS = `p.product_id as id, p.brand_id, p.category_ids, p.public_gross, p.promo_gross, p.weight,
  p.height, p.width, p.length, p.qty_available, p.is_sale, p.is_new, p.is_recommended, p.modification_time`;

function candidateColumns(r: SearchRequest): Sql {
  const sorted = (field: string) =>
    r.sort.some((s) => s.field === field) || (field === 'name' && r.terms.length === 0);
  const attributes = [...r.facets, ...r.filters].some((f) => attributeName(f.field) !== null);
  return sql.raw(
    [
      SMALL_COLUMNS,
      ...(sorted('name') ? ['p.search_name'] : []),
      ...(sorted('code') ? ['p.code'] : []),
      ...(attributes ? ['p.attr_pairs'] : []),
    ].join(', '),
  );
}

function orderBy(r: SearchRequest, id = 's.id'): Sql {
  const parts = r.sort.map((s) => sql.raw(`${SORT_SQL[s.field]} ${s.direction} nulls last`));
  if (r.sort.length === 0 && r.terms.length > 0) parts.push(sql.raw('s.score desc'));
  if (r.sort.length === 0 && r.terms.length === 0)
    parts.push(sql.raw('s.search_name collate "C" asc'));
  parts.push(sql.raw(`${id} asc`));
  return sql.join(parts);
}

/** The tenant's documents (only products a shop may show have one) in the listing's context. */
function shownWhere(alias: string, r: SearchRequest): Sql[] {
  return [
    sql`${sql.ref(`${alias}.tenant_id`)} = ${r.tenantId}`,
    filtersCondition(alias, r.tenantId, r.context ?? []),
  ];
}

/**
 * Runs a candidate statement with the settings it needs, for this transaction only: work_mem so the
 * candidate set of a broad listing stays in memory (4 MB, the default, spilled 18,000 candidates to
 * disk), and, for a term, no sequential scan: the planner prices the token overlap (&&) as nearly
 * free and reads every document for a term in 1 of 5 of them (125 ms at 100,000 products) instead of
 * the GIN index (25 ms; measured with EXPLAIN ANALYZE, docs/benchmarks.md). A term that only a LIKE
 * can match still gets its sequential scan: it is then the only plan left.
 */
async function withPlannerSettings<T>(db: CatalogDb, term: boolean, query: RawBuilder<T>) {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('work_mem', '64MB', true)${
      term ? sql`, set_config('enable_seqscan', 'off', true)` : sql``
    }`.execute(tx);
    return query.execute(tx);
  });
}

export class PostgresSearchEngine implements SearchEngine {
  readonly kind = 'postgres' as const;
  private readonly summaries = new KeptPerVersion();
  /**
   * Autocomplete's hits per request and catalogue version. Shoppers type the same prefixes, and a
   * prefix inside a common longer word ('mat' in 'material') has most of its products scored whole
   * (ranking.ts): 100–200 ms at 100,000 products the first time, a version check after that.
   */
  private readonly hints = new KeptPerVersion<SearchOutcome>();
  constructor(private readonly db: CatalogDb) {}

  async search(r: SearchRequest): Promise<SearchOutcome> {
    if (isLandingListing(r)) return this.landing(r);
    if (!r.hitsOnly) return this.termSearch(r);
    const version = await catalogueVersion(this.db);
    const { tenantId, context, terms, filters, sort, page, size, weights } = r;
    const key = JSON.stringify([
      tenantId,
      context ?? [],
      terms,
      filters,
      sort,
      page,
      size,
      weights,
    ]);
    return this.hints.get(version, key, () => this.termSearch(r));
  }

  private async termSearch(r: SearchRequest): Promise<SearchOutcome> {
    const tokens = new TokenLookup(this.db, r.tenantId);
    const { alternatives, corrections } = await correctTerms(this.db, tokens, r.tenantId, r.terms);
    const terms = await Promise.all(alternatives.map((alts) => tokens.condition('p', alts)));
    const page = () => this.page({ ...r, hitsOnly: true }, tokens, alternatives, terms);
    if (r.hitsOnly) return { ...(await page()), facets: {}, corrections };
    // The total and facets are kept per catalogue version like a landing listing's (a popular term
    // is asked again and again); the page is always read live.
    const [summary, hits] = await Promise.all([
      this.summary(r, alternatives, () => this.candidates(r, alternatives, terms, false)),
      page(),
    ]);
    return { total: summary.total, facets: summary.facets, hits: hits.hits, corrections };
  }

  /** The total and facets of `r`, kept per catalogue version (listing.ts). */
  private async summary(
    r: SearchRequest,
    alternatives: string[][],
    compute: () => Promise<Omit<SearchOutcome, 'corrections'>>,
  ) {
    const version = await catalogueVersion(this.db);
    return this.summaries.get(version, summaryKey(r, alternatives), async () => {
      const { total, facets } = await compute();
      return { total, facets };
    });
  }

  /** A term's page: by relevance from the postings when every term can use them, else by scan. */
  private async page(
    r: SearchRequest,
    tokens: TokenLookup,
    alternatives: string[][],
    terms: Sql[],
  ): Promise<Pick<SearchOutcome, 'total' | 'hits'>> {
    const ranked = r.sort.length === 0 && alternatives.length > 0;
    const byTokens = ranked ? await termTokens(tokens, alternatives) : null;
    if (!byTokens) return this.candidates(r, alternatives, terms, true);
    const narrowed = (r.context ?? []).length > 0 || r.filters.length > 0;
    const where = narrowed
      ? sql.join([...shownWhere('p', r), filtersCondition('p', r.tenantId, r.filters)], sql` and `)
      : null;
    // A page by tiers reads a few index entries: no settings, no transaction (three round trips).
    const page = sql<{ id: number; score: number }>`${rankedPageSql(r, byTokens, where)}`;
    const rows = isTiered(byTokens)
      ? await page.execute(this.db)
      : await withPlannerSettings(this.db, false, page);
    const hits = rows.rows.map((h) => ({ id: Number(h.id), score: Number(h.score) }));
    return { total: hits.length, hits };
  }

  /** A listing's landing page: kept counts, and the page read in index order. */
  private async landing(r: SearchRequest): Promise<SearchOutcome> {
    const order = orderBy(r, 's.product_id');
    const [summary, page] = await Promise.all([
      this.summary(r, [], () => this.candidates(r, [], [], false)),
      sql<{
        id: number;
      }>`select s.product_id as id from catalog.search_documents s where ${sql.join(shownWhere('s', r), sql` and `)}
        order by ${order} limit ${r.size} offset ${(r.page - 1) * r.size}`.execute(this.db),
    ]);
    const hits = page.rows.map((h) => ({ id: Number(h.id), score: 0 }));
    return { total: summary.total, facets: summary.facets, hits, corrections: {} };
  }

  /** One statement: the candidate set in a MATERIALIZED CTE, its total, page and facets. */
  private async candidates(
    r: SearchRequest,
    alternatives: string[][],
    termConditions: Sql[],
    withHits: boolean,
  ): Promise<Omit<SearchOutcome, 'corrections'>> {
    // Filters on disjunctive facet fields apply after the base set, so those facets can ignore their own.
    const isDisjunctive = (f: SearchFilter) => r.disjunctive.includes(f.field);
    const baseFilters = r.filters.filter((f) => !isDisjunctive(f));
    const lateFilters = r.filters.filter(isDisjunctive);
    const where = [
      ...shownWhere('p', r),
      ...termConditions,
      filtersCondition('p', r.tenantId, baseFilters),
    ];
    const base = sql`select ${candidateColumns(r)}, ${scoreExpression(alternatives, r.weights)} as score from catalog.search_documents p where ${sql.join(where, sql` and `)}`;
    // A page by relevance alone reads the candidates once: inlined, the planner keeps only the best
    // rows while scanning (top-N) instead of storing every candidate first.
    const byScoreOnly = r.hitsOnly && r.sort.length === 0 && r.terms.length > 0;
    const kept = sql.raw(byScoreOnly ? 'not materialized' : 'materialized');
    const ctes = lateFilters.length
      ? sql`base as ${kept} (${base}), c as ${kept} (select * from base b where ${filtersCondition('b', r.tenantId, lateFilters)})`
      : sql`c as ${kept} (${base})`;
    const selects: Sql[] = [];
    if (!r.hitsOnly) selects.push(sql`(select count(*)::int from c) as total`);
    const order = orderBy(r);
    if (withHits)
      selects.push(sql`(select coalesce(json_agg(json_build_object('id', s.id, 'score', s.score) order by ${order}), '[]'::json)
      from (select * from c s order by ${order} limit ${r.size} offset ${(r.page - 1) * r.size}) s) as hits`);
    const facets = r.hitsOnly ? [] : r.facets;
    const ownFiltered = (field: string) => lateFilters.some((x) => x.field === field);
    // Attribute facets counted over the candidate set itself share one join (attributeFacetsSql).
    const shared = facets.filter((f) => attributeName(f.field) !== null && !ownFiltered(f.field));
    if (shared.length > 1)
      selects.push(
        sql`${attributeFacetsSql(
          shared.map((f) => attributeName(f.field)!),
          Math.max(...shared.map((f) => f.size)),
          sql`c`,
        )} as attrs`,
      );
    facets.forEach((f, i) => {
      if (shared.length > 1 && shared.includes(f)) return;
      const source = ownFiltered(f.field)
        ? sql`(select * from base b where ${filtersCondition(
            'b',
            r.tenantId,
            lateFilters.filter((x) => x.field !== f.field),
          )})`
        : sql`c`;
      selects.push(sql`${facetSql(f, source)} as ${sql.ref(`f${i}`)}`);
    });
    const query = sql<Record<string, unknown>>`with ${ctes} select ${sql.join(selects)}`;
    const row = (await withPlannerSettings(this.db, termConditions.length > 0, query)).rows[0]!;
    const hits = ((row.hits ?? []) as { id: number; score: number }[]).map((h) => ({
      id: Number(h.id),
      score: Number(h.score),
    }));
    const out: Omit<SearchOutcome, 'corrections'> = {
      total: r.hitsOnly ? hits.length : Number(row.total),
      hits,
      facets: {},
    };
    // Facet columns are JSON built by facetSql: counts per range, or {value, count} per value.
    const attrs = (row.attrs ?? []) as { name: string; value: string; count: number }[];
    facets.forEach((f, i) => {
      const raw =
        shared.length > 1 && shared.includes(f)
          ? attrs.filter((a) => a.name === attributeName(f.field)).slice(0, f.size)
          : row[`f${i}`];
      out.facets[f.field] =
        f.kind === 'range'
          ? {
              kind: 'range',
              data: f.ranges.map((range: Range, k: number) => ({
                value: range,
                count: Number((raw as number[])[k]),
              })),
            }
          : {
              kind: 'value',
              data: (raw as { value: string | number; count: number }[]).map((d) => ({
                value: d.value,
                count: Number(d.count),
              })),
            };
    });
    return out;
  }

  async suggest(tenantId: number, prefix: string, size: number): Promise<string[]> {
    if (!prefix) return [];
    const rows = await sql<{
      word: string;
    }>`select word from catalog.search_words where tenant_id = ${tenantId} and word >= ${prefix} and word like ${prefix.replace(/[\\%_]/g, '') + '%'}
      order by freq desc, word limit ${size}`.execute(this.db);
    return rows.rows.map((r) => r.word);
  }
}
