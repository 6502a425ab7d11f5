// @vitest-environment happy-dom
// The product grid's stores against the real API host: what the grid shows is the page the
// catalogue answers for its filter, sorting and paging; grid edits are saved by UpdateFromGrid and a
// refusal leaves the row as it was, with the server's message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import { $savingRows, changedFields, saveGridEdit } from './grid-edit-store';
import {
  $productList,
  $productQuery,
  changeProductQuery,
  INITIAL_QUERY,
  nextQuery,
  sortingParam,
} from './product-list-store';
import type { ProductEdit, ProductPage, ProductRow } from './products-api';

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
beforeEach(() => {
  $productQuery.set({ ...INITIAL_QUERY });
});

/** The grid's page as the API answers it to the same query. */
const apiPage = (query: Record<string, string | number>) =>
  read<ProductPage>('Product/GetAllProducts', { isArchived: false, ...query });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

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

  it('loads the page the API answers for its sorting, skipCount and maxResultCount', async () => {
    await changeProductQuery({ sort: { column: 'valueBrutto', direction: 'descending' } });
    await changeProductQuery({ page: 2 });
    const expected = await apiPage({
      sorting: 'valueBrutto desc',
      skipCount: 10,
      maxResultCount: 10,
    });
    expect(expected.items).toHaveLength(10);
    expect($productList.get()).toMatchObject({ status: 'ready', totalCount: expected.totalCount });
    expect(ids($productList.get().items)).toEqual(ids(expected.items));
    const prices = $productList.get().items.map((row) => row.valueBrutto);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('sends the filter trimmed and shows only the matching products', async () => {
    const [first] = (await apiPage({ maxResultCount: 1, sorting: 'code asc' })).items;
    await changeProductQuery({ filter: `  ${first!.code}  ` });
    const expected = await apiPage({
      filter: first!.code,
      sorting: 'name asc',
      maxResultCount: 10,
    });
    expect($productList.get().status).toBe('ready');
    expect(ids($productList.get().items)).toEqual(ids(expected.items));
    expect(ids($productList.get().items)).toContain(first!.id);
  });

  it("shows the server's message when the list is refused", async () => {
    const tooLong = 'x'.repeat(201);
    const refused = await host.platform.call({
      method: 'GET',
      url: `/api/services/app/Product/GetAllProducts?filter=${tooLong}`,
      token,
    });
    expect(refused.status).toBe(400);
    await changeProductQuery({ filter: tooLong });
    expect($productList.get()).toMatchObject({
      status: 'error',
      error: refused.body.error.message,
    });
  });
});

describe('grid edit', () => {
  /** A fresh row of the grid (first page by code), as the store holds it. */
  async function loadedRow(): Promise<ProductRow> {
    await changeProductQuery({ sort: { column: 'code', direction: 'ascending' } });
    return $productList.get().items[0]!;
  }
  const saved = (id: number) => read<ProductEdit>('Product/GetProductToEdit', { id });

  it('sends only the changed fields', () => {
    const row = { valueNetto: 100, qtyAvailable: 5, isActive: true } as ProductRow;
    expect(changedFields(row, { valueNetto: 100, qtyAvailable: 7, isActive: true })).toEqual({
      qtyAvailable: 7,
    });
    expect(changedFields(row, { valueNetto: NaN })).toEqual({});
  });

  it('saves the change and updates the row', async () => {
    const row = await loadedRow();
    const qty = row.qtyAvailable + 7;
    expect(await saveGridEdit(row, { qtyAvailable: qty })).toBe(true);
    expect((await saved(row.id)).qtyAvailable).toBe(qty);
    expect($productList.get().items.find((item) => item.id === row.id)?.qtyAvailable).toBe(qty);
    expect($savingRows.get()[String(row.id)]).toBe(false);
  });

  it('clears the loading flag and keeps the old values when the save is refused', async () => {
    const row = await loadedRow();
    // A row whose code no longer matches the product (edited elsewhere): the server refuses it.
    const stale = { ...row, code: `${row.code}-INNY` };
    expect(await saveGridEdit(stale, { valueNetto: row.valueNetto + 50 })).toBe(false);
    expect($savingRows.get()[String(row.id)]).toBe(false);
    expect($productList.get().items.find((item) => item.id === row.id)?.valueNetto).toBe(
      row.valueNetto,
    );
    expect((await saved(row.id)).valueNetto).toBe(row.valueNetto);
  });
});
