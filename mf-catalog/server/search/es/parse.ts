// Elasticsearch _search answer → SearchOutcome (hits with a null score are dropped, spec §3).
import type { FacetRequest, SearchOutcome, SearchRequest } from '../types.js';

type Any = Record<string, any>;

function facetData(f: FacetRequest, agg: Any): SearchOutcome['facets'][string] {
  const a = agg?.inner ?? agg;
  if (f.kind === 'range') {
    const buckets: Any[] = a?.buckets ?? [];
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
      data: (a?.buckets ?? []).map((b: Any) => ({ value: b.key, count: b.doc_count })),
    };
  const buckets: Any[] = f.field.startsWith('attributes.')
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

export function parseSearchAnswer(r: SearchRequest, body: Any): SearchOutcome {
  const hits = (body.hits?.hits ?? [])
    .filter((h: Any) => h._score !== null && h._score !== undefined)
    .map((h: Any) => ({
      id: Number(h._id),
      score: Number(h._score),
      ...(h.highlight?.name?.[0] ? { highlight: { name: h.highlight.name[0] as string } } : {}),
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
