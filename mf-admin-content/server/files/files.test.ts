// The file repository through the real platform: permissions, the type allow-list and size limits
// (Polish errors, nothing stored on a rejection), all-or-nothing multi-file upload, folders, rename
// and move keeping the public address, delete, the safe headers of served files, and tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import { PDF, PNG, SVG, multipart, type TestFile } from './test-multipart.js';

let p: TestPlatform;
let editor: string;
let otherAdmin: string;
const F = '/api/services/app/Files';
const png = (name = 'plan.png'): TestFile => ({ name, type: 'image/png', data: PNG });
const pdf = (name = 'karta.pdf'): TestFile => ({ name, type: 'application/pdf', data: PDF });
const upload = (
  method: 'UploadFile' | 'UploadFiles',
  fields: Record<string, string>,
  files: TestFile[],
  token = editor,
) => p.call({ method: 'POST', url: `${F}/${method}`, token, ...multipart(fields, files) });
const list = (query: Record<string, string> = {}, token = editor) =>
  p.call({ method: 'GET', url: `${F}/GetAll`, query, token });
const update = (payload: object, token = editor) =>
  p.call({ method: 'PUT', url: `${F}/Update`, payload, token });
const remove = (query: Record<string, string>, token = editor) =>
  p.call({ method: 'DELETE', url: `${F}/Delete`, query, token });

const stored = async () =>
  (await readdir(join(p.ctx.config.dataDir, 'uploads', 'content', 'files')).catch(() => [])).length;
const rows = async () =>
  (
    (await sql`select count(*)::int as n from content.files`.execute(p.ctx.db)).rows[0] as {
      n: number;
    }
  ).n;

async function refusedAndNothingStored(res: Promise<{ status: number; body: any }>, status = 400) {
  const [files, count] = [await stored(), await rows()];
  const answer = await res;
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ success: false, __abp: true });
  expect(await stored()).toBe(files);
  expect(await rows()).toBe(count);
  return answer.body.error.message as string;
}

beforeAll(async () => {
  p = await createTestPlatform();
  editor = await p.login('tresci');
  otherAdmin = await p.login('admin', 2);
});
afterAll(async () => {
  await p?.close();
});

describe('who may use the repository', () => {
  it('anonymous 401, a customer and sales staff 403, a content editor 200', async () => {
    expect((await list({}, '')).status).toBe(401);
    expect((await list({}, await p.login('b2c'))).status).toBe(403);
    expect((await upload('UploadFile', {}, [png()], await p.login('sprzedaz'))).status).toBe(403);
    expect((await list()).status).toBe(200);
  });
});

describe('uploading', () => {
  it('stores an image in a new folder and serves it inline with safe headers', async () => {
    const res = await upload('UploadFile', { categoryName: 'Katalogi' }, [png()]);
    expect(res.status).toBe(200);
    const file = res.body.result;
    expect(file).toMatchObject({ name: 'plan.png', isImage: true, extension: 'png' });
    expect(file.categoryName).toBe('Katalogi');
    expect(file.url).toMatch(/^\/api\/content\/uploads\/files\/[0-9a-f-]{36}\.png$/);
    const served = await p.call({ method: 'GET', url: file.url });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('serves a PDF and a CSV as downloads', async () => {
    const a = await upload('UploadFile', { name: 'Cennik 2026' }, [pdf()]);
    expect(a.body.result).toMatchObject({ name: 'Cennik 2026', contentType: 'application/pdf' });
    const served = await p.call({ method: 'GET', url: a.body.result.url });
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-type']).toBe('application/octet-stream');
    const csv = { name: 'ceny.csv', type: 'text/csv', data: Buffer.from('kod;cena\nA1;10,50\n') };
    expect((await upload('UploadFile', {}, [csv])).body.result.contentType).toBe('text/csv');
  });

  it('refuses other types, empty and oversized files with a Polish message, storing nothing', async () => {
    const html = {
      name: 'strona.html',
      type: 'text/html',
      data: Buffer.from('<script>1</script>'),
    };
    expect(await refusedAndNothingStored(upload('UploadFile', {}, [html]))).toMatch(
      /niedozwolony typ.*Dozwolone są obrazy/,
    );
    const svg = { name: 'logo.svg', type: 'image/svg+xml', data: SVG };
    await refusedAndNothingStored(upload('UploadFile', {}, [svg]));
    const exe = { name: 'setup.txt', type: 'text/plain', data: Buffer.from('MZ\x90\x00\x03\x00') };
    await refusedAndNothingStored(upload('UploadFile', {}, [exe]));
    const empty = { name: 'pusty.pdf', type: 'application/pdf', data: Buffer.alloc(0) };
    expect(await refusedAndNothingStored(upload('UploadFile', {}, [empty]))).toMatch(/pusty/);
    const big = { ...pdf(), data: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]) };
    expect(await refusedAndNothingStored(upload('UploadFile', {}, [big]), 413)).toMatch(
      /za duży \(limit 20 MB\)/,
    );
    await refusedAndNothingStored(upload('UploadFile', { categoryId: '999999' }, [png()]));
    await refusedAndNothingStored(upload('UploadFile', { categoryName: '  ' }, [png()]));
    await refusedAndNothingStored(upload('UploadFile', { name: 'a\u0000b' }, [png()]));
    await refusedAndNothingStored(upload('UploadFile', { categoryName: 'a/b' }, [png()]));
  });

  it('uploads many files at once, all or nothing, at most 10', async () => {
    const txt = { name: 'opis.txt', type: 'text/plain', data: Buffer.from('Zażółć gęślą jaźń') };
    const res = await upload('UploadFiles', { categoryName: 'Instrukcje' }, [png(), pdf(), txt]);
    expect(res.status).toBe(200);
    expect(res.body.result.items.map((f: { name: string }) => f.name)).toEqual([
      'plan.png',
      'karta.pdf',
      'opis.txt',
    ]);
    const svg = { name: 'logo.svg', type: 'image/svg+xml', data: SVG };
    const message = await refusedAndNothingStored(
      upload('UploadFiles', { categoryName: 'Nowy folder' }, [png(), svg]),
    );
    expect(message).toContain('logo.svg');
    const eleven = Array.from({ length: 11 }, (_, i) => png(`p${i}.png`));
    expect(await refusedAndNothingStored(upload('UploadFiles', {}, eleven), 413)).toMatch(
      /najwyżej 10 plików/,
    );
    const folders = (await list()).body.result.categories.map((c: { name: string }) => c.name);
    expect(folders).not.toContain('Nowy folder');
  });
});

describe('listing, renaming, moving, deleting', () => {
  it('lists a folder with counts, filters, pages by 5 and sorts', async () => {
    const all = await list();
    expect(all.body.result.items).toHaveLength(5);
    const folder = all.body.result.categories.find(
      (c: { name: string }) => c.name === 'Instrukcje',
    );
    expect(folder.fileCount).toBe(3);
    const inFolder = await list({ categoryId: String(folder.id) });
    expect(inFolder.body.result.totalCount).toBe(3);
    expect((await list({ filter: 'opis' })).body.result.items[0].name).toBe('opis.txt');
    const bySize = (await list({ sorting: 'size desc', maxResultCount: '20' })).body.result.items;
    expect(bySize[0].size).toBeGreaterThanOrEqual(bySize[bySize.length - 1].size);
    expect((await list({ sorting: 'storedName' })).status).toBe(400);
  });

  it('renames and moves a file; its public address stays the same', async () => {
    const file = (await list({ filter: 'opis' })).body.result.items[0];
    const renamed = await update({ id: file.id, name: 'Opis montażu.txt', categoryName: 'Montaż' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ name: 'Opis montażu.txt', categoryName: 'Montaż' });
    expect(renamed.body.result.url).toBe(file.url);
    const out = await update({ id: file.id, categoryId: null });
    expect(out.body.result.categoryId).toBeNull();
    expect((await update({ id: file.id })).status).toBe(400);
    expect((await update({ id: file.id, name: '../etc/passwd' })).status).toBe(400);
    expect((await update({ id: file.id, name: 'a/b.pdf' })).status).toBe(400);
    expect((await update({ id: file.id, name: 'a\\b.pdf' })).status).toBe(400);
    expect((await update({ id: file.id, categoryId: 999999 })).status).toBe(400);
    expect((await update({ id: 999999, name: 'x' })).status).toBe(404);
  });

  it('deletes a file (its address answers 404) and only empty folders', async () => {
    const file = (await list({ filter: 'karta' })).body.result.items[0];
    expect((await remove({ id: String(file.id) })).status).toBe(200);
    expect((await p.call({ method: 'GET', url: file.url })).status).toBe(404);
    const folders = (await list()).body.result.categories;
    const full = folders.find((c: { name: string }) => c.name === 'Katalogi');
    const full2 = await remove({ categoryId: String(full.id) });
    expect(full2.status).toBe(400);
    expect(full2.body.error.message).toMatch(/Folder nie jest pusty/);
    const empty = folders.find((c: { name: string }) => c.name === 'Montaż');
    expect((await remove({ categoryId: String(empty.id) })).status).toBe(200);
    expect((await remove({})).status).toBe(400);
  });
});

describe('tenants', () => {
  it("another tenant's admin neither sees nor changes tenant 1's files and folders", async () => {
    const mine = (await list()).body.result;
    const theirs = (await list({}, otherAdmin)).body.result;
    expect(theirs.totalCount).toBe(0);
    expect(theirs.categories).toEqual([]);
    const id = mine.items[0].id;
    expect((await update({ id, name: 'przejęty' }, otherAdmin)).status).toBe(404);
    expect((await remove({ id: String(id) }, otherAdmin)).status).toBe(404);
    const folder = String(mine.categories[0].id);
    expect((await remove({ categoryId: folder }, otherAdmin)).status).toBe(404);
    const into = await upload('UploadFile', { categoryId: folder }, [png()], otherAdmin);
    expect(into.status).toBe(400);
    expect((await list()).body.result.items[0].name).toBe(mine.items[0].name);
  });
});
