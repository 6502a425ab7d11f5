// The PostgreSQL search engine (default; PGlite and PostgreSQL). One statement per search: the
// candidate set in a MATERIALIZED CTE (so the planner cannot walk a sort index and discard rows),
// then the page, the exact total and every facet grouped over it. A listing's landing request (no
// term, no visitor filter) instead reuses its counts per catalogue version and pages by index.
import { sql, type RawBuilder } from 'kysely';
import type { Range, SearchEngine, SearchFilter, SearchOutcome, SearchRequest } from '../types.js';
import { filtersCondition, scoreExpression, termCondition } from './conditions.js';
import { attributeFacetsSql, facetSql } from './facets.js';
import { attributeName } from '../fields.js';
import { correctTerms } from './typos.js';
import { ListingSummaries, isLandingListing } from './listing.js';
import type { CatalogDb } from '../../db/tables.js';

type Sql = RawBuilder<unknown>;
const SORT_SQL: Record<string, string> = {
  name: 's.search_name collate "C"',
  valueBrutto: 's.public_gross',
  modificationTime: 's.modification_time',
  code: 's.code',
  qtyAvailable: 's.qty_available',
};
const CANDIDATE_COLUMNS =
  sql.raw(`p.id, p.brand_id, p.category_ids, p.public_gross, p.promo_gross, p.weight, p.height, p.width, p.length,
  p.qty_available, p.is_sale, p.is_new, p.is_recommended, p.search_name, p.code, p.modification_time`);

function orderBy(r: SearchRequest): Sql {
  const parts = r.sort.map((s) => sql.raw(`${SORT_SQL[s.field]} ${s.direction} nulls last`));
  if (r.sort.length === 0 && r.terms.length > 0) parts.push(sql.raw('s.score desc'));
  if (r.sort.length === 0 && r.terms.length === 0)
    parts.push(sql.raw('s.search_name collate "C" asc'));
  parts.push(sql.raw('s.id asc'));
  return sql.join(parts);
}

/** The rows a shop may show, of the tenant, with the listing's context (plain filters). */
function shownWhere(alias: string, r: SearchRequest): Sql[] {
  return [
    sql`${sql.ref(`${alias}.tenant_id`)} = ${r.tenantId}`,
    sql.raw(`${alias}.is_active and not ${alias}.is_archived and not ${alias}.is_service`),
    filtersCondition(alias, r.tenantId, r.context ?? []),
  ];
}

export class PostgresSearchEngine implements SearchEngine {
  readonly kind = 'postgres' as const;
  private readonly summaries = new ListingSummaries();
  constructor(private readonly db: CatalogDb) {}

  async search(r: SearchRequest): Promise<SearchOutcome> {
    if (isLandingListing(r)) return this.landing(r);
    const { alternatives, corrections } = await correctTerms(this.db, r.tenantId, r.terms);
    return { ...(await this.candidates(r, alternatives, true)), corrections };
  }

  /** A listing's landing page: kept counts, and the page read in index order. */
  private async landing(r: SearchRequest): Promise<SearchOutcome> {
    const order = orderBy(r);
    const [summary, page] = await Promise.all([
      this.summaries.get(this.db, r, () => this.candidates(r, [], false)),
      sql<{
        id: number;
      }>`select s.id from catalog.products s where ${sql.join(shownWhere('s', r), sql` and `)}
        order by ${order} limit ${r.size} offset ${(r.page - 1) * r.size}`.execute(this.db),
    ]);
    const hits = page.rows.map((h) => ({ id: Number(h.id), score: 0 }));
    return { total: summary.total, facets: summary.facets, hits, corrections: {} };
  }

  /** One statement: the candidate set in a MATERIALIZED CTE, its total, page and facets. */
  private async candidates(
    r: SearchRequest,
    alternatives: string[][],
    withHits: boolean,
  ): Promise<Omit<SearchOutcome, 'corrections'>> {
    // Filters on disjunctive facet fields apply after the base set, so those facets can ignore their own.
    const isDisjunctive = (f: SearchFilter) => r.disjunctive.includes(f.field);
    const baseFilters = r.filters.filter((f) => !isDisjunctive(f));
    const lateFilters = r.filters.filter(isDisjunctive);
    const where = [
      ...shownWhere('p', r),
      ...alternatives.map((alts) => termCondition('p', alts)),
      filtersCondition('p', r.tenantId, baseFilters),
    ];
    const base = sql`select ${CANDIDATE_COLUMNS}, ${scoreExpression(alternatives, r.weights)} as score from catalog.products p where ${sql.join(where, sql` and `)}`;
    const ctes = lateFilters.length
      ? sql`base as materialized (${base}), c as materialized (select * from base b where ${filtersCondition('b', r.tenantId, lateFilters)})`
      : sql`c as materialized (${base})`;
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
    const row = (
      await sql<Record<string, unknown>>`with ${ctes} select ${sql.join(selects)}`.execute(this.db)
    ).rows[0]!;
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
