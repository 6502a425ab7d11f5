import { createCatalogTestPlatform } from '../server/testing/platform.ts';
console.time('platform');
const p = await createCatalogTestPlatform();
console.timeEnd('platform');
const res = await p.app.inject({ method: 'POST', url: '/api/search', payload: { state: { searchTerm: 'bateia umywalkowa', filters: [{ field: 'valueBrutto', values: [{ from: 100 }], type: 'all' }] }, queryConfig: { facets: { brandName: { type: 'value' }, valueBrutto: { type: 'range' }, 'attributes.Kolor': { type: 'value' } } } } });
console.log(res.statusCode, res.body.slice(0, 3000));
await p.close();
