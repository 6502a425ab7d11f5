// What every page carries (issue 16), through buildHost (what `npm start` runs) on the minimal
// seed: the registry and an anonymous visitor's session configuration as a JSON data block (the
// same answers /registry.json and GetAll give), and preload hints for the shell's start chunks
// and, on a page whose screen the host knows, for the remotes' files that screen needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticHost, type StaticHost } from '../static-host.testing.js';

const INDEX =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Armatura</title>' +
  '<script defer src="/main.1234abcd.js"></script></head>' +
  '<body><div id="armatura-root"></div></body></html>';

const surface = {
  routes: [
    {
      path: '/oferta/:id',
      screen: 'catalog.product',
      requiresAuth: false,
      chunks: ['screen-product'],
      widgets: ['mf_cart_checkout/AddToCart'],
      data: [
        '/api/services/app/Product/Get?Id={productId}',
        '/api/services/app/Product/GetRelatedArticles?productId={productId}&maxResultCount=8',
        // A param the page does not have: not asked.
        '/api/services/app/Product/Get?Id={missing}',
      ],
    },
    { path: '/ulubione', screen: 'catalog.favourites', requiresAuth: false },
  ],
  menu: [],
};
const json = (value: unknown) => JSON.stringify(value);
const FILES = {
  'registry.json': json({
    remotes: {
      mf_catalog: '/remotes/mf-catalog/mf-manifest.json',
      mf_cart_checkout: '/remotes/mf-cart-checkout/mf-manifest.json',
      // Served from elsewhere: the host has no files of it to name.
      mf_admin_content: 'https://cdn.example.com/content/mf-manifest.json',
    },
  }),
  'shell/dist/mf-manifest.json': json({
    shared: [
      { name: 'react', assets: { js: { sync: ['121.aaaa1111.js'], async: [] } } },
      { name: 'ui', assets: { js: { sync: ['562.bbbb2222.js', '121.aaaa1111.js'], async: [] } } },
    ],
  }),
  'mf-catalog/dist/mf-manifest.json': json({ armatura: { surface } }),
  'mf-catalog/dist/chunk-groups.json': json({
    mf_catalog: ['remoteEntry.js'],
    __federation_expose_spa: ['spa.1.js'],
    __federation_expose_SearchBox: ['search.2.js', 'search.2.css'],
    'screen-product': ['920.3.js', 'screen-product.4.js', 'screen-product.4.css'],
    'screen-listing': ['screen-listing.5.js'],
  }),
  'mf-cart-checkout/dist/mf-manifest.json': json({ armatura: {} }),
  'mf-cart-checkout/dist/chunk-groups.json': json({
    mf_cart_checkout: ['remoteEntry.js'],
    __federation_expose_MiniCart: ['mini.6.js'],
    __federation_expose_AddToCart: ['add.7.js'],
    __federation_expose_Checkout: ['checkout.8.js'],
  }),
};

let site: StaticHost;
beforeAll(async () => {
  site = await startStaticHost({ indexHtml: INDEX, files: FILES });
});
afterAll(async () => {
  await site?.close();
});

const bootOf = (html: string) => {
  const m = /<script id="armatura-boot" type="application\/json">(.*?)<\/script>/.exec(html);
  expect(m, 'the page start data').not.toBeNull();
  return JSON.parse(m![1]!) as {
    registry?: unknown;
    session?: Record<string, any>;
    answers?: Record<string, unknown>;
  };
};
// The product photo's hint is the page HTML's (page-html/), not the page start's.
const hints = (html: string) =>
  [...html.matchAll(/<link rel="preload" ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((hint) => !hint.startsWith('as="image"'))
    .sort();
const result = async (url: string, headers: Record<string, string> = {}) =>
  (await site.get(url, { headers })).json().result as Record<string, any>;

describe('the page start data', () => {
  it('carries /registry.json and GetAll as the browser would get them, on any page', async () => {
    const registry = (await site.get('/registry.json')).json();
    const session = await result('/AbpUserConfiguration/GetAll', { 'abp.tenantid': '1' });
    for (const path of ['/', '/kokpit/pulpit', '/ulubione?x=1']) {
      const res = await site.get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toContain('Cookie');
      const boot = bootOf(res.body);
      expect(boot.registry).toEqual(registry);
      expect(boot.session).toEqual(session);
      expect(boot.session!.session.userId).toBeNull();
    }
  });

  it("answers for the cookies' tenant and language", async () => {
    const cookie = 'Abp.TenantId=2; Abp.Localization.CultureName=en';
    const boot = bootOf((await site.get('/kokpit/pulpit', { headers: { cookie } })).body);
    expect(boot.session!.session.tenantId).toBe(2);
    expect(boot.session!.localization.currentCulture.name).toBe('en');
  });

  it('carries no session for a visitor with a sign-in token, nor for a malformed tenant', async () => {
    for (const cookie of ['Abp.AuthToken=abc', 'Abp.TenantId=x1']) {
      const boot = bootOf((await site.get('/kokpit/pulpit', { headers: { cookie } })).body);
      expect(boot.session, cookie).toBeUndefined();
      expect(boot.registry, cookie).toBeDefined();
    }
  });
});

describe('preload hints', () => {
  it("name the shell's start chunks on every page, once each", async () => {
    expect(hints((await site.get('/kokpit/pulpit')).body)).toEqual([
      'as="script" href="/121.aaaa1111.js"',
      'as="script" href="/562.bbbb2222.js"',
    ]);
  });

  it("name the product screen's remote files: its chunks, its widgets and the header's", async () => {
    const html = (await site.get('/oferta/1')).body;
    expect(hints(html)).toEqual(
      [
        'as="script" href="/121.aaaa1111.js"',
        'as="script" href="/562.bbbb2222.js"',
        'as="fetch" crossorigin="anonymous" href="/remotes/mf-catalog/mf-manifest.json"',
        'as="fetch" crossorigin="anonymous" href="/remotes/mf-cart-checkout/mf-manifest.json"',
        'as="script" href="/remotes/mf-catalog/remoteEntry.js"',
        'as="script" href="/remotes/mf-catalog/spa.1.js"',
        'as="script" href="/remotes/mf-catalog/920.3.js"',
        'as="script" href="/remotes/mf-catalog/screen-product.4.js"',
        'as="style" href="/remotes/mf-catalog/screen-product.4.css"',
        'as="script" href="/remotes/mf-catalog/search.2.js"',
        'as="style" href="/remotes/mf-catalog/search.2.css"',
        'as="script" href="/remotes/mf-cart-checkout/remoteEntry.js"',
        'as="script" href="/remotes/mf-cart-checkout/add.7.js"',
        'as="script" href="/remotes/mf-cart-checkout/mini.6.js"',
      ].sort(),
    );
  });
});

describe("the screen's first answers", () => {
  const GET = '/api/services/app/Product/Get?Id=1';
  const RELATED = '/api/services/app/Product/GetRelatedArticles?productId=1&maxResultCount=8';

  it('are what the API answers an anonymous visitor, keyed by the request', async () => {
    const boot = bootOf((await site.get('/oferta/1')).body);
    expect(Object.keys(boot.answers!).sort()).toEqual([GET, RELATED].sort());
    expect(boot.answers![GET]).toEqual(await result(GET, { 'abp.tenantid': '1' }));
    expect(boot.answers![RELATED]).toEqual(await result(RELATED, { 'abp.tenantid': '1' }));
  });

  it('are not written for a signed-in visitor, nor for a product the API does not answer', async () => {
    const cookie = 'Abp.AuthToken=abc';
    expect(
      bootOf((await site.get('/oferta/1', { headers: { cookie } })).body).answers,
    ).toBeUndefined();
    const unknown = await site.get('/oferta/999999');
    expect(unknown.statusCode).toBe(404);
    expect(bootOf(unknown.body).answers).toBeUndefined();
    expect(hints(unknown.body).some((hint) => hint.includes('/remotes/'))).toBe(false);
  });
});
