import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import { conformanceSuite } from './conformance.js';
import { refreshSearchColumns } from '../lib/search-columns.js';
import { PostgresSearchEngine } from './pg/engine.js';
import { filtersCondition, scoreExpression, termCondition } from './pg/conditions.js';
import type { SearchFilter } from './types.js';
import { parseSearchState } from './request.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({
    env: { ELASTICSEARCH_URL: undefined, ELASTICSEARCH_CLOUD_ID: undefined },
  });
});
afterAll(async () => {
  await p?.close();
});

describe('search conformance: PostgreSQL engine', () => conformanceSuite(() => p));

describe('PostgreSQL engine: kept counts of a listing without a term', () => {
  const promotions = async () => {
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { state: { resultsPerPage: 10 }, context: { type: 'promotion' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { totalResults: number; results: { id: { raw: string } }[] };
  };

  it('are counted again after any catalogue write (the search_version trigger)', async () => {
    const before = await promotions();
    const id = Number(before.results[0]!.id.raw);
    await sql`update catalog.products set is_active = false where id = ${id}`.execute(p.ctx.db);
    try {
      const after = await promotions();
      expect(after.totalResults).toBe(before.totalResults - 1);
      expect(after.results.map((r) => Number(r.id.raw))).not.toContain(id);
    } finally {
      await sql`update catalog.products set is_active = true where id = ${id}`.execute(p.ctx.db);
    }
    expect((await promotions()).totalResults).toBe(before.totalResults);
  });
});

describe('PostgreSQL engine: kept autocomplete hits', () => {
  const hints = async (searchTerm: string) => {
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/autocomplete',
      payload: { state: { searchTerm }, queryConfig: { results: { resultsPerPage: 5 } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { autocompletedResults: { id: { raw: string } }[] };
    return body.autocompletedResults.map((r) => Number(r.id.raw));
  };

  it('answers anew after any catalogue write: a word gained and lost shows at once', async () => {
    const id = (
      await sql<{ id: number }>`select product_id as id from catalog.search_documents
        order by product_id limit 1`.execute(p.ctx.db)
    ).rows[0]!.id;
    expect(await hints('qzxhint')).toEqual([]);
    expect(await hints('qzxhint')).toEqual([]); // kept
    const text = (suffix: string) =>
      sql`update catalog.products set search_text = ${suffix === '' ? sql`replace(search_text, ' qzxhint', '')` : sql`search_text || ${suffix}`} where id = ${id}`.execute(
        p.ctx.db,
      );
    await text(' qzxhint');
    try {
      expect(await hints('qzxhint')).toEqual([id]);
      expect(await hints('qzxhint')).toEqual([id]);
    } finally {
      await text('');
    }
    expect(await hints('qzxhint')).toEqual([]);
  });
});

describe('PostgreSQL engine: search documents follow the products (migration 007)', () => {
  const search = async (searchTerm: string, filters: object[] = []) => {
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { state: { searchTerm, filters, resultsPerPage: 50 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { totalResults: number; results: { id: { raw: string } }[] };
    return body.results.map((r) => Number(r.id.raw));
  };
  const anyShown = async () =>
    (
      await sql<{
        id: number;
      }>`select product_id as id from catalog.search_documents order by product_id limit 1`.execute(
        p.ctx.db,
      )
    ).rows[0]!.id;

  it('finds a product by a word it gained and loses it when the word goes', async () => {
    const id = await anyShown();
    expect(await search('qzxwordy')).toEqual([]);
    await sql`update catalog.products set search_text = search_text || ' qzxwordy' where id = ${id}`.execute(
      p.ctx.db,
    );
    expect(await search('qzxwordy')).toEqual([id]);
    expect(await search('zxword')).toEqual([id]); // infix, as before the token dictionary
    await sql`update catalog.products set search_text = replace(search_text, ' qzxwordy', '') where id = ${id}`.execute(
      p.ctx.db,
    );
    expect(await search('qzxwordy')).toEqual([]);
  });

  it('drops a product that may no longer be shown and keeps a stock change searchable', async () => {
    const id = await anyShown();
    const code = (
      await sql<{
        code: string;
      }>`select lower(code) as code from catalog.products where id = ${id}`.execute(p.ctx.db)
    ).rows[0]!.code;
    expect(await search(code)).toContain(id);
    await sql`update catalog.products set qty_available = 0 where id = ${id}`.execute(p.ctx.db);
    const inStock = [{ field: 'inStock', values: ['true'], type: 'all' }];
    expect(await search(code)).toContain(id);
    expect(await search(code, inStock)).not.toContain(id);
    await sql`update catalog.products set qty_available = 7, is_archived = true where id = ${id}`.execute(
      p.ctx.db,
    );
    expect(await search(code)).not.toContain(id);
    await sql`update catalog.products set is_archived = false where id = ${id}`.execute(p.ctx.db);
    expect(await search(code, inStock)).toContain(id);
  });

  it('matches terms the dictionary cannot serve (a hyphen, two letters) by the text itself', async () => {
    const row = (
      await sql<{
        id: number;
        code: string;
      }>`select p.id, lower(p.code) as code from catalog.products p join catalog.search_documents d on d.product_id = p.id
        where p.code like '%-%' order by p.id limit 1`.execute(p.ctx.db)
    ).rows[0]!;
    expect(await search(row.code)).toContain(row.id);
    const twoLetters = row.code.replace(/[^a-z]/g, '').slice(0, 2);
    expect(await search(twoLetters)).toContain(row.id);
  });

  it('a full refresh rebuilds the same documents and postings the row trigger kept', async () => {
    const snapshot = async () => [
      ...(
        await sql`select * from catalog.search_documents order by product_id`.execute(p.ctx.db)
      ).rows.map((r) => JSON.stringify(r)),
      ...(
        await sql`select x.product_id, k.token, x.mask from catalog.search_postings x
          join catalog.search_tokens k on k.id = x.token_id order by 1, 2`.execute(p.ctx.db)
      ).rows.map((r) => JSON.stringify(r)),
    ];
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(100);
    await refreshSearchColumns(p.ctx.db, 1, null);
    expect(await snapshot()).toEqual(kept);
  });
});

describe('PostgreSQL engine: a term page ranked from the postings (migration 008)', () => {
  // The reference: the documents' texts scanned with strpos, the scoring the postings replace.
  const scanned = async (
    terms: string[],
    weights: Record<string, number>,
    { size = 40, offset = 0, filters = [] as SearchFilter[] } = {},
  ) =>
    (
      await sql<{ id: number; score: number }>`select p.product_id as id, ${scoreExpression(
        terms.map((t) => [t]),
        weights as never,
      )} as score from catalog.search_documents p where p.tenant_id = 1 and ${sql.join(
        terms.map((t) => termCondition('p', [t])),
        sql` and `,
      )} and ${filtersCondition('p', 1, filters)}
      order by score desc, id limit ${size} offset ${offset}`.execute(p.ctx.db)
    ).rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));

  it('ranks every candidate exactly as the scan of the texts does', async () => {
    const doc = (
      await sql<{ name: string; code: string; ean: string | null; values: string }>`select
        search_name as name, lower(code) as code, ean, search_attr_values as values
        from catalog.search_documents where ean is not null order by product_id limit 1`.execute(
        p.ctx.db,
      )
    ).rows[0]!;
    const words = doc.name.split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
    const cases = [
      [words[0]!],
      [words[0]!.slice(0, 3)], // a prefix: many tokens, the word-start bonus
      [words[0]!.slice(1, 5)], // an infix
      words.slice(0, 2),
      [doc.code.split(/[^a-z0-9]+/).find((t) => t.length >= 3)!],
      [doc.ean!.slice(2, 8)],
      [doc.values.split(/[^a-z0-9]+/).find((t) => t.length >= 3)!, words[1]!],
      [words[0]!.slice(0, 3), words[1]!], // a prefix being typed after a whole word: the word leads
      [words[0]!.slice(0, 3), words[1]!.slice(1, 4)], // two terms of several tokens each
    ];
    const engine = new PostgresSearchEngine(p.ctx.db);
    for (const [k, weights] of [{}, { name: 5, code: 0.3, attrValue: 0.7 }].entries()) {
      for (const terms of cases) {
        const search_fields = Object.fromEntries(
          Object.entries(weights).map(([f, weight]) => [f, { weight }]),
        );
        const request = parseSearchState(
          { searchTerm: terms.join(' '), resultsPerPage: 40 },
          { search_fields } as never,
          { tenantId: 1, defaultSize: 40, facetSize: 5 },
        );
        request.hitsOnly = true;
        const ranked = await engine.search(request);
        expect(Object.keys(ranked.corrections), terms.join(' ')).toEqual([]);
        const reference = await scanned(terms, request.weights);
        expect(reference.length, `${k}: ${terms.join(' ')}`).toBeGreaterThan(0);
        expect(ranked.hits, `${k}: ${terms.join(' ')}`).toEqual(reference);
      }
    }
  });

  it("reads whole words' later and filtered pages from the score tiers as the scan ranks", async () => {
    const engine = new PostgresSearchEngine(p.ctx.db);
    const { name, brand } = (
      await sql<{ name: string; brand: string }>`select d.search_name as name, b.name as brand
        from catalog.search_documents d join catalog.brands b on b.id = d.brand_id
        order by d.product_id limit 1`.execute(p.ctx.db)
    ).rows[0]!;
    const words = name.split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
    // Two words each found in several fields across products (several masks, so several tiers),
    // each its own only token, occurring together in many products.
    const tiered = (
      await sql<{ a: string; b: string }>`with words as (
          select k.id, k.token from catalog.search_tokens k
          where k.token ~ '^[a-z]{3,}$' and not exists (select 1 from catalog.search_tokens o
            where o.id <> k.id and strpos(o.token, k.token) > 0)
            and (select count(distinct x.mask) from catalog.search_postings x
              where x.token_id = k.id and x.mask >= 128) >= 2)
        select a.token as a, b.token as b from words a join words b on a.id < b.id
        order by (select count(*) from catalog.search_postings x join catalog.search_postings y
          on y.product_id = x.product_id and y.token_id = b.id where x.token_id = a.id) desc
        limit 1`.execute(p.ctx.db)
    ).rows[0]!;
    // A word contained in 2–8 tokens, some products holding two of them ('umywalkowa' and
    // 'podumywalkowa'): their masks are ORed, so they are scored whole beside the tiers.
    const { shared } = (
      await sql<{ shared: string }>`with words as (select k.id, k.token,
          array(select o.id from catalog.search_tokens o where strpos(o.token, k.token) > 0) as ids
          from catalog.search_tokens k where k.token ~ '^[a-z]{3,}$')
        select w.token as shared from words w where cardinality(w.ids) between 2 and 8
          and exists (select 1 from catalog.search_postings x join catalog.search_postings y
            on y.product_id = x.product_id and y.token_id <> x.token_id
            where x.token_id = any(w.ids) and y.token_id = any(w.ids))
        order by (select count(*) from catalog.search_postings x where x.token_id = any(w.ids)) desc
        limit 1`.execute(p.ctx.db)
    ).rows[0]!;
    // search-ui's filter as the listing sends it; the reference reads the engine's parsed one.
    const brandFilter = [{ field: 'brandName', values: [brand], type: 'any' }];
    const shapes = [
      { terms: words.slice(0, 1), current: 1, size: 3, filters: [] },
      { terms: words.slice(0, 1), current: 2, size: 7, filters: [] },
      { terms: words.slice(0, 1), current: 4, size: 5, filters: [] },
      { terms: words.slice(0, 1), current: 1, size: 3, filters: brandFilter },
      { terms: words.slice(0, 1), current: 2, size: 2, filters: brandFilter },
      { terms: words.slice(0, 2), current: 2, size: 2, filters: [] },
      { terms: words.slice(0, 2), current: 1, size: 2, filters: brandFilter },
      { terms: [tiered.a], current: 3, size: 4, filters: [] },
      { terms: [tiered.a, tiered.b], current: 1, size: 5, filters: [] },
      { terms: [tiered.b, tiered.a], current: 2, size: 3, filters: [] },
      { terms: [shared], current: 1, size: 3, filters: [] },
      { terms: [shared], current: 3, size: 4, filters: [] },
      { terms: [shared, tiered.a], current: 1, size: 2, filters: [] },
    ];
    for (const { terms, current, size, filters } of shapes) {
      const label = `${terms.join(' ')} page ${current} of ${size}`;
      const request = parseSearchState(
        { searchTerm: terms.join(' '), resultsPerPage: size, current, filters } as never,
        {} as never,
        { tenantId: 1, defaultSize: size, facetSize: 5 },
      );
      request.hitsOnly = true;
      const ranked = await engine.search(request);
      const reference = await scanned(terms, request.weights, {
        size,
        offset: (current - 1) * size,
        filters: request.filters,
      });
      expect(reference.length, label).toBe(size);
      expect(ranked.hits, label).toEqual(reference);
    }
  });
});
