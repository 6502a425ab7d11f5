// @vitest-environment happy-dom
// Product import against the real API host: the file goes to ImportProduct, the store polls
// GetImportJob until the catalogue's job ends and keeps its row errors; a refused file shows the
// server's message, and a file of another type never leaves the browser.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '../admin-texts/texts';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import { $importState, acceptsImportFile, importPercent, startImport } from './import-store';
import type { ImportJob, ProductPage } from './products-api';

let host: TestApiHost;
let token: string;
let read: ApiReader;
beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  token = await host.login(STAFF_USER);
  read = apiReader(host, token);
});
afterAll(() => host?.close());

const job = (processed: number, status: ImportJob['status']): ImportJob => ({
  id: 7,
  status,
  fileName: 'p.csv',
  processed,
  total: 4,
  created: 1,
  updated: 2,
  errors: [],
  creationTime: '2026-01-01T00:00:00.000Z',
  finishedTime: null,
});

describe('product import', () => {
  it('accepts CSV and XLSX only and computes progress', () => {
    expect(acceptsImportFile('a.CSV')).toBe(true);
    expect(acceptsImportFile('a.xlsx')).toBe(true);
    expect(acceptsImportFile('a.pdf')).toBe(false);
    expect(importPercent(job(1, 'running'))).toBe(25);
    expect(importPercent(job(1, 'done'))).toBe(100);
    expect(importPercent(null)).toBe(0);
  });

  it('refuses another file type without calling the API', async () => {
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const state = await startImport(new Blob(['x']), 'plik.pdf', 1);
    expect(state).toMatchObject({ phase: 'failed', error: adminTexts.t('importWrongType') });
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('uploads, polls GetImportJob until done and keeps the row errors', async () => {
    const csv = [
      'code;name;valueNetto;rate;qtyAvailable',
      'IMPSTORE-1;Bateria z importu sklepu;100;23;5',
      'IMPSTORE-2;;50;23;1',
      'IMPSTORE-3;Syfon z importu sklepu;40;23;2',
    ].join('\n');
    const file = new File([csv], 'produkty.csv', { type: 'text/csv' });
    const state = await startImport(file, file.name, 20);
    expect(state.phase).toBe('done');
    expect(state.job).toMatchObject({ status: 'done', processed: 3, total: 3, created: 2 });
    // The nameless new product (file row 3) is the one error, as the server reported it.
    expect(state.job!.errors.map((e) => e.row)).toEqual([3]);
    expect($importState.get().job?.errors).toEqual(
      (await read<ImportJob>('Product/GetImportJob', { id: state.job!.id })).errors,
    );
    const imported = await read<ProductPage>('Product/GetAllProducts', {
      filter: 'z importu sklepu',
      maxResultCount: 10,
    });
    expect(imported.items.map((p) => p.code).sort()).toEqual(['IMPSTORE-1', 'IMPSTORE-3']);
  });

  it("reports the server's refusal of the upload", async () => {
    const state = await startImport(new Blob(['code;name\n']), 'pusty.csv', 1);
    expect(state).toMatchObject({
      phase: 'failed',
      error: 'Plik nie zawiera wierszy z produktami.',
    });
  });
});
