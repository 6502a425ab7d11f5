// The commerce reads checkout relies on: deliveries with their payments, points of sale,
// permissions on the back-office list, tenant scoping, the module API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { CommerceModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
});
afterAll(() => p.close());

const get = (path: string, query?: Record<string, string>, token?: string, tenantId?: number) =>
  p.call({ method: 'GET', url: `/api/services/app/${path}`, query, token, tenantId });

describe('commerce module', () => {
  it('offers the Polish deliveries with gross prices and only the payments each allows', async () => {
    const res = await get('Delivery/GetUserDelivery');
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.result.items.map((d: any) => [d.code, d]));
    expect(Object.keys(byCode)).toEqual([
      'KURIER_INPOST',
      'KURIER_DPD',
      'PACZKOMAT_INPOST',
      'ODBIOR_OSOBISTY',
    ]);
    expect(byCode.KURIER_INPOST).toMatchObject({
      name: 'Kurier InPost',
      priceNet: 16.25,
      priceGross: 19.99,
      vatRate: 23,
    });
    // Tpay is not configured in tests: it is not offered.
    expect(byCode.KURIER_INPOST.payments.map((x: any) => x.name)).toEqual([
      'Przelew tradycyjny',
      'Płatność za pobraniem',
    ]);
    expect(byCode.ODBIOR_OSOBISTY).toMatchObject({
      requiresAddress: false,
      requiresPointOfSale: true,
    });
    const forLocker = await get('Payment/GetPaymentsForDelivery', {
      deliveryId: String(byCode.PACZKOMAT_INPOST.id),
    });
    expect(forLocker.body.result.items.map((x: any) => x.provider)).toEqual(['transfer']);
    expect((await get('Payment/GetPaymentsForDelivery', { deliveryId: '9999' })).status).toBe(404);
    expect(
      (await get('Payment/GetPaymentTypes')).body.result.items.map((t: any) => t.value),
    ).toEqual(['transfer', 'cod', 'tpay']);
  });

  it('lists points of sale, finds one, and 404s an unknown one', async () => {
    const all = await get('PointsOfSale/GetAll', { filter: 'Kraków' });
    expect(all.body.result).toMatchObject({
      totalCount: 1,
      items: [{ city: 'Kraków', postalCode: '30-418' }],
    });
    const one = await get('PointsOfSale/Get', { id: String(all.body.result.items[0].id) });
    expect(one.body.result.name).toBe('Salon Armatura Kraków');
    expect((await get('PointsOfSale/Get', { id: '9999' })).body.error.message).toBe(
      'Nie znaleziono punktu sprzedaży.',
    );
  });

  it('keeps the full delivery list for Pages.Delivery and scopes everything by tenant', async () => {
    expect((await get('Delivery/GetAll')).status).toBe(401);
    expect((await get('Delivery/GetAll', undefined, await p.login('b2c'))).status).toBe(403);
    const admin = await get('Delivery/GetAll', { maxResultCount: '2' }, await p.login('admin'));
    expect(admin.body.result).toMatchObject({ totalCount: 4 });
    expect(admin.body.result.items).toHaveLength(2);
    expect(
      (await get('Delivery/GetDeliveries', undefined, undefined, 2)).body.result.items,
    ).toEqual([]);
    const api = p.ctx.modules.get<CommerceModuleApi>('commerce');
    expect(await api.getDeliveryMethods(2)).toEqual([]);
    expect((await api.getTpayConfiguration(1))?.isActive).toBe(false);
  });

  it('sorts the back-office lists by the contract fields and refuses an unknown one', async () => {
    const admin = await p.login('admin');
    const names = async (path: string, sorting?: string) => {
      const res = await get(path, sorting ? { sorting } : {}, admin);
      return res.body.result.items.map((x: { name: string }) => x.name) as string[];
    };
    const byName = await names('Delivery/GetAll', 'name desc');
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a, 'pl')));
    expect(await names('Delivery/GetAll', 'Name')).toEqual([...byName].reverse());
    const points = await names('PointsOfSale/GetAll', 'name asc');
    expect(points).toEqual([...points].sort((a, b) => a.localeCompare(b, 'pl')));
    for (const path of ['Delivery/GetAll', 'PointsOfSale/GetAll']) {
      const bad = await get(path, { sorting: 'password desc' }, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.error.validationErrors[0].members).toEqual(['sorting']);
    }
  });
});
