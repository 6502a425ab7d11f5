// Product admin: permissions, validation, create/update/grid/archive/delete, images, CSV/XLSX import
// with bad rows, export, and availability alerts mailed through the outbox when stock returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import ExcelJS from 'exceljs';

let p: TestPlatform;
let admin: string;
let sales: string;
const P = '/api/services/app/Product';

beforeAll(async () => {
  p = await createTestPlatform();
  admin = await p.login('admin');
  sales = await p.login('sprzedaz');
});
afterAll(async () => {
  await p?.close();
});

function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const boundary = '----armatura' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function waitForJob(id: number) {
  for (let i = 0; i < 100; i++) {
    const job = (await p.call({ method: 'GET', url: `${P}/GetImportJob?id=${id}`, token: sales }))
      .body.result;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('import did not finish');
}

describe('product admin', () => {
  it('needs Pages.ProductConfiguration: 401 anonymous, 403 customers', async () => {
    expect((await p.call({ method: 'GET', url: `${P}/GetAllProducts` })).status).toBe(401);
    expect(
      (await p.call({ method: 'GET', url: `${P}/GetAllProducts`, token: await p.login('b2b') }))
        .status,
    ).toBe(403);
    expect(
      (await p.call({ method: 'POST', url: `${P}/SyncElestic`, token: await p.login('b2c') }))
        .status,
    ).toBe(403);
    const list = await p.call({
      method: 'GET',
      url: `${P}/GetAllProducts?maxResultCount=5&sorting=valueBrutto desc&filter=bateria`,
      token: sales,
    });
    expect(list.status).toBe(200);
    expect(list.body.result.items).toHaveLength(5);
    const prices = list.body.result.items.map((i: { valueBrutto: number }) => i.valueBrutto);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(list.body.result.totalCount).toBeGreaterThan(5);
  });

  it('validates input with 400s and clear messages', async () => {
    const noName = await p.call({
      method: 'POST',
      url: `${P}/CreateProduct`,
      token: sales,
      payload: { code: 'X-1' },
    });
    expect(noName.status).toBe(400);
    expect(
      noName.body.error.validationErrors.map((v: { members: string[] }) => v.members[0]),
    ).toContain('name');
    const badEan = await p.call({
      method: 'POST',
      url: `${P}/CreateProduct`,
      token: sales,
      payload: { code: 'X-1', name: 'Test', ean: 'abc' },
    });
    expect(badEan.status).toBe(400);
    const dup = await p.call({
      method: 'POST',
      url: `${P}/CreateProduct`,
      token: sales,
      payload: { code: 'USL-MONTAZ-BAT', name: 'Duplikat' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe("Produkt o kodzie 'USL-MONTAZ-BAT' już istnieje.");
    const search = await p.call({
      method: 'POST',
      url: '/api/search',
      payload: { state: { filters: [{ field: 'password', values: ['x'] }] } },
    });
    expect(search.status).toBe(400);
    expect(search.body.error.validationErrors[0].members).toEqual(['password']);
    expect(search.body.success).toBe(false);
  });

  it('creates, finds, edits from the grid, archives and deletes a product', async () => {
    const created = await p.call({
      method: 'POST',
      url: `${P}/CreateProduct`,
      token: sales,
      payload: {
        code: 'TEST-ZLW-01',
        name: 'Zlewozmywak granitowy Żółty Testowy',
        valueNetto: 1000,
        rate: 23,
        qtyAvailable: 4,
        categoryIds: [38959],
        attributes: [{ attrName: 'Kolor', attrValue: 'żółty' }],
      },
    });
    expect(created.status).toBe(200);
    const product = created.body.result;
    expect(product.valueBrutto).toBe(1230);
    const found = await p.call({
      method: 'POST',
      url: '/api/search',
      payload: { state: { searchTerm: 'zlewozmywak zolty' } },
    });
    expect(found.body.results.map((r: { id: { raw: string } }) => Number(r.id.raw))).toEqual([
      product.id,
    ]);
    const grid = await p.call({
      method: 'PUT',
      url: `${P}/UpdateFromGrid`,
      token: sales,
      payload: { id: product.id, code: 'TEST-ZLW-01', valueBrutto: 615 },
    });
    expect(grid.body.result.valueNetto).toBe(500);
    expect(
      (
        await p.call({
          method: 'PUT',
          url: `${P}/UpdateFromGrid`,
          token: sales,
          payload: { id: product.id, code: 'INNY', qtyAvailable: 1 },
        })
      ).status,
    ).toBe(400);
    await p.call({
      method: 'POST',
      url: `${P}/ArchiveProducts`,
      token: sales,
      payload: { ids: [product.id] },
    });
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/search',
          payload: { state: { searchTerm: 'zlewozmywak zolty' } },
        })
      ).body.totalResults,
    ).toBe(0);
    const events =
      await sql`select count(*)::int as n from platform.outbox where type = 'catalog.productChanged' and payload->>'productId' = ${String(product.id)}`.execute(
        p.ctx.db,
      );
    expect((events.rows[0] as { n: number }).n).toBe(3);
    expect(
      (await p.call({ method: 'DELETE', url: `${P}/DeleteProduct?Id=${product.id}`, token: sales }))
        .status,
    ).toBe(200);
    expect(
      (await p.call({ method: 'GET', url: `${P}/GetProductToEdit?id=${product.id}`, token: sales }))
        .status,
    ).toBe(404);
  });

  it('uploads, lists, updates and deletes images', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const up = multipart(
      { productId: '1', alt: 'Widok z przodu', sort: '5' },
      { name: 'a.png', type: 'image/png', data: png },
    );
    const res = await p.call({ method: 'POST', url: `${P}/CreateImage`, token: sales, ...up });
    expect(res.status).toBe(200);
    const file = await p.app.inject({ method: 'GET', url: res.body.result.url });
    expect(file.rawPayload.equals(png)).toBe(true);
    const bad = multipart(
      { productId: '1' },
      { name: 'a.txt', type: 'text/plain', data: Buffer.from('x') },
    );
    expect(
      (await p.call({ method: 'POST', url: `${P}/CreateImage`, token: sales, ...bad })).status,
    ).toBe(400);
    await p.call({
      method: 'PUT',
      url: `${P}/UpdateImage`,
      token: sales,
      payload: { id: res.body.result.id, alt: 'Nowy opis' },
    });
    const images = (
      await p.call({ method: 'GET', url: `${P}/GetImages?productId=1`, token: sales })
    ).body.result;
    expect(images.find((i: { id: number }) => i.id === res.body.result.id).alt).toBe('Nowy opis');
    expect(
      (
        await p.call({
          method: 'DELETE',
          url: `${P}/DeleteImage?Id=${res.body.result.id}`,
          token: sales,
        })
      ).status,
    ).toBe(200);
    expect((await p.app.inject({ method: 'GET', url: res.body.result.url })).statusCode).toBe(404);
  });
});

describe('import and export', () => {
  it('imports CSV incrementally (upsert by code) and lists bad rows', async () => {
    const existing = (
      (
        await sql`select code, qty_available from catalog.products where is_active and not is_service order by id limit 1`.execute(
          p.ctx.db,
        )
      ).rows as any[]
    )[0];
    const csv = [
      'code;name;valueNetto;rate;qtyAvailable;categories;attributes;brand',
      'IMP-001;Bateria testowa importowana;100;23;5;baterie-umywalkowe;Kolor=chrom|Materiał=mosiądz;Grohe',
      'IMP-002;;50;23;1;;;',
      `${existing.code};;;;77;;;`,
      'IMP-003;Wieszak importowany;abc;23;1;;;',
      'IMP-004;Wieszak importowany;10;23;1;nie-ma-kategorii;;',
    ].join('\n');
    const up = multipart({}, { name: 'produkty.csv', type: 'text/csv', data: Buffer.from(csv) });
    const start = await p.call({ method: 'POST', url: `${P}/ImportProduct`, token: sales, ...up });
    expect(start.status).toBe(200);
    expect(start.body.result.total).toBe(5);
    const job = await waitForJob(start.body.result.id);
    expect(job).toMatchObject({ status: 'done', processed: 5, created: 1, updated: 1 });
    expect(job.errors.map((e: { row: number }) => e.row)).toEqual([3, 5, 6]);
    expect(job.errors[1].message).toContain('valueNetto');
    const stock = (
      (
        await sql`select qty_available from catalog.products where code = ${existing.code}`.execute(
          p.ctx.db,
        )
      ).rows as any[]
    )[0];
    expect(stock.qty_available).toBe(77);
    const found = await p.call({
      method: 'POST',
      url: '/api/search',
      payload: { state: { searchTerm: 'importowana' } },
    });
    expect(found.body.results[0].brandName.raw).toBe('Grohe');
  });

  it('imports XLSX and exports CSV and XLSX', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('x');
    ws.addRow(['code', 'name', 'valueNetto', 'qtyAvailable']);
    ws.addRow(['XLS-1', 'Lustro łazienkowe z arkusza', 300, 2]);
    const up = multipart(
      {},
      {
        name: 'p.xlsx',
        type: 'application/octet-stream',
        data: Buffer.from(await wb.xlsx.writeBuffer()),
      },
    );
    const job = await waitForJob(
      (await p.call({ method: 'POST', url: `${P}/ImportProduct`, token: sales, ...up })).body.result
        .id,
    );
    expect(job).toMatchObject({ status: 'done', created: 1, errors: [] });
    const csv = await p.app.inject({
      method: 'POST',
      url: `${P}/DownloadFile`,
      headers: { authorization: `Bearer ${sales}` },
      payload: { format: 'csv', filter: 'arkusza' },
    });
    expect(csv.headers['content-disposition']).toContain('.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('XLS-1;');
    const xlsx = await p.app.inject({
      method: 'POST',
      url: `${P}/DownloadFile`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { format: 'xlsx' },
    });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(back.worksheets[0]!.rowCount).toBeGreaterThan(200);
  });
});

describe('availability alerts', () => {
  it('mails every pending subscriber once when stock goes from 0 to more', async () => {
    const product = (
      (
        await sql`select id, code from catalog.products where is_active and not is_service and qty_available = 0 order by id limit 1`.execute(
          p.ctx.db,
        )
      ).rows as any[]
    )[0];
    for (const email of ['ala@example.pl', 'Ola@example.pl', 'ala@example.pl']) {
      expect(
        (
          await p.call({
            method: 'POST',
            url: '/api/services/app/NotifyAvailability/Create',
            payload: { email, productId: product.id },
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/NotifyAvailability/Create',
          payload: { email: 'zly-adres', productId: product.id },
        })
      ).status,
    ).toBe(400);
    const list = await p.call({
      method: 'GET',
      url: '/api/services/app/NotifyAvailability/GetAll',
      token: sales,
    });
    expect(
      list.body.result.items.find((i: { productId: number }) => i.productId === product.id),
    ).toMatchObject({ subscribersCount: 2, pendingCount: 2 });
    expect(
      (
        await p.call({
          method: 'GET',
          url: '/api/services/app/NotifyAvailability/GetAll',
          token: await p.login('b2b'),
        })
      ).status,
    ).toBe(403);
    const mails = async () =>
      (
        (
          await sql`select payload from platform.outbox where type = 'mail.requested' and payload->>'template' = 'NotifyAvailability'`.execute(
            p.ctx.db,
          )
        ).rows as any[]
      ).map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload));
    await p.call({
      method: 'PUT',
      url: `${P}/UpdateFromGrid`,
      token: sales,
      payload: { id: product.id, code: product.code, qtyAvailable: 0 },
    });
    expect(await mails()).toHaveLength(0);
    await p.call({
      method: 'PUT',
      url: `${P}/UpdateFromGrid`,
      token: sales,
      payload: { id: product.id, code: product.code, qtyAvailable: 3 },
    });
    await p.call({
      method: 'PUT',
      url: `${P}/UpdateFromGrid`,
      token: sales,
      payload: { id: product.id, code: product.code, qtyAvailable: 0 },
    });
    await p.call({
      method: 'PUT',
      url: `${P}/UpdateFromGrid`,
      token: sales,
      payload: { id: product.id, code: product.code, qtyAvailable: 8 },
    });
    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['ala@example.pl', 'ola@example.pl']);
    expect(sent[0].data.productUrl).toContain(`-${product.id}`);
    const details = await p.call({
      method: 'GET',
      url: `/api/services/app/NotifyAvailability/GetDetails?productId=${product.id}`,
      token: sales,
    });
    expect(
      details.body.result.items.every((a: { notifiedAt: string | null }) => a.notifiedAt !== null),
    ).toBe(true);
    await p.ctx.events.drain();
  });
});
