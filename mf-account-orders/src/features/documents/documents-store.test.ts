// @vitest-environment happy-dom
// The document list and details stores against the real API host: invoices issued when staff
// confirm orders, listed for their buyer only (staff with Pages.Document.Manage see the tenant's),
// filtered by the status slug of the path, opened with their lines, VAT per rate and parties.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { OrderSnapshot } from '@armatura/shared-libs/contracts';
import { clearNotices } from '@armatura/shared-libs/notices';
import { $session, removeAuthAndUserCookies, signIn } from '@armatura/shared-libs/session';
import {
  confirm,
  placeOrder,
  shopFor,
  signIn as apiSignIn,
} from '../../../server/documents/testing';
import { documentElements } from './document-details-store';
import {
  documentList,
  showDocuments,
  toApiQuery,
  documentsQueryFromRoute,
} from './documents-store';

let host: TestApiHost;
let orders: OrderSnapshot[];

beforeAll(async () => {
  host = await startTestApiHost();
  const p = host.platform;
  const shop = await shopFor(p);
  const b2c = (await apiSignIn(p, 'b2c')).token;
  const staff = (await apiSignIn(p, 'zamowienia')).token;
  orders = [await placeOrder(p, b2c, shop), await placeOrder(p, b2c, shop, { payment: 'cod' })];
  for (const o of orders) await confirm(p, staff, o.id);
  await p.ctx.events.drain();
}, 120_000);
afterAll(() => host?.close());

beforeEach(() => {
  removeAuthAndUserCookies();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  clearNotices();
  documentList.reset();
});

const signInAs = (userName: string) =>
  signIn({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false });
const orderIds = () => documentList.$state.get().data?.items.map((d) => d.orderId) ?? [];

describe('the document list store', () => {
  it('maps the status slug and the query string to the API query', () => {
    const q = documentsQueryFromRoute({
      params: { statusSlug: 'przeterminowane' },
      search: {
        dateFrom: '2026-01-01',
        sort: 'issueDate desc',
        page: '2',
        size: '15',
        userId: 'x',
      },
    });
    expect(toApiQuery(q)).toEqual({
      status: 'overdue',
      dateFrom: '2026-01-01',
      sorting: 'issueDate desc',
      skipCount: 15,
      maxResultCount: 15,
    });
    expect(documentsQueryFromRoute({ params: {}, search: { sort: 'secret asc' } }).sorting).toBe(
      '',
    );
  });

  it("lists the buyer's invoices of confirmed orders; another customer sees none of them", async () => {
    await signInAs('b2c');
    await showDocuments({ params: {}, search: {} });
    expect(documentList.$state.get().status).toBe('ready');
    expect(orderIds().sort()).toEqual(orders.map((o) => o.id).sort());
    await signInAs('b2b2');
    await showDocuments({ params: {}, search: { size: '15' } });
    expect(orderIds().filter((id) => orders.some((o) => o.id === id))).toEqual([]);
  });

  it('filters by the status in the path', async () => {
    await signInAs('b2c');
    await showDocuments({ params: { statusSlug: 'oplacone' }, search: {} });
    expect(documentList.$state.get().data?.items.every((d) => d.status === 'paid')).toBe(true);
    await showDocuments({ params: { statusSlug: 'nieoplacone' }, search: {} });
    const unpaid = documentList.$state.get().data!.items;
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((d) => d.status !== 'paid')).toBe(true);
  });

  it('does not ask the API for a status the shop does not know', async () => {
    await signInAs('b2c');
    await showDocuments({ params: { statusSlug: 'zgubione' }, search: {} });
    expect(documentList.$state.get().status).toBe('idle');
  });

  it('opens a document with its lines, parties and VAT per rate', async () => {
    await signInAs('b2c');
    await showDocuments({ params: {}, search: {} });
    const doc = documentList.$state.get().data!.items.find((d) => d.orderId === orders[0]!.id)!;
    await showDocuments({ params: {}, search: { dokument: String(doc.id) } });
    const opened = documentElements.$state.get();
    expect(opened.status).toBe('ready');
    expect(opened.data!.document).toMatchObject({ id: doc.id, number: doc.number });
    expect(opened.data!.buyer.nip).toBe('5260250995');
    expect(opened.data!.items.length).toBeGreaterThan(0);
    const rates = opened.data!.byRate.reduce((sum, r) => sum + r.gross, 0);
    expect(Math.round(rates * 100)).toBe(Math.round(doc.totalGross * 100));
  });
});
