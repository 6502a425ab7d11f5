// Order/* of the account domain through the composed platform: who sees which order (a customer
// only their own, staff the tenant's, another tenant nothing, "not yours" = "missing"), the list
// filters, paging and sorting of the order list state, the lines' own paging, the change history
// after a status change, and the order confirmation PDF parsed back to text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import {
  ORDER_STATUS_IDS,
  type OrderDetails,
  type OrderElementPage,
  type OrderHistory,
  type OrderPage,
  type OrderSnapshot,
} from '@armatura/shared-libs/contracts';
import { formatPrice } from '@armatura/shared-libs/format';
import { extractPdfText } from '../pdf/pdf-text.js';
import { app, ok, personBuyer, placeOrder, shopFor, signIn } from './testing.js';

let p: TestPlatform;
let b2c: string, b2b: string, staff: string, foreignAdmin: string;
let mine: OrderSnapshot, company: OrderSnapshot, other: OrderSnapshot;

const get = (token: string, path: string, query: Record<string, string> = {}) =>
  p.call({ method: 'GET', url: app(path), token, query });
const list = (token: string, query: Record<string, string> = {}) =>
  ok<OrderPage>(get(token, 'Order/GetAll', { maxResultCount: '100', ...query }));
const ids = (page: OrderPage) => page.items.map((o) => o.id).sort((a, b) => a - b);
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());

beforeAll(async () => {
  p = await createTestPlatform();
  const shop = await shopFor(p);
  b2c = (await signIn(p, 'b2c')).token;
  b2b = (await signIn(p, 'b2b2')).token;
  staff = (await signIn(p, 'zamowienia')).token;
  foreignAdmin = await p.login('admin', 2);
  const [a, b, c] = shop.products;
  mine = await placeOrder(p, b2c, shop, {
    lines: [
      { productId: a!.id, qty: 1 },
      { productId: b!.id, qty: 2 },
      { productId: c!.id, qty: 3 },
    ],
  });
  company = await placeOrder(p, b2c, shop, {
    buyer: personBuyer({
      isCompany: true,
      companyName: 'Łazienki Gęśla sp. z o.o.',
      nip: '5260250995',
    }),
  });
  other = await placeOrder(p, b2b, shop);
  await ok(
    p.call({
      method: 'POST',
      url: app('Order/MarkOrderAsConfirmed'),
      token: staff,
      payload: { orderId: mine.id },
    }),
  );
  await p.ctx.events.drain();
}, 180_000);
afterAll(() => p?.close());

describe('who sees which order', () => {
  it('a customer sees only the orders they bought', async () => {
    expect(ids(await list(b2c))).toEqual([mine.id, company.id].sort((x, y) => x - y));
    expect(ids(await list(b2b))).toEqual([other.id]);
  });

  it("another customer's order answers exactly like a missing one (404)", async () => {
    const theirs = await get(b2c, 'Order/Get', { id: String(other.id) });
    const missing = await get(b2c, 'Order/Get', { id: '999999' });
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect((theirs.body as { error: unknown }).error).toEqual(
      (missing.body as { error: unknown }).error,
    );
    for (const path of ['Order/GetOrderElements', 'Order/GetOrderChangeHistories'])
      expect((await get(b2c, path, { orderId: String(other.id) })).status).toBe(404);
    const pdf = await p.call({
      method: 'POST',
      url: app('Order/GeneratePdf'),
      token: b2c,
      payload: { orderId: other.id },
    });
    expect(pdf.status).toBe(404);
  });

  it("staff with Pages.Order.Manage see the tenant's orders; another tenant sees none of them", async () => {
    const all = ids(await list(staff));
    for (const o of [mine, company, other]) expect(all).toContain(o.id);
    const foreign = await list(foreignAdmin);
    for (const o of [mine, company, other])
      expect(foreign.items.map((x) => x.id)).not.toContain(o.id);
    expect((await get(foreignAdmin, 'Order/Get', { id: String(mine.id) })).status).toBe(404);
  });

  it('anonymous callers get 401 before any validation', async () => {
    const res = await p.call({
      method: 'GET',
      url: app('Order/GetAll'),
      query: { sorting: 'nope' },
    });
    expect(res.status).toBe(401);
  });
});

describe('the order list state: filters, paging, sorting', () => {
  it('filters by status id (the route :statusId), number, contractor code and days', async () => {
    const confirmed = await list(staff, { status: String(ORDER_STATUS_IDS.CONFIRMED) });
    expect(confirmed.items.map((o) => o.id)).toContain(mine.id);
    expect(confirmed.items.every((o) => o.status === 'CONFIRMED')).toBe(true);
    expect(ids(await list(b2c, { status: String(ORDER_STATUS_IDS.CANCELLED) }))).toEqual([]);
    expect(ids(await list(staff, { filter: company.number }))).toEqual([company.id]);
    expect(ids(await list(b2c, { filter: 'gęśla' }))).toEqual([company.id]);
    expect(ids(await list(staff, { contractorCode: '526-025-09-95' }))).toEqual([company.id]);
    expect(ids(await list(b2c, { dateFrom: today, dateTo: today }))).toHaveLength(2);
    expect(ids(await list(b2c, { dateFrom: '2099-01-01' }))).toEqual([]);
    expect(ids(await list(b2c, { dateTo: '2000-01-01' }))).toEqual([]);
  });

  it('pages with skipCount/maxResultCount and an exact totalCount', async () => {
    const first = await list(b2c, { maxResultCount: '1', sorting: 'creationTime asc' });
    const second = await list(b2c, {
      maxResultCount: '1',
      skipCount: '1',
      sorting: 'creationTime asc',
    });
    expect(first.totalCount).toBe(2);
    expect([first.items[0]!.id, second.items[0]!.id]).toEqual([mine.id, company.id]);
  });

  it('sorts by an allowed field either way; an unknown field or direction is a 400', async () => {
    const asc = (await list(b2c, { sorting: 'totalGross asc' })).items.map((o) => o.totalGross);
    const desc = (await list(b2c, { sorting: 'TotalGross DESC' })).items.map((o) => o.totalGross);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    expect(desc).toEqual([...asc].reverse());
    for (const sorting of ['password', 'number sideways', 'id; drop table x'])
      expect((await get(b2c, 'Order/GetAll', { sorting })).status).toBe(400);
  });

  it('refuses impossible days and unknown statuses with a 400', async () => {
    expect((await get(b2c, 'Order/GetAll', { dateFrom: '2026-02-31' })).status).toBe(400);
    expect((await get(b2c, 'Order/GetAll', { dateTo: '23.11.2026' })).status).toBe(400);
    expect((await get(b2c, 'Order/GetAll', { status: '9' })).status).toBe(400);
    expect((await get(b2c, 'Order/GetAll', { maxResultCount: '0' })).status).toBe(400);
  });
});

describe('one order', () => {
  it('Get answers the head of the order with its VAT per rate', async () => {
    const d = await ok<OrderDetails>(get(b2c, 'Order/Get', { Id: String(company.id) }));
    expect(d).toMatchObject({
      number: company.number,
      companyName: 'Łazienki Gęśla sp. z o.o.',
      nip: '5260250995',
      contractorCode: '5260250995',
      totalGross: company.totals.gross,
      deliveryAddress: { city: 'Kraków' },
    });
    expect(d.vatByRate).toEqual(company.totals.byRate);
  });

  it('GetOrderElements pages the lines on their own', async () => {
    const q = { orderId: String(mine.id), maxResultCount: '2' };
    const first = await ok<OrderElementPage>(get(b2c, 'Order/GetOrderElements', q));
    const rest = await ok<OrderElementPage>(
      get(b2c, 'Order/GetOrderElements', { ...q, skipCount: '2' }),
    );
    expect(first.totalCount).toBe(3);
    expect(first.items.map((l) => l.position)).toEqual([1, 2]);
    expect(rest.items.map((l) => [l.position, l.qty])).toEqual([[3, 3]]);
    const byName = await ok<OrderElementPage>(
      get(b2c, 'Order/GetOrderElements', { orderId: String(mine.id), sorting: 'name desc' }),
    );
    const names = byName.items.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pl')));
  });

  it('GetOrderChangeHistories lists the placement and the confirmation, with who did it', async () => {
    const { items } = await ok<OrderHistory>(
      get(b2c, 'Order/GetOrderChangeHistories', { orderId: String(mine.id) }),
    );
    expect(items.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['create', null, mine.status],
      ['confirm', mine.status, 'CONFIRMED'],
    ]);
    expect(items[1]!.userName).toBeTruthy();
    expect(items[1]!.toStatusName).toBe('Potwierdzone');
  });

  it('GeneratePdf answers a Polish order confirmation with NIPs, VAT per rate and złote', async () => {
    const res = await p.app.inject({
      method: 'POST',
      url: app('Order/GeneratePdf'),
      headers: { authorization: `Bearer ${b2c}` },
      payload: { orderId: company.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractPdfText(res.rawPayload);
    expect(text).toContain('Potwierdzenie zamówienia');
    expect(text).toContain(company.number);
    expect(text).toContain('Łazienki Gęśla sp. z o.o.');
    expect(text).toContain('Józef Wiśniewski');
    expect(text).toMatch(/NIP:?\s*5260250995/);
    expect(text).toMatch(/Sprzedawca[\s\S]*NIP: \d{10}/);
    // Long names wrap inside their cell: compare with the line breaks as spaces.
    expect(text.replace(/\s+/g, ' ')).toContain(company.items[0]!.name);
    expect(text).toContain(`Do zapłaty: ${formatPrice(company.totals.gross)}`);
    expect(text).toMatch(/23%\s+\d+,\d{2} zł\s+\d+,\d{2} zł/);
  });
});
