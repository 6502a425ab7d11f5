import { describe, expect, it } from 'vitest';
import { buildSearchBody, termQuery } from './query.js';
import { parseSearchAnswer } from './parse.js';
import { createEsClient, esConfigFrom, NO_CONFIG } from './config.js';
import { toDocument } from './documents.js';
import type { SearchRequest } from '../types.js';

const weights = { name: 3, ean: 1, code: 2, catalogNumber: 1, attrName: 1, attrValue: 1 };
const request = (over: Partial<SearchRequest> = {}): SearchRequest => ({
  tenantId: 1,
  terms: ['bateria', 'dn15'],
  filters: [],
  sort: [],
  page: 3,
  size: 10,
  facets: [],
  disjunctive: [],
  weights,
  ...over,
});

describe('Elasticsearch request bodies', () => {
  it('makes every term an infix over text fields, fuzzy only without digits, and never fuzzy on codes', () => {
    const word = termQuery('bateria', weights) as any;
    expect(word.bool.should[0].query_string).toMatchObject({
      query: '*bateria*',
      fields: ['name^3', 'attrNames^1', 'attrValues^1'],
    });
    expect(word.bool.should[1].multi_match).toMatchObject({
      fuzziness: 'AUTO',
      fields: ['name^3', 'attrNames^1', 'attrValues^1'],
    });
    expect(word.bool.should.slice(2).map((s: any) => Object.keys(s.wildcard)[0])).toEqual([
      'code.wc',
      'ean.wc',
      'catalogNumber.wc',
    ]);
    expect(word.bool.should[2].wildcard['code.wc']).toMatchObject({
      value: '*bateria*',
      case_insensitive: true,
      boost: 2,
    });
    const code = termQuery('dn15', weights) as any;
    expect(code.bool.should.some((s: any) => s.multi_match)).toBe(false);
  });

  it('ANDs terms, keeps only active products, pages with from/size and tracks exact totals', () => {
    const body = buildSearchBody(request()) as any;
    expect(body.query.bool.must).toHaveLength(2);
    expect(body.query.bool.filter.slice(0, 3)).toEqual([
      { term: { isActive: true } },
      { term: { isArchived: false } },
      { term: { isService: false } },
    ]);
    expect(body).toMatchObject({ from: 20, size: 10, track_total_hits: true });
    expect(body.sort).toEqual([{ _score: { order: 'desc' } }, { id: { order: 'asc' } }]);
  });

  it('maps all/any/none filters, ranges, attributes and disjunctive facets (post_filter)', () => {
    const body = buildSearchBody(
      request({
        filters: [
          { kind: 'value', field: 'brandName', type: 'any', values: ['Grohe', 'Kludi'] },
          { kind: 'value', field: 'attributes.Kolor', type: 'none', values: ['chrom'] },
          { kind: 'range', field: 'valueBrutto', type: 'all', ranges: [{ from: 100, to: 900 }] },
        ],
        facets: [
          { field: 'brandName', kind: 'value', size: 20, ranges: [] },
          { field: 'valueBrutto', kind: 'range', size: 20, ranges: [{ to: 500 }, { from: 500 }] },
        ],
        disjunctive: ['brandName'],
        sort: [{ field: 'modificationTime', direction: 'desc' }],
      }),
    ) as any;
    const filters = body.query.bool.filter.slice(3);
    expect(filters[0]).toEqual({
      bool: {
        must_not: [
          {
            nested: {
              path: 'attributes',
              query: {
                bool: {
                  filter: [
                    { term: { 'attributes.attrName': 'Kolor' } },
                    { term: { 'attributes.attrValue': 'chrom' } },
                  ],
                },
              },
            },
          },
        ],
      },
    });
    expect(filters[1]).toEqual({
      bool: { filter: [{ range: { publicBrutto: { gte: 100, lt: 900 } } }] },
    });
    expect(body.post_filter).toEqual({
      bool: {
        filter: [
          {
            bool: {
              should: [{ term: { brandName: 'Grohe' } }, { term: { brandName: 'Kludi' } }],
              minimum_should_match: 1,
            },
          },
        ],
      },
    });
    expect(body.aggs.brandName.terms).toMatchObject({ field: 'brandName', size: 20 });
    expect(body.aggs.valueBrutto.filter.bool.filter).toHaveLength(1);
    expect(body.aggs.valueBrutto.aggs.inner.range.ranges).toEqual([
      { key: '0', to: 500 },
      { key: '1', from: 500 },
    ]);
    expect(body.sort[0]).toEqual({ modificationTime: { order: 'desc' } });
  });
});

describe("Elasticsearch request bodies: the listing's context", () => {
  it('is a plain query filter, never a post_filter, even on a disjunctive facet field', () => {
    const body = buildSearchBody(
      request({
        terms: [],
        context: [{ kind: 'value', field: 'categoryIds', type: 'all', values: [12] }],
        filters: [{ kind: 'value', field: 'brandName', type: 'any', values: ['Grohe'] }],
        facets: [
          { field: 'categoryIds', kind: 'value', size: 20, ranges: [] },
          { field: 'brandName', kind: 'value', size: 20, ranges: [] },
        ],
        disjunctive: ['categoryIds', 'brandName'],
      }),
    ) as any;
    expect(body.query.bool.filter[3]).toEqual({
      bool: { filter: [{ term: { categoryIds: 12 } }] },
    });
    expect(JSON.stringify(body.post_filter)).not.toContain('categoryIds');
    // The category facet counts within the category: only the brand filter is lifted for it.
    expect(body.aggs.categoryIds.filter.bool.filter).toEqual([
      { bool: { should: [{ term: { brandName: 'Grohe' } }], minimum_should_match: 1 } },
    ]);
  });
});

describe('Elasticsearch answers', () => {
  it('parses hits (dropping null scores), totals, highlights and facets', () => {
    const r = request({
      facets: [
        { field: 'brandName', kind: 'value', size: 20, ranges: [] },
        { field: 'valueBrutto', kind: 'range', size: 20, ranges: [{ to: 500 }, { from: 500 }] },
        { field: 'attributes.Kolor', kind: 'value', size: 5, ranges: [] },
      ],
    });
    const out = parseSearchAnswer(r, {
      hits: {
        total: { value: 42, relation: 'eq' },
        hits: [
          { _id: '7', _score: 3.2, highlight: { name: ['<em>Bateria</em> x'] } },
          { _id: '8', _score: null },
        ],
      },
      aggregations: {
        brandName: {
          buckets: [
            { key: 'Grohe', doc_count: 30 },
            { key: 'Kludi', doc_count: 12 },
          ],
        },
        valueBrutto: {
          buckets: [
            { key: '0', doc_count: 40 },
            { key: '1', doc_count: 2 },
          ],
        },
        'attributes.Kolor': {
          doc_count: 80,
          attr: { doc_count: 42, values: { buckets: [{ key: 'chrom', doc_count: 20 }] } },
        },
      },
    });
    expect(out.total).toBe(42);
    expect(out.hits).toEqual([{ id: 7, score: 3.2, highlight: { name: '<em>Bateria</em> x' } }]);
    expect(out.facets.brandName!.data).toEqual([
      { value: 'Grohe', count: 30 },
      { value: 'Kludi', count: 12 },
    ]);
    expect(out.facets.valueBrutto!.data).toEqual([
      { value: { to: 500 }, count: 40 },
      { value: { from: 500 }, count: 2 },
    ]);
    expect(out.facets['attributes.Kolor']!.data).toEqual([{ value: 'chrom', count: 20 }]);
  });

  it('builds index documents with the spec fields', () => {
    const doc = toDocument({
      id: 5,
      tenant_id: 1,
      name: 'Bateria',
      ean: '5901234123457',
      code: 'GRO-1',
      catalog_number: '123',
      brand_id: 2,
      brand_name: 'Grohe',
      brand_slug: 'grohe',
      category_ids: [1, 2],
      price_net: 100,
      price_gross: 123,
      promo_net: 0,
      promo_gross: 0,
      public_gross: 123,
      vat_rate: 23,
      currency: 'PLN',
      promo_currency: 'PLN',
      qty_available: 3,
      is_active: true,
      is_archived: false,
      is_service: false,
      is_sale: false,
      is_new: true,
      is_recommended: false,
      modification_time: '2026-01-01T00:00:00Z',
      weight: 1.5,
      height: null,
      width: 10,
      length: 20,
      attrs: [{ attrId: 1, attrName: 'Kolor', attrValue: 'chrom' }],
    });
    expect(doc).toMatchObject({
      id: 5,
      valueBrutto: 123,
      publicBrutto: 123,
      categriesIds: [1, 2],
      attrNames: 'Kolor',
      attrValues: 'chrom',
      isPromotion: false,
      height: null,
    });
  });
});

describe('Elasticsearch configuration', () => {
  it('needs a host or a cloud id', () => {
    expect(esConfigFrom({})).toBeNull();
    expect(() => createEsClient(null)).toThrow(NO_CONFIG);
    expect(
      esConfigFrom({ ELASTICSEARCH_CLOUD_ID: 'x:eA==', ELASTICSEARCH_API_KEY: 'k' }),
    ).toMatchObject({ cloudId: 'x:eA==', apiKey: 'k', indexPrefix: 'armatura-products' });
    expect(createEsClient(esConfigFrom({ ELASTICSEARCH_URL: 'http://127.0.0.1:9' }))).toBeTruthy();
  });
});
