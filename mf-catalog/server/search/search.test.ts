import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestPlatform, type CatalogTestPlatform } from '../testing/platform.js';

let p: CatalogTestPlatform;
beforeAll(async () => { p = await createCatalogTestPlatform(); });
afterAll(async () => { await p?.close(); });

const search = (body: unknown, token?: string) => p.app.inject({ method: 'POST', url: '/api/search', payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('smoke', () => {
  it('searches', async () => {
    const res = await search({ state: { searchTerm: 'bateia umywalkowa', filters: [{ field: 'valueBrutto', values: [{ from: 100 }], type: 'all' }] }, queryConfig: { facets: { brandName: { type: 'value' }, valueBrutto: { type: 'range' }, 'attributes.Kolor': { type: 'value' } } } });
    console.log(res.statusCode, JSON.stringify(res.json(), null, 1).slice(0, 3000));
    expect(res.statusCode).toBe(200);
  });
});
