// Elasticsearch _search answer → SearchOutcome (hits with a null score are dropped, spec §3).
import type { FacetRequest, SearchOutcome, SearchRequest } from '../types.js';

// The parts of Elasticsearch's JSON answer this engine reads (its own query's aggregations).
interface Bucket {
  key: string | number;
  key_as_string?: string;
  doc_count: number;
}
interface Aggregate {
  doc_count?: number;
  buckets?: Bucket[];
  /** Nested and filtered aggregations wrap the real one. */
  inner?: Aggregate;
  attr?: { doc_count?: number; values?: { buckets?: Bucket[] } };
}
interface Hit {
  _id?: string;
  _score?: number | null;
  highlight?: { name?: string[] };
}
export interface EsSearchAnswer {
  hits?: { total?: number | { value: number; relation?: string }; hits?: Hit[] };
  aggregations?: Record<string, Aggregate>;
}

function facetData(f: FacetRequest, agg: Aggregate | undefined): SearchOutcome['facets'][string] {
  const a = agg?.inner ?? agg;
  if (f.kind === 'range') {
    const buckets = a?.buckets ?? [];
    return {
      kind: 'range',
      data: f.ranges.map((range, i) => ({
        value: range,
        count: Number(buckets.find((b) => b.key === String(i))?.doc_count ?? 0),
      })),
    };
  }
  if (f.field === 'inStock')
    return {
      kind: 'value',
      data: (a?.buckets ?? []).map((b) => ({ value: b.key, count: b.doc_count })),
    };
  const buckets = f.field.startsWith('attributes.')
    ? (a?.attr?.values?.buckets ?? [])
    : (a?.buckets ?? []);
  const flag = ['isPromotion', 'isSale', 'isNew', 'isRecommended'].includes(f.field);
  return {
    kind: 'value',
    data: buckets.map((b) => ({
      value: flag ? String(b.key_as_string ?? Boolean(b.key)) : b.key,
      count: Number(b.doc_count),
    })),
  };
}

export function parseSearchAnswer(r: SearchRequest, body: EsSearchAnswer): SearchOutcome {
  const hits = (body.hits?.hits ?? [])
    .filter((h) => h._score !== null && h._score !== undefined)
    .map((h) => ({
      id: Number(h._id),
      score: Number(h._score),
      ...(h.highlight?.name?.[0] ? { highlight: { name: h.highlight.name[0] } } : {}),
    }));
  const total =
    typeof body.hits?.total === 'number'
      ? body.hits.total
      : Number(body.hits?.total?.value ?? hits.length);
  const facets: SearchOutcome['facets'] = {};
  if (!r.hitsOnly)
    for (const f of r.facets) facets[f.field] = facetData(f, body.aggregations?.[f.field]);
  return { total, hits, facets, corrections: {} };
}
