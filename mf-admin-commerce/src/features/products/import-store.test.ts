import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi } from '../testing/fake-api';
import { $importState, acceptsImportFile, importPercent, startImport } from './import-store';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const job = (
  processed: number,
  status: 'running' | 'done' | 'failed',
  errors: { row: number; message: string }[] = [],
) => ({
  id: 7,
  status,
  fileName: 'p.csv',
  processed,
  total: 4,
  created: 1,
  updated: 2,
  errors,
});

describe('product import', () => {
  it('accepts CSV and XLSX only and computes progress', () => {
    expect(acceptsImportFile('a.CSV')).toBe(true);
    expect(acceptsImportFile('a.xlsx')).toBe(true);
    expect(acceptsImportFile('a.pdf')).toBe(false);
    expect(importPercent(job(1, 'running'))).toBe(25);
    expect(importPercent(job(1, 'done'))).toBe(100);
  });

  it('refuses another file type without calling the API', async () => {
    const state = await startImport(new Blob(['x']), 'plik.pdf', 1);
    expect(state.phase).toBe('failed');
    expect(api.requests).toHaveLength(0);
  });

  it('uploads, polls GetImportJob until done and keeps the row errors', async () => {
    let polls = 0;
    api.on('POST Product/ImportProduct', () => ({ result: job(0, 'running') }));
    api.on('GET Product/GetImportJob', () =>
      ++polls < 2
        ? { result: job(2, 'running') }
        : { result: job(4, 'done', [{ row: 3, message: 'Brak nazwy.' }]) },
    );
    const state = await startImport(new Blob(['code;name\nA;B']), 'produkty.csv', 5);
    expect(polls).toBe(2);
    expect(
      api.requests
        .filter((r) => r.path === 'Product/GetImportJob')
        .every((r) => r.query.get('id') === '7'),
    ).toBe(true);
    expect(state.phase).toBe('done');
    expect($importState.get().job?.errors).toEqual([{ row: 3, message: 'Brak nazwy.' }]);
  });

  it('reports an upload error', async () => {
    api.on('POST Product/ImportProduct', () => ({ status: 400, error: 'Nieprawidłowy plik.' }));
    const state = await startImport(new Blob(['x']), 'p.xlsx', 1);
    expect(state).toMatchObject({ phase: 'failed', error: 'Nieprawidłowy plik.' });
  });
});
