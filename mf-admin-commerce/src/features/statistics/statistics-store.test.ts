// @vitest-environment happy-dom
// The statistics stores against the REAL API host (startTestApiHost, 'sprzedaz' signed in through
// the session store): a bad range is refused in the browser with the server's own message and
// nothing is loaded; a good one loads all five calls; an order event published on the host shows
// in what the store holds; the charts are built from exactly those figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signIn } from '@armatura/shared-libs/session';
import { ORDER_PLACED, STATISTICS_MESSAGES } from '@armatura/shared-libs/contracts';
import { STAFF_USER } from '../testing/api-reader';
import { rankingChart, salesChart, statusChart } from './charts';
import {
  $draft,
  $formError,
  applyRange,
  changeDraft,
  defaultQuery,
  rangeProblem,
  statistics,
  warsawToday,
} from './statistics-store';
import { statisticsTexts } from './statistics-texts';

let host: TestApiHost;
const t = statisticsTexts.t;

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
}, 180_000);
afterAll(() => host?.close());

describe('statistics store (real API)', () => {
  it('refuses a bad range before sending anything, with the server message', async () => {
    expect(rangeProblem({ from: '2026-02-31', to: '2026-03-01', interval: 'day' })).toBe(
      STATISTICS_MESSAGES.badDay,
    );
    expect(rangeProblem({ from: '2020-01-01', to: '2026-03-01', interval: 'day' })).toBe(
      STATISTICS_MESSAGES.tooLong,
    );
    changeDraft({ from: '2026-03-02', to: '2026-03-01' });
    await applyRange();
    expect($formError.get()).toBe(STATISTICS_MESSAGES.order);
    expect(statistics.$state.get().status).toBe('idle');
  });

  it('loads the last 30 days, and an order placed today shows in them', async () => {
    const q = defaultQuery();
    expect(q).toMatchObject({ to: warsawToday(), interval: 'day' });
    $draft.set(q);
    await applyRange();
    const before = statistics.$state.get().data!;
    expect(before.sales.current).toHaveLength(30);
    const ordersBefore = before.summary.current.orders;

    const now = new Date().toISOString();
    // A complete snapshot, as checkout publishes it (every subscriber of order.placed reads it).
    const item = { productId: 1, code: 'K-1', name: 'Bateria', unit: 'szt', qty: 2 };
    const order = {
      ...{ id: 777_001, tenantId: 1, number: 'ZAM/TEST/777001', kind: 'ORDER', status: 'NEW' },
      ...{ statusName: 'Nowe', revision: 1, buyerUserId: null, currency: 'PLN', comment: null },
      buyer: {
        firstName: 'Jan',
        lastName: 'Nowy',
        email: 'sklep@example.pl',
        phone: '+48 600 000 000',
        isCompany: false,
      },
      ...{ delivery: null, deliveryAddress: null, pointOfSale: null, payment: null },
      ...{ paymentStatus: 'NONE', paymentTransactionId: null, paymentUrl: null, paidAt: null },
      items: [
        { ...item, priceNet: 150, priceGross: 184.5, vatRate: 23, netValue: 300, imageUrl: null },
      ],
      totals: {
        net: 300,
        vat: 69,
        gross: 369,
        byRate: [{ rate: 23, net: 300, vat: 69, gross: 369 }],
      },
      ...{ approverUserId: null, acceptedByUserId: null, acceptedAt: null, rejectedByUserId: null },
      ...{ rejectionReason: null, sourceOfferId: null, convertedOrderId: null },
      createdAt: now,
      updatedAt: now,
    };
    const ctx = host.platform.ctx;
    await ctx.db
      .transaction()
      .execute((tx) =>
        ctx.events.publish(tx, { type: ORDER_PLACED, payload: { tenantId: 1, order } }),
      );
    await ctx.events.drain();

    await applyRange();
    const after = statistics.$state.get().data!;
    expect(after.summary.current.orders).toBe(ordersBefore + 1);
    expect(after.sales.current.at(-1)!.net).toBeGreaterThanOrEqual(300);
    expect(after.products.items.map((p) => p.code)).toContain('K-1');

    const sales = salesChart(after.sales, true, t);
    expect(sales.data.labels).toEqual(after.sales.current.map((p) => p.period));
    expect(sales.data.datasets.map((d) => d.label)).toEqual([
      'Netto',
      'Brutto',
      'Netto, poprzedni okres',
      'Brutto, poprzedni okres',
    ]);
    expect(salesChart(after.sales, false, t).data.datasets).toHaveLength(2);
    expect(statusChart(after.byStatus, false, t).data.labels).toContain('Nowe');
    expect(rankingChart(after.products, true, t).data.datasets[0]!.data).toEqual(
      after.products.items.map((p) => p.net),
    );
  });
});
