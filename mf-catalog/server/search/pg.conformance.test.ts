import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import { conformanceSuite } from './conformance.js';

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
