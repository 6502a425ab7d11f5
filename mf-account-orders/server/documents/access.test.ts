// Document/* as customers and staff see it: a customer sees only the documents issued to them
// (another's answers exactly like a missing one), staff with Pages.Document.Manage the tenant's;
// the status filters behind /kokpit/dokumenty/:statusSlug?; the PDF, parsed back to text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import {
  DOCUMENT_STATUS_SLUGS,
  type DocumentPage,
  type DocumentRow,
} from '@armatura/shared-libs/contracts';
import { extractPdfText } from '../pdf/pdf-text.js';
import { addDays, warsawDay } from './status.js';
import { app, confirm, listDocuments, ok, placeOrder, shopFor, signIn } from './testing.js';

let p: TestPlatform;
let owner: string, other: string, staff: string, foreignAdmin: string, ownerId: number;
let invoice: DocumentRow, codInvoice: DocumentRow;

const list = async (token: string, query: Record<string, string> = {}) =>
  ok<DocumentPage>(listDocuments(p, token, { maxResultCount: '100', ...query }));
const elements = (token: string, id: number) =>
  p.call({ method: 'GET', url: app('Document/GetElements'), token, query: { id: String(id) } });
const pdf = (token: string, id: number) =>
  p.call({ method: 'POST', url: app('Document/GetPDFDocumentPrint'), token, payload: { id } });

beforeAll(async () => {
  p = await createTestPlatform();
  const shop = await shopFor(p);
  ({ token: owner, userId: ownerId } = await signIn(p, 'b2c'));
  other = (await signIn(p, 'b2b2')).token;
  staff = (await signIn(p, 'zamowienia')).token;
  foreignAdmin = await p.login('admin', 2);
  const paid = await placeOrder(p, owner, shop);
  const cod = await placeOrder(p, owner, shop, { payment: 'cod' });
  await confirm(p, staff, paid.id);
  await confirm(p, staff, cod.id);
  await p.ctx.events.drain();
  const mine = (await list(owner)).items;
  invoice = mine.find((d) => d.orderId === paid.id)!;
  codInvoice = mine.find((d) => d.orderId === cod.id)!;
}, 120_000);
afterAll(async () => {
  await p?.close();
});

describe('who sees which document', () => {
  it('the buyer sees their invoices; another customer and the other tenant neither list nor open them', async () => {
    expect(invoice).toBeDefined();
    expect((await list(other)).items.map((d) => d.id)).not.toContain(invoice.id);
    expect((await list(other, { userId: String(ownerId) })).items).toEqual([]);
    expect((await list(foreignAdmin)).items.map((d) => d.number)).not.toContain(invoice.number);
    for (const who of [other, foreignAdmin]) {
      const [real, missing] = [await elements(who, invoice.id), await elements(who, 2_000_000_000)];
      expect(real.status).toBe(404);
      expect(real.body.error.message).toBe(missing.body.error.message);
      expect((await pdf(who, invoice.id)).status).toBe(404);
    }
    expect((await elements(owner, invoice.id)).status).toBe(200);
  });

  it("staff with Pages.Document.Manage see the tenant's documents and filter them by user", async () => {
    const byUser = (await list(staff, { userId: String(ownerId) })).items.map((d) => d.id);
    expect(byUser).toEqual(expect.arrayContaining([invoice.id, codInvoice.id]));
    expect((await elements(staff, invoice.id)).status).toBe(200);
  });
});

describe('filters', () => {
  it('maps every status slug of /kokpit/dokumenty to the status filter', async () => {
    const ids = async (status: string) => (await list(owner, { status })).items.map((d) => d.id);
    expect(DOCUMENT_STATUS_SLUGS).toEqual({
      nowe: 'new',
      oplacone: 'paid',
      nieoplacone: 'unpaid',
      przeterminowane: 'overdue',
    });
    expect(await ids('paid')).toEqual([invoice.id]);
    expect(await ids('new')).toEqual([codInvoice.id]);
    expect(await ids('unpaid')).toEqual([codInvoice.id]);
    expect(await ids('overdue')).toEqual([]);
    // Thirty days later the COD invoice is overdue (still "to pay"), no longer new.
    await p.ctx.db
      .updateTable('account.documents')
      .set({ issue_date: addDays(warsawDay(), -30), due_date: addDays(warsawDay(), -23) })
      .where('id', '=', codInvoice.id)
      .execute();
    expect(await ids('overdue')).toEqual([codInvoice.id]);
    expect(await ids('unpaid')).toEqual([codInvoice.id]);
    expect(await ids('new')).toEqual([]);
    expect((await list(owner, { status: 'overdue' })).items[0]!.statusName).toBe('Przeterminowany');
  });

  it('filters by issue dates and text, sorts by allowed fields and refuses others with 400', async () => {
    const from = addDays(warsawDay(), -1);
    expect((await list(owner, { dateFrom: from })).items.map((d) => d.id)).toEqual([invoice.id]);
    expect((await list(owner, { dateTo: from })).items.map((d) => d.id)).toEqual([codInvoice.id]);
    expect((await list(owner, { filter: invoice.number.toLowerCase() })).totalCount).toBe(1);
    const sorted = await list(owner, { sorting: 'totalGross desc', maxResultCount: '1' });
    expect(sorted).toMatchObject({ totalCount: 2 });
    expect(sorted.items).toHaveLength(1);
    expect((await listDocuments(p, owner, { sorting: 'buyer_nip; drop' })).status).toBe(400);
    expect((await listDocuments(p, owner, { dateFrom: '2026-02-30' })).status).toBe(400);
    expect((await listDocuments(p, owner, { status: 'nowe' })).status).toBe(400);
  });
});

describe('the PDF', () => {
  it('is the invoice: Polish letters, both NIPs, VAT per rate and amounts as 1.234,56 zł', async () => {
    // app.inject, not p.call: the bytes are needed as they were sent.
    const res = await p.app.inject({
      method: 'POST',
      url: app('Document/GetPDFDocumentPrint'),
      headers: { authorization: `Bearer ${owner}` },
      payload: { id: invoice.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      `${invoice.number.replace(/\//g, '-')}.pdf`,
    );
    const text = await extractPdfText(res.rawPayload);
    expect(text).toContain(`Faktura VAT nr ${invoice.number}`);
    expect(text).toContain('Łazienki Gęśla sp. z o.o.');
    expect(text).toContain('ul. Marszałkowska 104/122');
    expect(text).toContain('NIP: 5260250995');
    expect(text).toContain('NIP: 5251234560');
    expect(text).toMatch(/23%\s+[\d.]+,\d\d zł\s+[\d.]+,\d\d zł\s+[\d.]+,\d\d zł/);
    const gross = invoice.totalGross.toFixed(2).replace('.', ',');
    expect(text.replace(/\./g, '')).toContain(`Do zapłaty: ${gross} zł`);
  });
});
