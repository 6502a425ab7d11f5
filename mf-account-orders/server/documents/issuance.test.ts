// Where documents come from, through the real platform: an order placed and confirmed through
// checkout's API gets one invoice (FV/<year>/NNNNNN) via the order.statusChanged event; redelivery
// and concurrent issuance never duplicate or skip a number; an ERP's document.imported upserts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import {
  DOCUMENT_IMPORTED,
  ORDER_SNAPSHOTS_REQUESTED,
  ORDER_STATUS_CHANGED,
  type DocumentImportedEvent,
  type DocumentPage,
  type DocumentElements,
  type OrderStatusChangedEvent,
} from '@armatura/shared-libs/contracts';
import { invoiceOrder } from './issue-invoice.js';
import { addDays, warsawDay } from './status.js';
import {
  app,
  confirm,
  listDocuments,
  ok,
  placeOrder,
  shopFor,
  signIn,
  type Shop,
} from './testing.js';

let p: TestPlatform;
let shop: Shop;
let customer: string, staff: string, customerId: number;
const year = Number(warsawDay().slice(0, 4));

const documentsOf = async (token: string, query: Record<string, string> = {}) =>
  ok<DocumentPage>(listDocuments(p, token, { maxResultCount: '100', ...query }));

beforeAll(async () => {
  p = await createTestPlatform();
  shop = await shopFor(p);
  ({ token: customer, userId: customerId } = await signIn(p, 'b2c'));
  staff = (await signIn(p, 'zamowienia')).token;
}, 120_000);
afterAll(async () => {
  await p?.close();
});

describe('an invoice for a confirmed order', () => {
  it('is issued once, numbered FV/<year>/NNNNNN, with the order lines, delivery and VAT per rate', async () => {
    const order = await placeOrder(p, customer, shop, {
      lines: [
        { productId: shop.products[0]!.id, qty: 3 },
        { productId: shop.products[1]!.id, qty: 1 },
      ],
    });
    await p.ctx.events.drain();
    expect((await documentsOf(customer)).items.find((d) => d.orderId === order.id)).toBeUndefined();
    const confirmed = await confirm(p, staff, order.id);
    await p.ctx.events.drain();
    const doc = (await documentsOf(customer)).items.find((d) => d.orderId === order.id)!;
    expect(doc).toMatchObject({
      kind: 'FV',
      source: 'order',
      orderNumber: order.number,
      userId: customerId,
      buyerName: 'Łazienki Gęśla sp. z o.o.',
      buyerNip: '5260250995',
      totalNet: confirmed.totals.net,
      totalVat: confirmed.totals.vat,
      totalGross: confirmed.totals.gross,
      status: 'paid', // a confirmed transfer is a received transfer
    });
    expect(doc.number).toMatch(new RegExp(`^FV/${year}/\\d{6}$`));
    const elements = await ok<DocumentElements>(
      p.call({
        method: 'GET',
        url: app('Document/GetElements'),
        token: customer,
        query: { id: String(doc.id) },
      }),
    );
    expect(elements.items.map((i) => i.name)).toEqual([
      ...confirmed.items.map((i) => i.name),
      `Dostawa: ${confirmed.delivery!.name}`,
    ]);
    expect(elements.byRate).toEqual(confirmed.totals.byRate);

    // The same event delivered again, and a direct second issue: still one invoice.
    const event = await p.ctx.db
      .selectFrom('platform.outbox')
      .select('payload')
      .where('type', '=', ORDER_STATUS_CHANGED)
      .where(sql<boolean>`(payload->>'orderId')::int = ${order.id}`)
      .executeTakeFirstOrThrow();
    const payload = (
      typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload
    ) as OrderStatusChangedEvent;
    await p.ctx.events.publish(p.ctx.db, { type: ORDER_STATUS_CHANGED, payload, tenantId: 1 });
    await p.ctx.events.drain();
    expect(await invoiceOrder(p.ctx, payload.order, payload.at)).toBe('exists');
    expect((await documentsOf(staff, { filter: order.number })).items).toHaveLength(1);
  });

  it('gives a cash-on-delivery order an unpaid invoice due in 7 days', async () => {
    const order = await placeOrder(p, customer, shop, { payment: 'cod' });
    await confirm(p, staff, order.id);
    await p.ctx.events.drain();
    const doc = (await documentsOf(customer)).items.find((d) => d.orderId === order.id)!;
    expect(doc).toMatchObject({ status: 'new', paidAt: null, dueDate: addDays(doc.issueDate, 7) });
  });

  it('numbers invoices issued at the same moment consecutively, without gaps or twins', async () => {
    const order = await placeOrder(p, customer, shop);
    const confirmed = await confirm(p, staff, order.id);
    await p.ctx.events.drain();
    // Eight orders reach CONFIRMED at once, and each event arrives twice: eight invoices.
    const orders = Array.from({ length: 8 }, (_, i) => ({ ...confirmed, id: 1_000_000 + i }));
    const at = new Date().toISOString();
    const outcomes = await Promise.all(
      [...orders, ...orders].map((o) => invoiceOrder(p.ctx, o, at)),
    );
    expect(outcomes.filter((o) => o === 'issued')).toHaveLength(8);
    expect(outcomes.filter((o) => o === 'exists')).toHaveLength(8);
    const all = (await documentsOf(staff, { sorting: 'number asc' })).items.filter(
      (d) => d.source === 'order',
    );
    const numbers = all.map((d) => Number(d.number.slice(-6)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(new Set(all.map((d) => d.orderId)).size).toBe(all.length);
  });

  it('issues the invoices of orders that existed before: checkout republishes them as order.snapshot', async () => {
    const order = await placeOrder(p, customer, shop);
    await confirm(p, staff, order.id);
    await p.ctx.events.drain();
    // As if the documents had been added to a shop with orders: this order has no invoice yet.
    await p.ctx.db.deleteFrom('account.documents').where('order_id', '=', order.id).execute();
    await p.ctx.events.publish(p.ctx.db, {
      type: ORDER_SNAPSHOTS_REQUESTED,
      payload: { requestedBy: 'documents test', tenantId: 1 },
    });
    await p.ctx.events.drain();
    const docs = (await documentsOf(customer)).items.filter((d) => d.orderId === order.id);
    expect(docs).toMatchObject([{ kind: 'FV', status: 'paid' }]);
  });
});

describe('documents from an ERP (document.imported)', () => {
  const erp = (extra: Partial<DocumentImportedEvent> = {}): DocumentImportedEvent => ({
    tenantId: 1,
    externalNumber: 'ERP/FV/2026/77',
    kind: 'FV',
    buyerUserId: customerId,
    buyer: {
      name: 'Łazienki Gęśla sp. z o.o.',
      nip: '5260250995',
      street: 'ul. Piękna 12/4',
      postalCode: '00-549',
      city: 'Warszawa',
      email: null,
    },
    orderNumber: null,
    issueDate: addDays(warsawDay(), -40),
    dueDate: addDays(warsawDay(), -26),
    paidAt: null,
    lines: [
      { code: 'A1', name: 'Umywalka', unit: 'szt', qty: 3, priceNet: 0.35, vatRate: 23 },
      { code: 'A2', name: 'Syfon', unit: 'szt', qty: 3, priceNet: 0.35, vatRate: 23 },
      { name: 'Książka montażu', unit: 'szt', qty: 1, priceNet: 10, vatRate: 5 },
    ],
    ...extra,
  });
  const publish = async (payload: unknown) => {
    await p.ctx.events.publish(p.ctx.db, { type: DOCUMENT_IMPORTED, payload, tenantId: 1 });
    await p.ctx.events.drain();
  };

  it('upserts by the ERP number, recomputes VAT per rate, and follows a later payment', async () => {
    await publish(erp());
    let doc = (await documentsOf(customer, { filter: 'ERP/FV/2026/77' })).items;
    expect(doc).toHaveLength(1);
    // Recomputed from the lines: 2.10 net at 23% → 0.48, 10.00 at 5% → 0.50; 12.10 + 0.98.
    expect(doc[0]).toMatchObject({
      source: 'erp',
      number: 'ERP/FV/2026/77',
      totalNet: 12.1,
      totalVat: 0.98,
      totalGross: 13.08,
      status: 'overdue',
    });
    const id = doc[0]!.id;
    await publish(erp({ paidAt: new Date().toISOString(), lines: erp().lines.slice(0, 1) }));
    doc = (await documentsOf(customer, { filter: 'ERP/FV/2026/77' })).items;
    expect(doc).toMatchObject([{ id, status: 'paid', totalNet: 1.05 }]);
  });

  it('skips a payload that breaks the contract, and changes nothing', async () => {
    const before = (await documentsOf(staff)).totalCount;
    await publish({ ...erp({ externalNumber: 'ERP/BAD/1' }), lines: [] });
    await publish({ ...erp({ externalNumber: 'ERP/BAD/2' }), issueDate: '2026-02-30' });
    expect((await documentsOf(staff)).totalCount).toBe(before);
  });
});
