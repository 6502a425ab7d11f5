// Checkout's delivery step offers the account domain's addresses (Order/GetRecentAddresses is a
// thin adapter over AccountModuleApi.savedAddresses), and every placed order adds its address to
// the buyer's list through the order.placed event: no domain reads another's tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { AccountAddress } from '@armatura/shared-libs/contracts';
import { productsForSale } from '@armatura/shared-libs/server/testing';

const APP = '/api/services/app/';
let p: TestPlatform;
let anna: string;
let productId: number;
let delivery: { deliveryMethodId: number; paymentMethodId: number };

interface Recent {
  buyer: { firstName: string; email: string; phone: string };
  address: { street: string };
}

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  anna = await p.login('b2c');
  productId = (await productsForSale(p.ctx, { maxGross: 900, minStock: 50 }))[0]!.id;
  const deliveries = (await get(undefined, 'Delivery/GetUserDelivery')).items as {
    code: string;
    id: number;
    payments: { id: number; provider: string }[];
  }[];
  const courier = deliveries.find((d) => d.code === 'KURIER_INPOST')!;
  delivery = {
    deliveryMethodId: courier.id,
    paymentMethodId: courier.payments.find((x) => x.provider === 'transfer')!.id,
  };
});
afterAll(() => p.close());

async function get(token: string | undefined, path: string, query?: Record<string, string>) {
  const res = await p.call({ method: 'GET', url: APP + path, token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}
async function post(token: string | undefined, path: string, payload: object) {
  const res = await p.call({ method: 'POST', url: APP + path, token, payload });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}
const recent = async () => (await get(anna, 'Order/GetRecentAddresses')).items as Recent[];
const saved = async () =>
  (await get(anna, 'Addresses/GetAddresses', { maxResultCount: '15' })).items as AccountAddress[];

async function placeOrder(token: string | undefined, street: string) {
  if (token) await post(token, 'ShoppingCart/Create', { productId, qty: 1 });
  await post(token, 'Order/Create', {
    idempotencyKey: `address-${randomUUID()}`,
    ...delivery,
    buyer: {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna.nowak@example.pl',
      phone: '+48 502 111 222',
      isCompany: false,
    },
    address: { street, postalCode: '00-549', city: 'Warszawa' },
    ...(token ? {} : { items: [{ productId, qty: 1 }] }),
  });
  await p.ctx.events.drain();
}

describe("checkout's delivery step", () => {
  it('offers an address saved by hand, with the e-mail and phone of the account', async () => {
    await post(anna, 'Addresses/CreateAddress', {
      firstName: 'Anna',
      lastName: 'Nowak',
      isCompany: false,
      street: 'ul. Ręczna 1',
      postalCode: '30-001',
      city: 'Kraków',
    });
    const [first] = await recent();
    expect(first).toMatchObject({
      address: { street: 'ul. Ręczna 1', postalCode: '30-001', city: 'Kraków' },
      buyer: { firstName: 'Anna', email: 'anna.nowak@example.pl', phone: '+48 502 111 222' },
    });
  });

  it("keeps the address of each placed order once, behind the user's default", async () => {
    await placeOrder(anna, 'ul. Zamówieniowa 2');
    await placeOrder(anna, 'UL.  Zamówieniowa 2');
    const streets = (await recent()).map((r) => r.address.street);
    expect(streets).toEqual(['ul. Ręczna 1', 'ul. Zamówieniowa 2']);
    const entry = (await saved()).find((a) => a.street === 'ul. Zamówieniowa 2')!;
    expect(entry).toMatchObject({ isDefault: false, phone: '+48 502 111 222' });
    expect(entry.lastUsedTime).not.toBeNull();
    // A replayed delivery of the same events adds nothing.
    await p.ctx.events.drain();
    expect(await saved()).toHaveLength(2);
  });

  it("does not keep a guest's address for anyone", async () => {
    await placeOrder(undefined, 'ul. Gościnna 3');
    expect((await saved()).map((a) => a.street)).not.toContain('ul. Gościnna 3');
  });

  it("lists the buyer's own orders, newest first, as the dashboard's last orders", async () => {
    const mine = (await get(anna, 'Profile/GetLastOrders')).items as { number: string }[];
    expect(mine).toHaveLength(2);
    const one = (await get(anna, 'Profile/GetLastOrders', { maxResultCount: '1' })).items;
    expect(one.map((o: { number: string }) => o.number)).toEqual([mine[0]!.number]);
    expect(mine[0]!.number > mine[1]!.number).toBe(true);
    const jan = await p.login('b2b2');
    const theirs = (await get(jan, 'Profile/GetLastOrders')).items as { number: string }[];
    expect(theirs.filter((o) => mine.some((m) => m.number === o.number))).toEqual([]);
  });
});
