import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApi } from '../testing/fake-api';
import {
  $alertDetails,
  $alertList,
  changeAlertQuery,
  loadAlertDetails,
  nextAlertQuery,
  parseArticleId,
} from './availability-store';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

describe('availability alerts', () => {
  it('pages by 5 and resets the page on a new filter', async () => {
    expect(
      nextAlertQuery(
        { page: 3, pageSize: 5, filter: '', onlyPending: false },
        { onlyPending: true },
      ).page,
    ).toBe(1);
    api.on('GET NotifyAvailability/GetAll', () => ({
      result: {
        items: [
          {
            productId: 4,
            code: 'A',
            name: 'B',
            qtyAvailable: 0,
            subscribersCount: 2,
            pendingCount: 1,
            lastCreationTime: '2026-01-01',
          },
        ],
        totalCount: 11,
      },
    }));
    await changeAlertQuery({ page: 2 });
    expect(api.requests.at(-1)!.query.get('skipCount')).toBe('5');
    expect(api.requests.at(-1)!.query.get('maxResultCount')).toBe('5');
    expect($alertList.get()).toMatchObject({ status: 'ready', data: { totalCount: 11 } });
  });

  it('loads the subscribers of one article and reports failures', async () => {
    api.on('GET NotifyAvailability/GetDetails', (r) =>
      r.query.get('productId') === '4'
        ? {
            result: {
              product: { id: 4, code: 'A', name: 'B', qtyAvailable: 0 },
              items: [
                {
                  id: 1,
                  email: 'a@b.pl',
                  userId: null,
                  creationTime: '2026-01-01',
                  notifiedAt: null,
                },
              ],
            },
          }
        : { status: 404, error: 'Nie znaleziono produktu.' },
    );
    await loadAlertDetails(4);
    expect($alertDetails.get().data?.items[0]?.email).toBe('a@b.pl');
    await loadAlertDetails(5);
    expect($alertDetails.get()).toMatchObject({
      status: 'error',
      error: 'Nie znaleziono produktu.',
    });
    expect(parseArticleId('12')).toBe(12);
    expect(parseArticleId('x')).toBeNull();
  });
});
