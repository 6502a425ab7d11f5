// Delivery/Create|Update|Delete (Pages.Delivery): who may call them, field validation (4xx, nothing
// stored), the payments a delivery allows, tenant scoping and the soft delete checkout respects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { CommerceModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let staff: string;
let otherAdmin: string;
let transferId: number;
let codId: number;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  staff = await p.login('sprzedaz');
  otherAdmin = await p.login('admin', 2);
  const payments = await call('GET', 'Payment/GetPayments', { token: staff });
  const byCode = Object.fromEntries(payments.body.result.items.map((x: any) => [x.code, x.id]));
  transferId = byCode.PRZELEW;
  codId = byCode.POBRANIE;
  // Starting the whole platform takes long on a loaded machine.
}, 180_000);
afterAll(() => p.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  o: { token?: string; payload?: object; query?: Record<string, string>; tenantId?: number } = {},
) {
  return p.call({ method, url: `/api/services/app/${path}`, ...o });
}

const courier = (over: object = {}) => ({
  code: 'KURIER_GLS',
  name: 'Kurier GLS',
  description: 'Dostawa w 2 dni robocze.',
  priceNet: 14.5,
  vatRate: 23,
  requiresAddress: true,
  requiresPointOfSale: false,
  isActive: true,
  paymentMethodIds: [transferId, codId],
  ...over,
});

describe('delivery administration', () => {
  it('refuses guests (401) and customers or other staff (403)', async () => {
    expect((await call('POST', 'Delivery/Create', { payload: courier() })).status).toBe(401);
    for (const user of ['b2c', 'tresci']) {
      const token = await p.login(user);
      expect((await call('POST', 'Delivery/Create', { token, payload: courier() })).status).toBe(
        403,
      );
      expect((await call('DELETE', 'Delivery/Delete', { token, query: { id: '1' } })).status).toBe(
        403,
      );
    }
  });

  it('creates a delivery with its payments, which checkout then offers', async () => {
    const res = await call('POST', 'Delivery/Create', { token: staff, payload: courier() });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      code: 'KURIER_GLS',
      priceNet: 14.5,
      priceGross: 17.84,
      paymentMethodIds: [transferId, codId].sort((a, b) => a - b),
    });
    const offered = await call('GET', 'Delivery/GetUserDelivery');
    const gls = offered.body.result.items.find((d: any) => d.code === 'KURIER_GLS');
    expect(gls.payments.map((x: any) => x.code)).toEqual(['PRZELEW', 'POBRANIE']);
    const api = p.ctx.modules.get<CommerceModuleApi>('commerce');
    expect((await api.getDeliveryMethods(1)).map((d) => d.code)).toContain('KURIER_GLS');

    // Update sends the full object: fewer payments, another price, inactive.
    const id = res.body.result.id;
    const upd = await call('PUT', 'Delivery/Update', {
      token: staff,
      payload: { id, ...courier({ priceNet: 0, vatRate: 8, paymentMethodIds: [transferId] }) },
    });
    expect(upd.body.result).toMatchObject({
      priceGross: 0,
      vatRate: 8,
      paymentMethodIds: [transferId],
    });
    const payments = await call('GET', 'Payment/GetPaymentsForDelivery', {
      query: { deliveryId: String(id) },
    });
    expect(payments.body.result.items.map((x: any) => x.code)).toEqual(['PRZELEW']);
  });

  it('refuses bad fields with 400 and the field, storing nothing', async () => {
    const before = (await call('GET', 'Delivery/GetAll', { token: staff })).body.result.totalCount;
    const cases: Array<[object, string]> = [
      [{ priceNet: 10.555 }, 'priceNet'],
      [{ priceNet: -1 }, 'priceNet'],
      [{ vatRate: 7 }, 'vatRate'],
      [{ name: ' ' }, 'name'],
      [{ code: 'małe litery' }, 'code'],
      [{ code: 'KURIER_INPOST' }, 'code'],
      [{ paymentMethodIds: [999999] }, 'paymentMethodIds'],
    ];
    for (const [change, member] of cases) {
      const res = await call('POST', 'Delivery/Create', {
        token: staff,
        payload: courier({ code: 'KURIER_NOWY', ...change }),
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const members = res.body.error.validationErrors.flatMap((v: any) => v.members);
      expect(members.join(','), JSON.stringify(change)).toContain(member);
    }
    const missing = await call('POST', 'Delivery/Create', {
      token: staff,
      payload: { name: 'Bez reszty' },
    });
    expect(missing.status).toBe(400);
    expect((await call('GET', 'Delivery/GetAll', { token: staff })).body.result.totalCount).toBe(
      before,
    );
  });

  it("keeps tenants apart: another tenant's admin can neither see nor change tenant 1's method", async () => {
    const mine = (await call('GET', 'Delivery/GetAll', { token: staff })).body.result.items[0];
    const update = await call('PUT', 'Delivery/Update', {
      token: otherAdmin,
      payload: { id: mine.id, ...courier({ code: 'X_OBCY', paymentMethodIds: [] }) },
    });
    expect(update.status).toBe(404);
    const del = await call('DELETE', 'Delivery/Delete', {
      token: otherAdmin,
      query: { id: String(mine.id) },
    });
    expect(del.status).toBe(404);
    // Tenant 1's payment ids are unknown in tenant 2.
    const create = await call('POST', 'Delivery/Create', {
      token: otherAdmin,
      payload: courier({ paymentMethodIds: [transferId] }),
    });
    expect(create.status).toBe(400);
    const again = await call('GET', 'Delivery/Get', {
      token: staff,
      query: { id: String(mine.id) },
    });
    expect(again.body.result.code).toBe(mine.code);
  });

  it('deletes softly: gone from every list and from checkout, code free again', async () => {
    const created = await call('POST', 'Delivery/Create', {
      token: staff,
      payload: courier({ code: 'DO_USUNIECIA', name: 'Do usunięcia' }),
    });
    const id = String(created.body.result.id);
    expect((await call('DELETE', 'Delivery/Delete', { token: staff, query: { id } })).status).toBe(
      200,
    );
    expect((await call('GET', 'Delivery/Get', { token: staff, query: { id } })).status).toBe(404);
    expect((await call('DELETE', 'Delivery/Delete', { token: staff, query: { id } })).status).toBe(
      404,
    );
    const offered = await call('GET', 'Delivery/GetUserDelivery');
    expect(offered.body.result.items.map((d: any) => d.code)).not.toContain('DO_USUNIECIA');
    const all = await call('GET', 'Delivery/GetAll', {
      token: staff,
      query: { filter: 'usunięcia' },
    });
    expect(all.body.result.totalCount).toBe(0);
    const reused = await call('POST', 'Delivery/Create', {
      token: staff,
      payload: courier({ code: 'DO_USUNIECIA', name: 'Nowa' }),
    });
    expect(reused.status).toBe(200);
  });
});
