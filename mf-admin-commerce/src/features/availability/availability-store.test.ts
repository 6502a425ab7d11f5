// @vitest-environment happy-dom
// The availability-alert stores against the real API host: visitors subscribe through the public
// NotifyAvailability/Create, staff see one row per article (5 a page) and each article's subscribers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import type { ProductPage } from '../products/products-api';
import {
  $alertDetails,
  $alertList,
  changeAlertQuery,
  loadAlertDetails,
  nextAlertQuery,
  parseArticleId,
  type AlertArticle,
} from './availability-store';

let host: TestApiHost;
let token: string;
let read: ApiReader;
let products: ProductPage['items'];

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  token = await host.login(STAFF_USER);
  read = apiReader(host, token);
  // Seven articles with alerts: more than one page of five.
  products = (
    await read<ProductPage>('Product/GetAllProducts', {
      isArchived: false,
      isActive: true,
      sorting: 'code asc',
      maxResultCount: 7,
    })
  ).items;
  for (const [i, product] of products.entries()) {
    const res = await host.platform.call({
      method: 'POST',
      url: '/api/services/app/NotifyAvailability/Create',
      payload: { email: `klient${i}@example.com`, productId: product.id },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => host?.close());

describe('availability alerts', () => {
  it('pages by 5 as the API does and resets the page on a new filter', async () => {
    expect(
      nextAlertQuery(
        { page: 3, pageSize: 5, filter: '', onlyPending: false },
        { onlyPending: true },
      ).page,
    ).toBe(1);
    await changeAlertQuery({ page: 2 });
    const expected = await read<{ items: AlertArticle[]; totalCount: number }>(
      'NotifyAvailability/GetAll',
      { skipCount: 5, maxResultCount: 5 },
    );
    expect(expected.totalCount).toBeGreaterThanOrEqual(7);
    expect($alertList.get()).toMatchObject({ status: 'ready', data: expected });

    await changeAlertQuery({ filter: ` ${products[0]!.code} ` });
    expect($alertList.get().data?.items.map((a) => a.productId)).toContain(products[0]!.id);
    expect($alertList.get().data!.items.length).toBeLessThan(expected.totalCount);
  });

  it('loads the subscribers of one article and reports failures', async () => {
    await loadAlertDetails(products[1]!.id);
    expect($alertDetails.get()).toMatchObject({
      status: 'ready',
      data: { product: { id: products[1]!.id, code: products[1]!.code } },
    });
    expect($alertDetails.get().data?.items.map((s) => s.email)).toContain('klient1@example.com');
    await loadAlertDetails(2_000_000_000);
    expect($alertDetails.get()).toMatchObject({
      status: 'error',
      error: 'Nie znaleziono produktu.',
    });
    expect(parseArticleId('12')).toBe(12);
    expect(parseArticleId('x')).toBeNull();
  });
});
