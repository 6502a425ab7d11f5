// The blog through the real platform: public reads see published posts only, staff (Pages.Blog)
// write drafts and publish them, HTML is sanitised (stored XSS), slugs are unique per tenant,
// sorting is allow-listed, images follow the upload policy, and tenants are kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
let tresci: string;
const B = '/api/services/app/Blog';
// A real 1×1 transparent PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2b9b10000000049454e44ae426082',
  'hex',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----armatura' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const get = (path: string, query?: Record<string, string>, token?: string, tenantId?: number) =>
  p.call({ method: 'GET', url: `${B}/${path}`, query, token, tenantId });
const post = (payload: object, token = tresci) =>
  p.call({ method: 'POST', url: `${B}/Create`, payload, token });
const blogFiles = async () =>
  readdir(join(p.ctx.config.dataDir, 'uploads', 'content', 'blog')).catch(() => [] as string[]);

beforeAll(async () => {
  p = await createTestPlatform();
  tresci = await p.login('tresci');
}, 120_000);
afterAll(async () => {
  await p?.close();
});

describe('public reads', () => {
  it('lists the seeded published posts newest first, 5 a page, by category id or slug and by text', async () => {
    const all = await get('GetAll');
    expect(all.status).toBe(200);
    expect(all.body.result.totalCount).toBe(3);
    const times = all.body.result.items.map((i: { publishedTime: string }) => i.publishedTime);
    expect([...times].sort().reverse()).toEqual(times);
    const cats = (await get('GetCategories')).body.result;
    expect(cats.map((c: { slug: string }) => c.slug)).toEqual(['poradniki', 'inspiracje']);
    expect(cats[0].postCount).toBe(2);
    const bySlug = await get('GetAll', { categorySlug: 'poradniki' });
    const byId = await get('GetAll', { categoryId: String(cats[0].id) });
    expect(bySlug.body.result.totalCount).toBe(2);
    expect(byId.body.result).toEqual(bySlug.body.result);
    const text = await get('GetAll', { filter: 'GRZEJNIK' });
    expect(text.body.result.items.map((i: { slug: string }) => i.slug)).toEqual([
      'odpowietrzanie-grzejnika-krok-po-kroku',
    ]);
    const sorted = await get('GetAll', { sorting: 'title asc', maxResultCount: '1' });
    expect(sorted.body.result.items[0].title).toBe('Czarna armatura w łazience: jak ją zestawić');
    const bad = await get('GetAll', { sorting: 'content_html desc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors[0].members).toEqual(['sorting']);
  });
});

describe('writing posts (Pages.Blog)', () => {
  let id = 0;

  it('refuses callers without Pages.Blog', async () => {
    const body = { categoryId: null, title: 'Wpis', contentHtml: '<p>x</p>' };
    expect((await p.call({ method: 'POST', url: `${B}/Create`, payload: body })).status).toBe(401);
    expect((await post(body, await p.login('b2c'))).status).toBe(403);
    expect((await post(body, await p.login('sprzedaz'))).status).toBe(403);
  });

  it('stores a draft with sanitised HTML and a slug made from the Polish title; guests do not see it', async () => {
    const res = await post({
      categoryId: null,
      title: 'Łazienka w stylu loft – poradnik',
      lead: 'Beton, czerń i drewno.',
      contentHtml:
        '<h1>Tytuł</h1><p onclick="alert(1)">Tekst <a href="javascript:alert(1)">link</a> <img src="x" onerror="alert(1)"></p><script>alert(1)</script><iframe src="//evil"></iframe><p style="position:fixed">ok</p>',
    });
    expect(res.status).toBe(200);
    const post1 = res.body.result;
    id = post1.id;
    expect(post1).toMatchObject({ slug: 'lazienka-w-stylu-loft-poradnik', isEdit: true });
    expect(post1.publishedTime).toBeNull();
    expect(post1.contentHtml).toContain('<h2>Tytuł</h2>');
    expect(post1.contentHtml).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/);
    expect((await get('Get', { id: String(id) })).status).toBe(404);
    expect((await get('GetImages', { blogId: String(id) })).status).toBe(404);
    expect((await get('GetAll')).body.result.totalCount).toBe(3);
    const drafts = await get('GetAll', { isEdit: 'true' }, tresci);
    expect(drafts.body.result.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('keeps slugs unique and refuses a taken one or an unknown category', async () => {
    const again = await post({
      categoryId: null,
      title: 'Łazienka w stylu loft: poradnik',
      contentHtml: '',
    });
    expect(again.body.result.slug).toBe('lazienka-w-stylu-loft-poradnik-2');
    const taken = await post({
      categoryId: null,
      title: 'Inny',
      slug: 'lazienka-w-stylu-loft-poradnik',
      contentHtml: '',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toBe('Wpis o takim adresie (slug) już istnieje.');
    const noCat = await post({ categoryId: 999999, title: 'Inny', contentHtml: '' });
    expect(noCat.body.error.message).toBe('Nie znaleziono kategorii bloga.');
    const badSlug = await post({
      categoryId: null,
      title: 'Inny',
      slug: 'Zły Slug',
      contentHtml: '',
    });
    expect(badSlug.status).toBe(400);
  });

  it('publishes: the post is public with its page title and description', async () => {
    const cat = (await get('GetCategories')).body.result[1];
    const res = await p.call({
      method: 'PUT',
      url: `${B}/Update`,
      token: tresci,
      payload: {
        id,
        categoryId: cat.id,
        title: 'Łazienka w stylu loft – poradnik',
        lead: 'Beton, czerń i drewno.',
        contentHtml: '<p>Gotowe</p>',
        metaDescription: 'Jak urządzić łazienkę w stylu loft.',
        isEdit: false,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.slug).toBe('lazienka-w-stylu-loft-poradnik');
    const pub = await get('Get', { id: String(id) });
    expect(pub.body.result).toMatchObject({
      isEdit: false,
      categorySlug: 'inspiracje',
      metaTitle: 'Łazienka w stylu loft – poradnik',
      metaDescription: 'Jak urządzić łazienkę w stylu loft.',
      contentHtml: '<p>Gotowe</p>',
    });
    expect(pub.body.result.publishedTime).not.toBeNull();
    expect((await get('GetAll')).body.result.items[0].id).toBe(id);
  });

  it('uploads raster images only, lists them publicly, serves them safely and removes them', async () => {
    const upload = (file: { name: string; data: Buffer }, blogId = id) =>
      p.call({
        method: 'POST',
        url: `${B}/CreateImage`,
        token: tresci,
        ...multipart({ blogId: String(blogId), alt: 'Łazienka' }, file),
      });
    const before = await blogFiles();
    const svg = await upload({ name: 'a.png', data: SVG });
    expect(svg.status).toBe(400);
    expect(svg.body.error.message).toBe('Dozwolone są tylko obrazy JPEG, PNG, WebP, AVIF lub GIF.');
    expect((await upload({ name: 'a.png', data: PNG }, 999999)).status).toBe(404);
    expect(await blogFiles()).toEqual(before);

    const ok = await upload({ name: '../../etc/passwd.png', data: PNG });
    expect(ok.status).toBe(200);
    expect(ok.body.result.url).toMatch(/^\/api\/content\/uploads\/blog\/[0-9a-f-]{36}\.png$/);
    const images = await get('GetImages', { blogId: String(id) });
    expect(images.body.result).toEqual([ok.body.result]);
    expect((await get('Get', { id: String(id) })).body.result.imageUrl).toBe(ok.body.result.url);
    const file = await p.call({ method: 'GET', url: ok.body.result.url });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');

    const remove = (imageId: number, token = tresci) =>
      p.call({ method: 'DELETE', url: `${B}/RemoveImage`, query: { id: String(imageId) }, token });
    expect((await remove(ok.body.result.id, await p.login('admin', 2))).status).toBe(404);
    expect((await remove(ok.body.result.id)).status).toBe(200);
    expect((await p.call({ method: 'GET', url: ok.body.result.url })).status).toBe(404);
    expect(await blogFiles()).toEqual(before);
  });

  it('keeps tenants apart and deletes a post with its images', async () => {
    const other = await p.login('admin', 2);
    expect((await get('Get', { id: String(id) }, other)).status).toBe(404);
    expect((await get('GetAll', {}, other)).body.result.totalCount).toBe(0);
    const update = await p.call({
      method: 'PUT',
      url: `${B}/Update`,
      token: other,
      payload: { id, categoryId: null, title: 'Przejęty', contentHtml: '', isEdit: false },
    });
    expect(update.status).toBe(404);
    const del = (token: string) =>
      p.call({ method: 'DELETE', url: `${B}/Delete`, query: { id: String(id) }, token });
    expect((await del(other)).status).toBe(404);
    expect((await get('Get', { id: String(id) })).status).toBe(200);
    expect((await del(tresci)).status).toBe(200);
    expect((await get('Get', { id: String(id) }, tresci)).status).toBe(404);
  });
});
