// The page HTML the host writes through buildHost (what `npm start` runs) on the minimal seed: the
// product page's and a category listing's head, structured data and readable content, escaping,
// 404 + noindex, tenants kept apart, and the cache headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql, type Platform } from '@armatura/shared-libs/server';
import { formatPrice, productPath } from '@armatura/shared-libs/format';
import { startStaticHost, type StaticHost } from '../static-host.testing.js';

// The shell's built index.html, as rspack writes it (minified, one line).
const INDEX =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Armatura platforma B2B - wyposażenie wnętrz PREMIUM</title>' +
  '<meta name="description" content="Sklep."><script defer src="/main.1234abcd.js"></script></head>' +
  '<body><noscript>JS</noscript><div id="armatura-root"></div></body></html>';
const HOSTILE = 'Zawór </script><script>alert(1)</script> & "x"';
let site: StaticHost;
let host: Platform;
const run = (q: ReturnType<typeof sql>) => q.execute(host.ctx.db);

beforeAll(async () => {
  site = await startStaticHost({ indexHtml: INDEX });
  host = site.host;
  await run(sql`update catalog.products set is_active = false where id = 3`);
  await run(sql`update catalog.products set name = ${HOSTILE}, ean = '5901234123457',
    description = ${'Opis <b>pogrubiony</b>\n i długi.'}, qty_available = 4 where id = 2`);
  await run(sql`insert into catalog.products (tenant_id, code, name, price_net, price_gross)
    values (2, 'HW-1', 'Zawór hurtowni', 10, 12.3)`);
});
afterAll(async () => {
  await site?.close();
});

const get = (url: string, options: Partial<InjectOptions> = {}) => site.get(url, options);
const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, any>,
  );
const guestCard = async (id: number, tenant = 1) => {
  const res = await host.app.inject({
    method: 'GET',
    url: `/api/services/app/Product/Get?id=${id}`,
    headers: { 'abp.tenantid': String(tenant) },
  });
  return res.json().result as {
    name: string;
    priceGross: number;
    code: string;
    description: string;
  };
};

describe('product page HTML', () => {
  it('carries the name, the guest price, the head and Product/Offer data matching the product', async () => {
    const product = await guestCard(1);
    const path = productPath(product.name, 1);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    const html = res.body;
    expect(html).toContain(`<title>${product.name} - Armatura</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://sklep.test${path}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(/<div id="armatura-root"><div id="armatura-static">.*<h1>/);
    expect(html).toContain(`<h1>${product.name}</h1>`);
    expect(html).toContain(formatPrice(product.priceGross));
    expect(html).toContain('<script defer src="/main.1234abcd.js"></script>');
    const [ld, crumbs] = ldBlocks(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product.code,
      url: `http://sklep.test${path}`,
      offers: { '@type': 'Offer', price: product.priceGross.toFixed(2), priceCurrency: 'PLN' },
    });
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(crumbs!.itemListElement[0]).toMatchObject({ position: 1, name: 'Oferta' });
    expect(crumbs!.itemListElement.at(-1)).toMatchObject({ name: product.name });
  });

  it('is canonical at the product address whatever slug was asked for', async () => {
    const product = await guestCard(1);
    const html = (await get('/oferta/stary-opis-1?utm_source=x')).body;
    expect(html).toContain(`href="http://sklep.test${productPath(product.name, 1)}"`);
    // The first photo, the product screen's largest element, is fetched beside the scripts.
    const [ld] = ldBlocks(html);
    const photo = new URL((ld!.image as string[])[0]!).pathname;
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${photo}">`);
  });

  it('escapes a hostile name in text, attributes and JSON-LD', async () => {
    const html = (await get('/oferta/2')).body;
    expect(html).not.toContain('<script>alert(1)');
    // Besides the ld+json blocks: the shell's script and the page start data (page-start/).
    expect(html.match(/<\/script>/g)!.length).toBe(ldBlocks(html).length + 2);
    expect(html).toContain(
      '<h1>Zawór &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</h1>',
    );
    expect(html).toContain('Opis &lt;b&gt;pogrubiony&lt;/b&gt;');
    expect(html).toContain('\\u003c/script\\u003e');
    const [ld] = ldBlocks(html);
    expect(ld!.name).toBe(HOSTILE);
    expect(ld!.gtin13).toBe('5901234123457');
    expect(ld!.offers.availability).toBe('https://schema.org/InStock');
    expect(html).toContain(
      '<meta name="description" content="Opis &lt;b&gt;pogrubiony&lt;/b&gt; i długi.">',
    );
  });

  it('answers an unknown, hidden or out-of-range product with the shell, 404 and noindex', async () => {
    for (const url of ['/oferta/brak-999999', '/oferta/3', '/oferta/x-99999999999', '/oferta/0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body, url).toContain('<div id="armatura-root"></div>');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });

  it('keeps tenants apart: each tenant reads only its own products', async () => {
    const [row] = (
      await run(sql`select id from catalog.products where tenant_id = 2 and code = 'HW-1'`)
    ).rows as { id: number }[];
    const other = await get(`/oferta/${row!.id}`, { cookies: { 'Abp.TenantId': '2' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<h1>Zawór hurtowni</h1>');
    expect((await get(`/oferta/${row!.id}`)).statusCode).toBe(404);
    expect((await get('/oferta/1', { headers: { 'abp.tenantid': '2' } })).statusCode).toBe(404);
  });

  it('answers bad input with a 4xx, never a 5xx', async () => {
    expect((await get('/oferta/1', { cookies: { 'Abp.TenantId': 'x' } })).statusCode).toBe(400);
    expect((await get('/oferta/1', { headers: { host: 'a"b<c' } })).statusCode).toBe(400);
    expect((await get('/oferta/1', { headers: { 'abp.tenantid': '999' } })).statusCode).toBe(404);
    expect((await get('/oferta/kategoria/%E0%A4%A')).statusCode).toBeLessThan(500);
  });
});

describe('category listing HTML', () => {
  it('lists the first page of the category with links, guest prices, breadcrumbs and an ItemList', async () => {
    const [category] = (
      await run(sql`select c.id, c.name, c.slug from catalog.categories c where c.tenant_id = 1
        and exists (select 1 from catalog.products p where c.id = any(p.category_ids) and p.is_active)
        order by c.level desc, c.id limit 1`)
    ).rows as { id: number; name: string; slug: string }[];
    const search = await host.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: {
        state: { current: 1, resultsPerPage: 10 },
        context: { type: 'category', slug: category!.slug },
      },
    });
    const hits = (search.json().results as Record<string, { raw: unknown }>[]).map((r) => ({
      id: Number(r.id!.raw),
      name: String(r.name!.raw),
      priceGross: Number(r.priceGross!.raw),
    }));
    expect(hits.length).toBeGreaterThan(0);
    const res = await get(`/oferta/kategoria/${encodeURIComponent(category!.slug)}?q=x&sort=name`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<h1>${category!.name}</h1>`);
    expect(html).toContain(`<title>${category!.name} - Armatura</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="http://sklep.test/oferta/kategoria/${category!.slug}">`,
    );
    for (const hit of hits) {
      expect(html).toContain(`<a href="${productPath(hit.name, hit.id)}">`);
      expect(html).toContain(formatPrice(hit.priceGross));
    }
    const [crumbs, list] = ldBlocks(html);
    expect(crumbs!['@type']).toBe('BreadcrumbList');
    expect(list!['@type']).toBe('ItemList');
    expect(list!.itemListElement.map((i: { url: string }) => i.url)).toEqual(
      hits.map((h) => `http://sklep.test${productPath(h.name, h.id)}`),
    );
  });

  it('names page 2 in its canonical link and answers an unknown category with 404 + noindex', async () => {
    const [big] = (
      await run(sql`select c.slug from catalog.categories c where c.tenant_id = 1 and
        (select count(*) from catalog.products p where c.id = any(p.category_ids) and p.is_active) > 10 limit 1`)
    ).rows as { slug: string }[];
    if (big) {
      const html = (await get(`/oferta/kategoria/${big.slug}?current=n_2_n`)).body;
      expect(html).toContain(`href="http://sklep.test/oferta/kategoria/${big.slug}?current=n_2_n"`);
      expect(html).toContain('rel="prev"');
    }
    const missing = await get('/oferta/kategoria/nie-ma-takiej');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('home page HTML', () => {
  it('gets the head only: canonical and Open Graph, the app root left empty', async () => {
    const res = await get('/strona-glowna');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://sklep.test/strona-glowna">');
    expect(res.body).toContain('<meta property="og:type" content="website">');
    expect(res.body).toContain('<div id="armatura-root"></div>');
  });
});
