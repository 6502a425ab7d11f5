// SearchRequest → Elasticsearch _search body (spec §7): per term, text fields by query_string
// infix (*term*) or fuzzy multi_match (AUTO, words without digits only), code-like fields by
// case-insensitive `wildcard` on their wildcard sub-field (never fuzzy); terms ANDed; filters as
// term/range clauses (all → filter, any → should, none → must_not); the listing's context is a plain
// query filter; disjunctive facet filters go to post_filter so their own facet ignores them.
import { attributeName } from '../fields.js';
import { hasDigit } from '../../lib/text.js';
import type { FacetRequest, Range, SearchFilter, SearchRequest } from '../types.js';

import type { estypes } from '@elastic/elasticsearch';

type Q = estypes.QueryDslQueryContainer;
type Agg = estypes.AggregationsAggregationContainer;
export const ES_FIELD: Record<string, string> = {
  brandName: 'brandName',
  brandSlug: 'brandSlug',
  brandId: 'brandId',
  categoryIds: 'categoryIds',
  isPromotion: 'isPromotion',
  isSale: 'isSale',
  isNew: 'isNew',
  isRecommended: 'isRecommended',
  valueBrutto: 'publicBrutto',
  weight: 'weight',
  height: 'height',
  width: 'width',
  length: 'length',
};
const SORT_FIELD: Record<string, string> = {
  name: 'name.raw',
  valueBrutto: 'publicBrutto',
  modificationTime: 'modificationTime',
  code: 'code',
  qtyAvailable: 'qtyAvailable',
};
const escapeQs = (t: string) => t.replace(/[+\-=&|><!(){}[\]^"~*?:\\/]/g, '\\$&');

export function termQuery(term: string, w: SearchRequest['weights']): Q {
  const text = [`name^${w.name}`, `attrNames^${w.attrName}`, `attrValues^${w.attrValue}`];
  const should: Q[] = [
    {
      query_string: {
        query: `*${escapeQs(term)}*`,
        fields: text,
        analyze_wildcard: true,
        default_operator: 'AND',
      },
    },
  ];
  if (!hasDigit(term))
    should.push({
      multi_match: {
        query: term,
        type: 'best_fields',
        fields: text,
        fuzziness: 'AUTO',
        prefix_length: 1,
      },
    });
  for (const [field, weight] of [
    ['code', w.code],
    ['ean', w.ean],
    ['catalogNumber', w.catalogNumber],
  ] as const) {
    if (weight > 0)
      should.push({
        wildcard: {
          [`${field}.wc`]: {
            value: `*${term.replace(/[*?\\]/g, '')}*`,
            case_insensitive: true,
            boost: weight,
          },
        },
      });
  }
  return { bool: { should, minimum_should_match: 1 } };
}

const rangeClause = (field: string, r: Range): Q => ({
  range: {
    [field]: {
      ...(r.from !== undefined ? { gte: r.from } : {}),
      ...(r.to !== undefined ? { lt: r.to } : {}),
    },
  },
});

export function filterClause(f: SearchFilter): Q {
  const attr = attributeName(f.field);
  let parts: Q[];
  if (f.kind === 'range') parts = f.ranges.map((r) => rangeClause(ES_FIELD[f.field]!, r));
  else if (attr !== null)
    parts = f.values.map((v) => ({
      nested: {
        path: 'attributes',
        query: {
          bool: {
            filter: [
              { term: { 'attributes.attrName': attr } },
              { term: { 'attributes.attrValue': String(v) } },
            ],
          },
        },
      },
    }));
  else if (f.field === 'inStock')
    parts = f.values.map((v) =>
      v === false
        ? { range: { qtyAvailable: { lt: 1 } } }
        : { range: { qtyAvailable: { gte: 1 } } },
    );
  else parts = f.values.map((v) => ({ term: { [ES_FIELD[f.field]!]: v } }));
  if (f.type === 'any') return { bool: { should: parts, minimum_should_match: 1 } };
  if (f.type === 'none') return { bool: { must_not: parts } };
  return { bool: { filter: parts } };
}

export function facetAgg(f: FacetRequest): Agg {
  const attr = attributeName(f.field);
  if (f.kind === 'range')
    return {
      range: {
        field: ES_FIELD[f.field],
        ranges: f.ranges.map((r, i) => ({
          key: String(i),
          ...(r.from !== undefined ? { from: r.from } : {}),
          ...(r.to !== undefined ? { to: r.to } : {}),
        })),
      },
    };
  if (attr !== null)
    return {
      nested: { path: 'attributes' },
      aggs: {
        attr: {
          filter: { term: { 'attributes.attrName': attr } },
          aggs: { values: { terms: { field: 'attributes.attrValue', size: f.size } } },
        },
      },
    };
  if (f.field === 'inStock')
    return {
      range: {
        field: 'qtyAvailable',
        ranges: [
          { key: 'true', from: 1 },
          { key: 'false', to: 1 },
        ],
      },
    };
  return {
    terms: { field: ES_FIELD[f.field], size: f.size, order: [{ _count: 'desc' }, { _key: 'asc' }] },
  };
}

export function buildSearchBody(r: SearchRequest): Omit<estypes.SearchRequest, 'index'> {
  const late = r.filters.filter((f) => r.disjunctive.includes(f.field));
  const early = r.filters.filter((f) => !r.disjunctive.includes(f.field));
  const filter: Q[] = [
    { term: { isActive: true } },
    { term: { isArchived: false } },
    { term: { isService: false } },
    ...(r.context ?? []).map(filterClause),
    ...early.map(filterClause),
  ];
  const query: Q = { bool: { must: r.terms.map((t) => termQuery(t, r.weights)), filter } };
  const sort: estypes.SortCombinations[] = r.sort.map((s) => ({
    [SORT_FIELD[s.field]!]: { order: s.direction },
  }));
  if (r.sort.length === 0)
    sort.push(r.terms.length ? { _score: { order: 'desc' } } : { 'name.raw': { order: 'asc' } });
  sort.push({ id: { order: 'asc' } });
  const aggs: Record<string, Agg> = {};
  if (!r.hitsOnly) {
    r.facets.forEach((f) => {
      const others = late.filter((x) => x.field !== f.field).map(filterClause);
      aggs[f.field] = others.length
        ? { filter: { bool: { filter: others } }, aggs: { inner: facetAgg(f) } }
        : facetAgg(f);
    });
  }
  return {
    query,
    sort,
    from: (r.page - 1) * r.size,
    size: r.size,
    track_total_hits: !r.hitsOnly,
    track_scores: true,
    _source: ['id'],
    ...(late.length ? { post_filter: { bool: { filter: late.map(filterClause) } } } : {}),
    ...(Object.keys(aggs).length ? { aggs } : {}),
    highlight: {
      pre_tags: ['<em>'],
      post_tags: ['</em>'],
      number_of_fragments: 0,
      fields: { name: {} },
    },
  };
}
