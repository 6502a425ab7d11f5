// The host's search-engine files through buildHost (what `npm start` runs), on the minimal seed
// (200 products of tenant 1) with files of 40 URLs read in chunks of 7, so paging across files and
// across keyset chunks is exercised without 50,000 rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { sql, type Platform } from '@armatura/shared-libs/server';
import { productPath } from '@armatura/shared-libs/format';
import { startStaticHost, type StaticHost } from '../static-host.testing.js';

const FILE_SIZE = 40;
let site: StaticHost;
let host: Platform;

beforeAll(async () => {
  site = await startStaticHost({
    indexHtml: '<!doctype html><title>x</title>',
    config: { sitemap: { fileSize: FILE_SIZE, chunkSize: 7 } },
    env: { TRUST_PROXY: '127.0.0.1' },
  });
  host = site.host;
  const run = (q: ReturnType<typeof sql>) => q.execute(host.ctx.db);
  // Hidden in three ways: inactive, archived, a service article.
  await run(sql`update catalog.products set is_active = false where id = 3`);
  await run(sql`update catalog.products set is_archived = true where id = 5`);
  await run(sql`update catalog.products set is_service = true where id = 7`);
  // A category whose slug needs URL- and XML-escaping, holding product 1.
  await run(sql`insert into catalog.categories (tenant_id, name, slug, level)
    values (1, 'Łazienki & SPA', 'łazienka & "spa" ''x''', 1)`);
  await run(sql`update catalog.products set category_ids = category_ids ||
    (select id from catalog.categories where tenant_id = 1 and name = 'Łazienki & SPA') where id = 1`);
  // The other tenant's only product.
  await run(sql`insert into catalog.products (tenant_id, code, name)
    values (2, 'HW-1', 'Zawór hurtowni <2>')`);
});
afterAll(async () => {
  await site?.close();
});

const get = (url: string, options: Partial<InjectOptions> = {}) => site.get(url, options);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Every URL of every file the index names, for the request options given. */
async function allUrls(options: Partial<InjectOptions> = {}) {
  const index = await get('/sitemap.xml', options);
  expect(index.statusCode).toBe(200);
  const urls: string[] = [];
  for (const file of locs(index.body)) {
    const res = await get(new URL(file).pathname, options);
    expect(res.statusCode, file).toBe(200);
    const found = locs(res.body);
    expect(found.length, file).toBeLessThanOrEqual(FILE_SIZE);
    urls.push(...found);
  }
  return urls;
}

describe('sitemap', () => {
  it('is an index of page files and product files, as XML with cache headers', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const files = locs(res.body);
    // The seed's categories and brands are more than 40 listings: they page too.
    const pageFiles = files.filter((f) => f.includes('/pages-'));
    expect(pageFiles.length).toBeGreaterThan(1);
    expect(pageFiles).toEqual(
      pageFiles.map((_, i) => `http://sklep.test/sitemaps/pages-${i + 1}.xml`),
    );
    // 200 products with ids 1–200 in files of 40 ids: five files.
    expect(files.slice(pageFiles.length)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `http://sklep.test/sitemaps/products-${n}.xml`),
    );
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('lists every shown product once, at its product-page address, and no hidden one', async () => {
    const urls = await allUrls();
    const shown = (
      await sql<{ id: number; name: string }>`select id, name from catalog.products
        where tenant_id = 1 and is_active and not is_archived and not is_service order by id`.execute(
        host.ctx.db,
      )
    ).rows;
    const products = urls.filter((u) => /\/oferta\/[^/]+$/.test(u));
    expect(products).toEqual(shown.map((p) => `http://sklep.test${productPath(p.name, p.id)}`));
    for (const hidden of [3, 5, 7])
      expect(products.some((u) => u.endsWith(`-${hidden}`))).toBe(false);
    expect(urls).toContain('http://sklep.test/strona-glowna');
    expect(urls).toContain('http://sklep.test/marki');
    expect(urls.some((u) => u.startsWith('http://sklep.test/marki/'))).toBe(true);
  });

  it('URL-encodes and XML-escapes what it writes', async () => {
    const body = (await get('/sitemaps/pages-1.xml')).body;
    expect(body).toContain(
      '<loc>http://sklep.test/oferta/kategoria/%C5%82azienka%20%26%20%22spa%22%20&apos;x&apos;</loc>',
    );
    expect(body).not.toMatch(/<loc>[^<]*['"&](?!apos;|amp;|quot;|lt;|gt;)/);
  });

  it('keeps tenants apart: header or cookie choose the tenant, each sees only its products', async () => {
    const tenant2 = await allUrls({ cookies: { 'Abp.TenantId': '2' } });
    const products2 = tenant2.filter((u) => /\/oferta\/[^/]+$/.test(u));
    expect(products2).toHaveLength(1);
    expect(products2[0]).toMatch(/^http:\/\/sklep\.test\/oferta\/zawor-hurtowni-2-\d+$/);
    const viaHeader = await allUrls({ headers: { 'abp.tenantid': '2' } });
    expect(viaHeader).toEqual(tenant2);
    const tenant1 = await allUrls();
    expect(tenant1).not.toContain(products2[0]);
  });

  it('uses the forwarded origin only from the trusted proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.armatura.pl' };
    const trusted = await get('/sitemap.xml', { headers: forwarded });
    expect(locs(trusted.body)[0]).toBe('https://www.armatura.pl/sitemaps/pages-1.xml');
    const stranger = await get('/sitemap.xml', { headers: forwarded, remoteAddress: '10.1.2.3' });
    expect(locs(stranger.body)[0]).toBe('http://sklep.test/sitemaps/pages-1.xml');
  });

  it('is gzipped by the host compression', async () => {
    const res = await get('/sitemaps/products-1.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<urlset');
  });

  it('answers bad input with a 4xx', async () => {
    const status = async (url: string, options: Partial<InjectOptions> = {}) =>
      (await get(url, options)).statusCode;
    expect(await status('/sitemap.xml', { headers: { 'abp.tenantid': '01' } })).toBe(400);
    expect(await status('/sitemap.xml', { cookies: { 'Abp.TenantId': 'x' } })).toBe(400);
    expect(await status('/sitemap.xml', { headers: { host: 'a"b<c' } })).toBe(400);
    expect(await status('/sitemap.xml', { headers: { 'abp.tenantid': '999' } })).toBe(404);
    for (const url of [
      '/sitemaps/products-0.xml',
      '/sitemaps/products-6.xml',
      '/sitemaps/products-999999999.xml',
      '/sitemaps/pages-99.xml',
      '/sitemaps/users-1.xml',
      '/sitemaps/products-1.xml.gz',
    ])
      expect(await status(url), url).toBe(404);
  });
});

describe('robots.txt', () => {
  it('allows the storefront, keeps crawlers out of the back office, account, cart and API', async () => {
    const res = await get('/robots.txt', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/kokpit', '/user/', '/koszyk', '/zamowienia/', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.some((l) => /^Disallow: \/(oferta|strona-glowna|marki)/.test(l))).toBe(false);
    expect(lines).toContain('Sitemap: https://sklep.test/sitemap.xml');
  });
});
