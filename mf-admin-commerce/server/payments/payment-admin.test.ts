// Payment/GetPayments|GetAll|GetBankingGroups|Create|Update|Delete: permissions, the paged list with
// the contract's sorting and filter, validation (4xx, nothing stored), which deliveries allow a
// payment, tenant scoping, the soft delete and Tpay's bank groups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
let staff: string;
let otherAdmin: string;
let lockerId: number;
let courierId: number;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  staff = await p.login('sprzedaz');
  otherAdmin = await p.login('admin', 2);
  const all = await call('GET', 'Delivery/GetAll', { token: staff });
  const byCode = Object.fromEntries(all.body.result.items.map((d: any) => [d.code, d.id]));
  lockerId = byCode.PACZKOMAT_INPOST;
  courierId = byCode.KURIER_DPD;
  // Starting the whole platform takes long on a loaded machine.
}, 180_000);
afterAll(() => p.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  o: { token?: string; payload?: object; query?: Record<string, string> } = {},
) {
  return p.call({ method, url: `/api/services/app/${path}`, ...o });
}

const blik = (over: object = {}) => ({
  code: 'BLIK_KASA',
  name: 'BLIK przy odbiorze',
  description: null,
  provider: 'cod',
  isActive: true,
  deliveryMethodIds: [lockerId],
  ...over,
});

describe('payment administration', () => {
  it('guards every call: 401 anonymous, 403 without the permission', async () => {
    const b2c = await p.login('b2c');
    for (const [method, path] of [
      ['GET', 'Payment/GetAll'],
      ['GET', 'Payment/GetPayments'],
      ['POST', 'Payment/Create'],
      ['PUT', 'Payment/Update'],
      ['DELETE', 'Payment/Delete'],
    ] as const) {
      expect((await call(method, path)).status, path).toBe(401);
      expect((await call(method, path, { token: b2c })).status, path).toBe(403);
    }
  });

  it('lists a page with the total, filters and sorts by the contract fields only', async () => {
    const page = await call('GET', 'Payment/GetAll', {
      token: staff,
      query: { maxResultCount: '2', skipCount: '0' },
    });
    expect(page.body.result.totalCount).toBe(3);
    expect(page.body.result.items.map((x: any) => x.code)).toEqual(['PRZELEW', 'POBRANIE']);
    const cod = page.body.result.items[1];
    expect(cod.deliveryMethodIds).toContain(courierId);
    expect(cod.deliveryMethodIds).not.toContain(lockerId);
    const byCode = await call('GET', 'Payment/GetAll', {
      token: staff,
      query: { sorting: 'code desc', maxResultCount: '5' },
    });
    expect(byCode.body.result.items.map((x: any) => x.code)).toEqual([
      'TPAY',
      'PRZELEW',
      'POBRANIE',
    ]);
    const filtered = await call('GET', 'Payment/GetAll', {
      token: staff,
      query: { filter: 'pobraniem', maxResultCount: '5' },
    });
    expect(filtered.body.result).toMatchObject({ totalCount: 1, items: [{ code: 'POBRANIE' }] });
    const bad = await call('GET', 'Payment/GetAll', {
      token: staff,
      query: { sorting: 'tenant_id desc', maxResultCount: '5' },
    });
    expect(bad.status).toBe(400);
  });

  it('creates a payment allowed by a delivery, which checkout offers there', async () => {
    const res = await call('POST', 'Payment/Create', { token: staff, payload: blik() });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ code: 'BLIK_KASA', deliveryMethodIds: [lockerId] });
    const forLocker = await call('GET', 'Payment/GetPaymentsForDelivery', {
      query: { deliveryId: String(lockerId) },
    });
    expect(forLocker.body.result.items.map((x: any) => x.code)).toContain('BLIK_KASA');
    const delivery = await call('GET', 'Delivery/Get', {
      token: staff,
      query: { id: String(lockerId) },
    });
    expect(delivery.body.result.paymentMethodIds).toContain(res.body.result.id);

    // Update moves it to the courier and switches it off: checkout no longer offers it anywhere.
    const upd = await call('PUT', 'Payment/Update', {
      token: staff,
      payload: {
        id: res.body.result.id,
        ...blik({ isActive: false, deliveryMethodIds: [courierId] }),
      },
    });
    expect(upd.body.result).toMatchObject({ isActive: false, deliveryMethodIds: [courierId] });
    const offered = await call('GET', 'Delivery/GetUserDelivery');
    const codes = offered.body.result.items.flatMap((d: any) => d.payments.map((x: any) => x.code));
    expect(codes).not.toContain('BLIK_KASA');
  });

  it('refuses bad fields with 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ code: 'bad code' }, 'code'],
      [{ code: 'PRZELEW' }, 'code'],
      [{ name: 'x' }, 'name'],
      [{ provider: 'bitcoin' }, 'provider'],
      [{ deliveryMethodIds: [987654] }, 'deliveryMethodIds'],
    ];
    for (const [change, member] of cases) {
      const res = await call('POST', 'Payment/Create', {
        token: staff,
        payload: blik({ code: 'NOWA', ...change }),
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body.error), JSON.stringify(change)).toContain(member);
    }
    const list = await call('GET', 'Payment/GetPayments', { token: staff });
    expect(list.body.result.items.map((x: any) => x.code)).not.toContain('NOWA');
  });

  it("scopes by tenant: tenant 2 sees none of tenant 1's payments and cannot touch them", async () => {
    const mine = (await call('GET', 'Payment/GetPayments', { token: staff })).body.result.items[0];
    const theirs = await call('GET', 'Payment/GetAll', { token: otherAdmin });
    expect(theirs.body.result.totalCount).toBe(0);
    const upd = await call('PUT', 'Payment/Update', {
      token: otherAdmin,
      payload: { id: mine.id, ...blik({ deliveryMethodIds: [] }) },
    });
    expect(upd.status).toBe(404);
    const del = await call('DELETE', 'Payment/Delete', {
      token: otherAdmin,
      query: { id: String(mine.id) },
    });
    expect(del.status).toBe(404);
  });

  it('deletes softly and drops the payment from its deliveries', async () => {
    const created = await call('POST', 'Payment/Create', {
      token: staff,
      payload: blik({ code: 'TYMCZASOWA', provider: 'transfer' }),
    });
    const id = created.body.result.id;
    const del = await call('DELETE', 'Payment/Delete', {
      token: staff,
      query: { id: String(id) },
    });
    expect(del.status).toBe(200);
    const delivery = await call('GET', 'Delivery/Get', {
      token: staff,
      query: { id: String(lockerId) },
    });
    expect(delivery.body.result.paymentMethodIds).not.toContain(id);
    const list = await call('GET', 'Payment/GetPayments', { token: staff });
    expect(list.body.result.items.map((x: any) => x.id)).not.toContain(id);
  });

  it("answers Tpay's bank groups to anyone, BLIK and cards first", async () => {
    const res = await call('GET', 'Payment/GetBankingGroups');
    expect(res.status).toBe(200);
    const items = res.body.result.items;
    expect(items.slice(0, 2)).toEqual([
      { id: 150, name: 'BLIK', kind: 'blik', sortOrder: 0 },
      { id: 103, name: 'Karta płatnicza', kind: 'card', sortOrder: 1 },
    ]);
    expect(items.filter((g: any) => g.kind === 'transfer').length).toBeGreaterThanOrEqual(5);
  });
});
