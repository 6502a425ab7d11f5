// The search conformance suite: the same behaviour is required of every engine, checked through
// POST /api/search and /api/autocomplete on a platform seeded with the 'minimal' catalogue.
import { expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import type { RawBuilder } from 'kysely';
import { norm } from '../lib/text.js';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '@armatura/shared-libs/server';

/** What the suite needs of a test platform (deploy's createTestPlatform answers more). */
export interface SuitePlatform {
  app: FastifyInstance;
  ctx: ModuleContext;
}

type Result = Record<string, { raw: unknown; snippet?: string }>;

export function conformanceSuite(platform: () => SuitePlatform) {
  const post = async (url: string, payload: object) => {
    const res = await platform().app.inject({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const search = (state: object, queryConfig: object = {}, context?: object) =>
    post('/api/search', { state, queryConfig, ...(context ? { context } : {}) });
  const rows = async <T>(q: RawBuilder<T>) => (await q.execute(platform().ctx.db)).rows;
  const names = (r: { results: Result[] }) => r.results.map((x) => String(x.name!.raw));

  it('corrects a misspelled name word (bateia → bateria) with the same total as the exact word', async () => {
    const exact = await search({ searchTerm: 'bateria' });
    const typo = await search({ searchTerm: 'bateia' });
    expect(exact.totalResults).toBeGreaterThan(5);
    expect(typo.totalResults).toBe(exact.totalResults);
    expect(names(typo).every((n) => /bateri/i.test(n))).toBe(true);
    expect(typo.results[0].name.snippet).toContain('<em>');
  });

  it('finds a product by a fragment of its code, EAN and catalogue number (infix, no fuzziness)', async () => {
    const [first] = await rows(
      sql<{
        id: number;
        code: string;
        ean: string;
        catalog_number: string;
      }>`select id, code, ean, catalog_number from catalog.products where is_active and not is_service order by id limit 1 offset 17`,
    );
    const p = first!;
    for (const fragment of [p.code.slice(4), p.ean.slice(4, 11), p.catalog_number.slice(1, 6)]) {
      const r = await search({ searchTerm: fragment, resultsPerPage: 100 });
      expect(
        r.results.map((x: Result) => Number(x.id!.raw)),
        fragment,
      ).toContain(p.id);
    }
    const wrong = await search({
      searchTerm: p.code.slice(4).replace(/\d$/, (d: string) => String((Number(d) + 1) % 10)) + '9',
    });
    expect(wrong.results.map((x: Result) => Number(x.id!.raw))).not.toContain(p.id);
  });

  it('ignores diacritics: "slupek lazienkowy" finds "Słupek łazienkowy"', async () => {
    const r = await search({ searchTerm: 'slupek lazienkowy' });
    expect(r.totalResults).toBeGreaterThan(0);
    expect(names(r).every((n) => n.startsWith('Słupek łazienkowy'))).toBe(true);
  });

  it('ANDs terms and never returns inactive, archived or service products', async () => {
    const [inactive] = await rows(
      sql<{ code: string }>`select code from catalog.products where not is_active limit 1`,
    );
    expect((await search({ searchTerm: inactive!.code })).totalResults).toBe(0);
    const both = await search({ searchTerm: 'bateria grohe', resultsPerPage: 100 });
    expect(both.totalResults).toBeGreaterThan(0);
    expect(names(both).every((n) => /bateria/i.test(n) && /grohe/i.test(n))).toBe(true);
    expect((await search({ searchTerm: 'montaż baterii' })).totalResults).toBe(0);
  });

  it('answers value facets with counts that add up to the exact total, and range facets', async () => {
    const r = await search(
      { searchTerm: 'bateria' },
      { facets: { brandName: { type: 'value', size: 50 }, valueBrutto: { type: 'range' } } },
    );
    const brands = r.facets.brandName[0].data as { value: string; count: number }[];
    expect(brands.reduce((s, d) => s + d.count, 0)).toBe(r.totalResults);
    expect(r.facets.valueBrutto[0].type).toBe('range');
    expect(
      (r.facets.valueBrutto[0].data as { count: number }[]).reduce((s, d) => s + d.count, 0),
    ).toBe(r.totalResults);
  });

  it('filters any / all / none and ranges; disjunctive facets keep other brands', async () => {
    const all = await search(
      { searchTerm: 'bateria' },
      { facets: { brandName: { type: 'value', size: 50 } } },
    );
    const [a, b] = all.facets.brandName[0].data as { value: string; count: number }[];
    const any = await search(
      {
        searchTerm: 'bateria',
        filters: [{ field: 'brandName', values: [a!.value, b!.value], type: 'any' }],
      },
      { facets: { brandName: { type: 'value', size: 50 } }, disjunctiveFacets: ['brandName'] },
    );
    expect(any.totalResults).toBe(a!.count + b!.count);
    expect(any.facets.brandName[0].data.length).toBe(all.facets.brandName[0].data.length);
    const none = await search({
      searchTerm: 'bateria',
      filters: [{ field: 'brandName', values: [a!.value], type: 'none' }],
    });
    expect(none.totalResults).toBe(all.totalResults - a!.count);
    const both = await search({
      searchTerm: 'bateria',
      filters: [{ field: 'brandName', values: [a!.value, b!.value], type: 'all' }],
    });
    expect(both.totalResults).toBe(0);
    const ranged = await search({
      searchTerm: 'bateria',
      resultsPerPage: 100,
      filters: [{ field: 'valueBrutto', values: [{ from: 500, to: 1500 }], type: 'all' }],
    });
    expect(ranged.totalResults).toBeGreaterThan(0);
    const prices = await rows(
      sql<{
        public_gross: number;
      }>`select public_gross from catalog.products where id = any(${ranged.results.map((x: Result) => Number(x.id!.raw))}::int[])`,
    );
    expect(prices.every((p) => p.public_gross >= 500 && p.public_gross < 1500)).toBe(true);
    const inStock = await search({
      searchTerm: 'bateria',
      resultsPerPage: 100,
      filters: [{ field: 'inStock', values: [true] }],
    });
    expect(inStock.results.every((x: Result) => Number(x.qtyAvailable!.raw) >= 1)).toBe(true);
    expect(inStock.totalResults).toBeLessThan(all.totalResults);
  });

  it('sorts and pages with exact totals', async () => {
    const p1 = await search({
      searchTerm: 'a',
      resultsPerPage: 10,
      current: 1,
      sortList: [{ field: 'valueBrutto', direction: 'asc' }],
    });
    const p2 = await search({
      searchTerm: 'a',
      resultsPerPage: 10,
      current: 2,
      sortList: [{ field: 'valueBrutto', direction: 'asc' }],
    });
    expect(p1.totalPages).toBe(Math.ceil(p1.totalResults / 10));
    const ids = (r: { results: Result[] }) => r.results.map((x) => String(x.id!.raw));
    expect(ids(p1).filter((id: string) => ids(p2).includes(id))).toEqual([]);
    const gross = await rows(
      sql<{
        id: number;
        public_gross: number;
      }>`select id, public_gross from catalog.products where id = any(${[...ids(p1), ...ids(p2)].map(Number)}::int[])`,
    );
    const byId = new Map(gross.map((g) => [String(g.id), Number(g.public_gross)]));
    const seq = [...ids(p1), ...ids(p2)].map((id) => byId.get(id)!);
    expect(seq).toEqual([...seq].sort((x, y) => x - y));
    // Names sort without regard to diacritics: 'Łazienkowa …' among the L's, not after Z.
    const byName = await search({
      resultsPerPage: 100,
      sortList: [{ field: 'name', direction: 'asc' }],
    });
    const keys = names(byName).map((n) => norm(n));
    expect(keys).toEqual([...keys].sort());
  });

  it('applies listing contexts (promocje, marki/<brand>, unknown slug → 404)', async () => {
    const promo = await search({ resultsPerPage: 100 }, {}, { type: 'promotion' });
    expect(promo.totalResults).toBeGreaterThan(0);
    expect(promo.results.every((x: Result) => x.isPromotion!.raw === true)).toBe(true);
    const brand = await search({ resultsPerPage: 100 }, {}, { type: 'brand', slug: 'grohe' });
    expect(brand.results.every((x: Result) => x.brandName!.raw === 'Grohe')).toBe(true);
    const res = await platform().app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { state: {}, context: { type: 'category', slug: 'nie-ma-takiej' } },
    });
    expect(res.statusCode).toBe(404);
  });

  it('corrects a swapped pair of letters and a missing or extra letter in any word', async () => {
    const exact = await search({ searchTerm: 'bateria chrom' });
    expect(exact.totalResults).toBeGreaterThan(0);
    for (const typo of ['bateria chorm', 'abteria chrom', 'batteria chrom', 'bateria chom'])
      expect((await search({ searchTerm: typo })).totalResults, typo).toBe(exact.totalResults);
  });

  it("counts a category page's facets within the category, even with the storefront's disjunctive facets", async () => {
    const [cat] = await rows(
      sql<{ slug: string; id: number }>`select c.slug, c.id from catalog.categories c
        join catalog.products p on p.category_ids @> array[c.id] and p.is_active and not p.is_archived and not p.is_service
        where c.parent_id is not null group by c.id order by count(*) desc limit 1`,
    );
    const facets = {
      categoryIds: { type: 'value', size: 100 },
      brandName: { type: 'value', size: 100 },
      'attributes.Kolor': { type: 'value', size: 100 },
      'attributes.Materiał': { type: 'value', size: 100 },
      valueBrutto: { type: 'range' },
    };
    const config = { facets, disjunctiveFacets: ['brandName', 'categoryIds', 'attributes.Kolor'] };
    const page = await search({}, config, { type: 'category', slug: cat!.slug });
    const everything = await search({}, config);
    expect(page.totalResults).toBeGreaterThan(0);
    expect(page.totalResults).toBeLessThan(everything.totalResults);
    const sum = (field: string) =>
      (page.facets[field][0].data as { count: number }[]).reduce((s, d) => s + d.count, 0);
    expect(sum('brandName')).toBe(page.totalResults);
    expect(sum('valueBrutto')).toBe(page.totalResults);
    // The route's category is the page, not a ticked facet value: no category counts outside it.
    const categories = page.facets.categoryIds[0].data as { value: number; count: number }[];
    expect(categories.find((d) => Number(d.value) === cat!.id)?.count).toBe(page.totalResults);
    expect(categories.every((d) => d.count <= page.totalResults)).toBe(true);
    // Attribute counts asked together equal each asked alone (the engine may count them in one pass).
    const alone = await search(
      {},
      { facets: { 'attributes.Kolor': facets['attributes.Kolor'] } },
      { type: 'category', slug: cat!.slug },
    );
    expect(page.facets['attributes.Kolor'][0].data).toEqual(
      alone.facets['attributes.Kolor'][0].data,
    );
    // A brand picked on the category page narrows within the category; its facet keeps the others.
    const [top] = page.facets.brandName[0].data as { value: string; count: number }[];
    const picked = await search(
      { filters: [{ field: 'brandName', values: [top!.value], type: 'any' }] },
      config,
      { type: 'category', slug: cat!.slug },
    );
    expect(picked.totalResults).toBe(top!.count);
    expect(picked.facets.brandName[0].data).toEqual(page.facets.brandName[0].data);
  });

  it('pages a listing without a term in name order', async () => {
    const first = await search({ resultsPerPage: 10 }, {}, { type: 'promotion' });
    const second = await search({ resultsPerPage: 10, current: 2 }, {}, { type: 'promotion' });
    expect(first.totalResults).toBeGreaterThan(10);
    const keys = [...names(first), ...names(second)].map((n) => norm(n));
    expect(keys).toEqual([...keys].sort());
  });

  it('autocompletes with suggestions and at most 5 results', async () => {
    const r = await post('/api/autocomplete', {
      state: { searchTerm: 'umywalkowa bat' },
      queryConfig: { results: { resultsPerPage: 5 }, suggestions: { size: 5 } },
    });
    expect(r.autocompletedResults.length).toBeGreaterThan(0);
    expect(r.autocompletedResults.length).toBeLessThanOrEqual(5);
    expect(
      r.autocompletedSuggestions.documents.map((s: { suggestion: string }) => s.suggestion),
    ).toContain('umywalkowa bateria');
  });
}
