// Static blocks through the real platform: who may call what, the seeded pages, publishing a page
// and reading it by slug, stored XSS, validation (Polish messages naming the field), tenants,
// brands from the catalogue's module API, image upload and the module API for the home page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { ContentModuleApi } from '@armatura/shared-libs/contracts';
import { PNG, SVG, multipart, type TestFile } from '../files/test-multipart.js';

let p: TestPlatform;
let editor: string;
let otherAdmin: string;
const SB = '/api/services/app/StaticBlocks';
type Call = Parameters<TestPlatform['call']>[0];
const get = (method: string, query: Record<string, string> = {}, more: Partial<Call> = {}) =>
  p.call({ method: 'GET', url: `${SB}/${method}`, query, ...more });
const send = (method: 'POST' | 'PUT', name: string, payload: object, token = editor) =>
  p.call({ method, url: `${SB}/${name}`, payload, token });

const PAGE = {
  category: 'page',
  title: 'Promocja wiosenna',
  slug: 'promocja-wiosenna',
  lead: 'Rabaty na baterie',
  content: '<h2>Zasady</h2><p>Rabat 10%.</p>',
  metaDescription: 'Zasady promocji',
  linkUrl: null,
  linkText: '',
  imageUrl: null,
  imageAlt: '',
  brandId: null,
  sortOrder: 10,
  isPublished: false,
};

beforeAll(async () => {
  p = await createTestPlatform();
  editor = await p.login('tresci');
  otherAdmin = await p.login('admin', 2);
});
afterAll(async () => {
  await p?.close();
});

describe('seeded pages and the public reads', () => {
  it('serves the seeded pages by slug to anyone; an unknown slug is a 404', async () => {
    for (const slug of [
      'regulamin',
      'polityka-prywatnosci',
      'dostawa-i-platnosci',
      'reklamacje-i-zwroty',
      'o-nas',
    ]) {
      const res = await get('GetPage', { slug });
      expect(res.status, slug).toBe(200);
      expect(res.body.result.slug).toBe(slug);
      expect(res.body.result.content.length).toBeGreaterThan(500);
    }
    expect((await get('GetPage', { slug: 'regulamin' })).body.result.content).toContain('14 dni');
    const missing = await get('GetPage', { slug: 'nie-ma-takiej' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Nie znaleziono strony.');
  });

  it('offers the published home hero and banners, in order, publicly and as a module API', async () => {
    const hero = await get('GetPublished', { category: 'homeHero' });
    expect(hero.status).toBe(200);
    expect(hero.body.result).toHaveLength(1);
    expect(hero.body.result[0]).toMatchObject({ linkUrl: '/oferta', linkText: 'Zobacz ofertę' });
    const banners = await get('GetPublished', { category: 'homeBanner' });
    expect(banners.body.result.map((b: { sortOrder: number }) => b.sortOrder)).toEqual([1, 2]);
    expect((await get('GetPublished', { category: 'page' })).status).toBe(400);
    const api = p.ctx.modules.get<ContentModuleApi>('content');
    expect((await api.publishedBlocks(1, 'homeHero'))[0]!.title).toBe(hero.body.result[0].title);
  });
});

describe('who may manage static blocks', () => {
  it('anonymous gets 401, a customer 403, a content editor the list (5 a page)', async () => {
    expect((await get('GetAll')).status).toBe(401);
    expect((await get('GetAll', {}, { token: await p.login('b2c') })).status).toBe(403);
    expect((await send('POST', 'CreateStaticBlock', PAGE, await p.login('sprzedaz'))).status).toBe(
      403,
    );
    const list = await get('GetAll', {}, { token: editor });
    expect(list.status).toBe(200);
    expect(list.body.result.totalCount).toBe(8);
    expect(list.body.result.items).toHaveLength(5);
    const categories = await get('GetStaticBlocksCategory', {}, { token: editor });
    expect(categories.body.result).toContainEqual({ value: 'page', name: 'Strona' });
  });

  it('filters, sorts and refuses an unknown sort field', async () => {
    const q = (query: Record<string, string>) => get('GetAll', query, { token: editor });
    expect((await q({ filter: 'polityka' })).body.result.items[0].slug).toBe(
      'polityka-prywatnosci',
    );
    expect((await q({ category: 'page', maxResultCount: '20' })).body.result.totalCount).toBe(5);
    const titles = (await q({ category: 'page', sorting: 'title desc', maxResultCount: '20' })).body
      .result.items;
    expect(titles.map((t: { title: string }) => t.title)).toEqual([
      'Reklamacje i zwroty',
      'Regulamin sklepu internetowego',
      'Polityka prywatności',
      'O nas',
      'Dostawa i płatności',
    ]);
    const bad = await q({ sorting: 'hasło asc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors[0].message).toMatch(/Nie można sortować/);
  });
});

describe('publishing a page', () => {
  it('stores sanitised HTML, shows the page only once published, deletes it', async () => {
    const dirty =
      '<h2>Zasady</h2><p onclick="alert(1)">Rabat<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
      '<p style="position:fixed">styl</p><a href="/regulamin">regulamin</a>';
    const created = await send('POST', 'CreateStaticBlock', { ...PAGE, content: dirty });
    expect(created.status).toBe(200);
    const id = created.body.result.id;
    const stored = created.body.result.content;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript|style/i);
    expect(stored).toContain('<h2>Zasady</h2>');
    expect(stored).toContain('<a href="/regulamin">regulamin</a>');
    expect((await get('GetPage', { slug: PAGE.slug })).status).toBe(404);

    const published = await send('PUT', 'UpdateStaticBlock', {
      ...PAGE,
      id,
      content: `${dirty}<p>nowe</p>`,
      isPublished: true,
    });
    expect(published.status).toBe(200);
    expect(published.body.result.content).not.toMatch(/script|onerror|javascript/i);
    const page = await get('GetPage', { slug: PAGE.slug });
    expect(page.body.result).toMatchObject({ id, title: PAGE.title, lead: PAGE.lead });
    expect(page.body.result.content).toContain('<p>nowe</p>');
    expect((await get('Get', { id: String(id) }, { token: editor })).body.result.isPublished).toBe(
      true,
    );

    const del = await p.call({
      method: 'DELETE',
      url: `${SB}/Delete`,
      query: { id: String(id) },
      token: editor,
    });
    expect(del.status).toBe(200);
    expect((await get('Get', { id: String(id) }, { token: editor })).status).toBe(404);
    expect((await get('GetPage', { slug: PAGE.slug })).status).toBe(404);
  });
});

describe('validation', () => {
  const refused = async (body: object, field: string, message?: RegExp) => {
    const res = await send('POST', 'CreateStaticBlock', { ...PAGE, ...body });
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.error.validationErrors[0].members).toContain(field);
    if (message) expect(res.body.error.message).toMatch(message);
  };

  it('answers 400 naming the field, in Polish, and stores nothing', async () => {
    const before = (await get('GetAll', {}, { token: editor })).body.result.totalCount;
    await refused({ slug: null }, 'slug', /Podaj adres strony/);
    await refused({ slug: 'koszyk' }, 'slug', /zajęty/);
    await refused({ slug: 'regulamin' }, 'slug', /już istnieje/);
    await refused({ slug: 'Zły Adres' }, 'slug');
    await refused({ category: 'footer', slug: 'stopka' }, 'slug', /tylko bloki kategorii/);
    await refused({ category: 'brand', slug: null }, 'brandId', /Wybierz markę/);
    await refused({ category: 'brand', slug: null, brandId: 999999 }, 'brandId');
    await refused({ title: '   ' }, 'title');
    await refused({ linkUrl: 'javascript:alert(1)' }, 'linkUrl');
    await refused({ imageUrl: 'https://evil.example/x.png' }, 'imageUrl');
    await refused({ category: 'popup' }, 'category');
    expect((await get('GetAll', {}, { token: editor })).body.result.totalCount).toBe(before);
  });
});

describe('tenants', () => {
  it("another tenant's admin neither sees nor changes tenant 1's blocks", async () => {
    const id = String((await get('GetAll', {}, { token: editor })).body.result.items[0].id);
    const theirs = await get('GetAll', {}, { token: otherAdmin });
    expect(theirs.body.result.totalCount).toBe(0);
    expect((await get('Get', { id }, { token: otherAdmin })).status).toBe(404);
    const upd = await send('PUT', 'UpdateStaticBlock', { ...PAGE, id: Number(id) }, otherAdmin);
    expect(upd.status).toBe(404);
    const del = await p.call({
      method: 'DELETE',
      url: `${SB}/Delete`,
      query: { id },
      token: otherAdmin,
    });
    expect(del.status).toBe(404);
    expect((await get('GetPage', { slug: 'regulamin' }, { tenantId: 2 })).status).toBe(404);
    expect((await get('Get', { id }, { token: editor })).status).toBe(200);
  });
});

describe('brand blocks', () => {
  it('picks brands from the catalogue and serves published brand blocks', async () => {
    const brands = await get('GetBrandList', {}, { token: editor });
    const grohe = brands.body.result.find((b: { name: string }) => b.name === 'Grohe');
    expect(grohe).toBeDefined();
    const created = await send('POST', 'CreateStaticBlock', {
      category: 'brand',
      title: 'Grohe — technologia',
      brandId: grohe.id,
      content: '<p>Niemiecka armatura</p>',
      isPublished: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.result.brandName).toBe('Grohe');
    const pub = await get('GetBrands', { brandId: String(grohe.id) });
    expect(pub.body.result.map((b: { id: number }) => b.id)).toContain(created.body.result.id);
    const listed = await get('GetAll', { category: 'brand' }, { token: editor });
    expect(listed.body.result.items[0].brandName).toBe('Grohe');
  });
});

describe('block images', () => {
  const uploadImage = (fields: Record<string, string>, file: TestFile, token = editor) =>
    p.call({ method: 'POST', url: `${SB}/UploadImage`, token, ...multipart(fields, [file]) });
  const png = { name: 'hero.png', type: 'image/png', data: PNG };

  it('stores a raster image, refuses anything else, sets it on a block and removes it with the block', async () => {
    expect((await uploadImage({}, png, '')).status).toBe(401);
    const svg = await uploadImage({}, { name: 'a.png', type: 'image/png', data: SVG });
    expect(svg.status).toBe(400);
    expect(svg.body.error.message).toMatch(/Dozwolone są tylko obrazy/);

    const loose = await uploadImage({}, png);
    expect(loose.status).toBe(200);
    expect(loose.body.result.url).toMatch(/^\/api\/content\/uploads\/blocks\/[0-9a-f-]{36}\.png$/);
    const created = await send('POST', 'CreateStaticBlock', {
      category: 'homeBanner',
      title: 'Baner z obrazem',
      imageUrl: loose.body.result.url,
      imageAlt: 'Łazienka',
    });
    expect(created.body.result.imageUrl).toBe(loose.body.result.url);
    const served = await p.call({ method: 'GET', url: loose.body.result.url });
    expect(served.status).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    // Uploading with the block's id replaces its image; the old file goes when no block shows it.
    const id = String(created.body.result.id);
    const replaced = await uploadImage({ id }, png);
    const block = await get('Get', { id }, { token: editor });
    expect(block.body.result.imageUrl).toBe(replaced.body.result.url);
    expect((await p.call({ method: 'GET', url: loose.body.result.url })).status).toBe(404);
    expect((await uploadImage({ id: '999999' }, png)).status).toBe(404);

    await p.call({ method: 'DELETE', url: `${SB}/Delete`, query: { id }, token: editor });
    expect((await p.call({ method: 'GET', url: replaced.body.result.url })).status).toBe(404);
  });
});
