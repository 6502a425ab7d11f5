import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi } from '../testing/fake-api';
import { $savingRows, changedFields, saveGridEdit } from './grid-edit-store';
import {
  $productList,
  $productQuery,
  changeProductQuery,
  INITIAL_QUERY,
  nextQuery,
  sortingParam,
} from './product-list-store';
import type { ProductRow } from './products-api';

const row = (id: number, extra: Partial<ProductRow> = {}): ProductRow => ({
  id,
  erpId: null,
  code: `C-${id}`,
  ean: null,
  catalogNumber: null,
  name: `Produkt ${id}`,
  brandName: 'Grohe',
  unit: 'szt',
  rate: 23,
  valueNetto: 100,
  valueBrutto: 123,
  promotionValueNetto: 0,
  promotionValueBrutto: 0,
  qtyAvailable: 5,
  isActive: true,
  isArchived: false,
  modificationTime: '2026-01-01T00:00:00Z',
  imageUrl: null,
  ...extra,
});

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  $productQuery.set({ ...INITIAL_QUERY });
});

describe('product list query', () => {
  it('maps the sort to the API sorting and resets the page on filter/size/sort changes', () => {
    expect(sortingParam({ column: 'valueBrutto', direction: 'descending' })).toBe(
      'valueBrutto desc',
    );
    const q = { ...INITIAL_QUERY, page: 4 };
    expect(nextQuery(q, { page: 5 }).page).toBe(5);
    expect(nextQuery(q, { filter: 'grohe' }).page).toBe(1);
    expect(nextQuery(q, { pageSize: 20 }).page).toBe(1);
    expect(nextQuery(q, { sort: { column: 'code', direction: 'ascending' } }).page).toBe(1);
    expect(INITIAL_QUERY.pageSize).toBe(10);
  });

  it('loads the page with filter, sorting, skipCount and maxResultCount', async () => {
    api.on('GET Product/GetAllProducts', () => ({
      result: { items: [row(1), row(2)], totalCount: 42, totalCountCapped: false },
    }));
    await changeProductQuery({ filter: ' bateria ', page: 1 });
    await changeProductQuery({ page: 3 });
    const query = api.requests.at(-1)!.query;
    expect(query.get('filter')).toBe('bateria');
    expect(query.get('sorting')).toBe('name asc');
    expect(query.get('skipCount')).toBe('20');
    expect(query.get('maxResultCount')).toBe('10');
    expect($productList.get()).toMatchObject({ status: 'ready', totalCount: 42 });
    expect($productList.get().items).toHaveLength(2);
  });

  it('shows the server message when the list fails', async () => {
    api.on('GET Product/GetAllProducts', () => ({ status: 400, error: 'Zły filtr.' }));
    await changeProductQuery({ filter: 'x' });
    expect($productList.get()).toMatchObject({ status: 'error', error: 'Zły filtr.' });
  });
});

describe('grid edit', () => {
  it('sends only the changed fields with id and code', () => {
    expect(changedFields(row(1), { valueNetto: 100, qtyAvailable: 7, isActive: true })).toEqual({
      qtyAvailable: 7,
    });
    expect(changedFields(row(1), { valueNetto: NaN })).toEqual({});
  });

  it('updates the row after a save', async () => {
    api.on('GET Product/GetAllProducts', () => ({
      result: { items: [row(1)], totalCount: 1, totalCountCapped: false },
    }));
    api.on('PUT Product/UpdateFromGrid', (r) => ({ result: { ...row(1), ...(r.body as object) } }));
    await changeProductQuery({ filter: 'one' });
    expect(await saveGridEdit(row(1), { qtyAvailable: 9 })).toBe(true);
    expect(api.requests.at(-1)!.body).toEqual({ id: 1, code: 'C-1', qtyAvailable: 9 });
    expect($productList.get().items[0]!.qtyAvailable).toBe(9);
    expect($savingRows.get()['1']).toBe(false);
  });

  it('clears the loading flag and keeps the old values when the save fails', async () => {
    api.on('GET Product/GetAllProducts', () => ({
      result: { items: [row(1)], totalCount: 1, totalCountCapped: false },
    }));
    api.on('PUT Product/UpdateFromGrid', () => ({
      status: 400,
      error: 'Kod nie pasuje do produktu.',
    }));
    await changeProductQuery({ filter: 'two' });
    expect(await saveGridEdit(row(1), { valueNetto: 50 })).toBe(false);
    expect($savingRows.get()['1']).toBe(false);
    expect($productList.get().items[0]!.valueNetto).toBe(100);
  });
});
