// @vitest-environment happy-dom
// The delivery screen's stores against the real API host, as the staff member 'sprzedaz'
// (Pages.Delivery): the list pages by 5, the form is refused locally exactly where the server would
// refuse it, a saved method carries its payments and is offered at checkout, the server's refusal
// lands beside its field, and a deleted method leaves the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { DeliveryOption } from '@armatura/shared-libs/contracts';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import { emptyDeliveryForm, validateDelivery, type DeliveryForm } from './delivery-form';
import {
  $paymentOptions,
  deleteDelivery,
  deliveryList,
  loadPaymentOptions,
  saveDelivery,
} from './delivery-store';
import { nextListQuery } from './paged-list';
import { parsePrice } from './method-form';

let host: TestApiHost;
let read: ApiReader;

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  read = apiReader(host, await host.login(STAFF_USER));
  // Starting the whole platform takes long on a loaded machine.
}, 180_000);
afterAll(() => host?.close());

const gls = (over: Partial<DeliveryForm> = {}): DeliveryForm => ({
  ...emptyDeliveryForm(),
  code: 'kurier_gls',
  name: 'Kurier GLS',
  priceNet: '14,50',
  ...over,
});

describe('delivery stores', () => {
  it('loads the first page of 5 and starts again at page 1 on a new size or filter', async () => {
    await deliveryList.load();
    expect(deliveryList.$list.get()).toMatchObject({ status: 'ready', totalCount: 4 });
    expect(deliveryList.$query.get().pageSize).toBe(5);
    const q = { ...deliveryList.$query.get(), page: 3 };
    expect(nextListQuery(q, { pageSize: 10 }).page).toBe(1);
    expect(nextListQuery(q, { filter: 'x' }).page).toBe(1);
    expect(nextListQuery(q, { page: 2 }).page).toBe(2);
    await deliveryList.change({ pageSize: 10, sort: { column: 'name', direction: 'descending' } });
    const names = deliveryList.$list.get().items.map((d) => d.name);
    expect(names[0]).toBe('Paczkomat InPost');
  });

  it('refuses locally what the server would: price, VAT, code, name', () => {
    expect(parsePrice('14,50')).toBe(14.5);
    expect(parsePrice('14.505')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    const errors = validateDelivery(gls({ priceNet: '1,234', vatRate: 7, code: 'ż', name: '' }));
    expect(Object.keys(errors).sort()).toEqual(['code', 'name', 'priceNet', 'vatRate']);
    expect(validateDelivery(gls())).toEqual({});
  });

  it('saves a delivery with its payments, which checkout then offers, and deletes it', async () => {
    await loadPaymentOptions();
    const transfer = $paymentOptions.get()!.find((p) => p.code === 'PRZELEW')!;
    const outcome = await saveDelivery(null, gls({ paymentMethodIds: [transfer.id] }));
    expect(outcome).toEqual({ ok: true });
    await deliveryList.change({ filter: 'GLS' });
    const [saved] = deliveryList.$list.get().items;
    expect(saved).toMatchObject({ code: 'KURIER_GLS', priceGross: 17.84 });
    const offered = await read<{ items: DeliveryOption[] }>('Delivery/GetUserDelivery');
    const option = offered.items.find((d) => d.code === 'KURIER_GLS');
    expect(option?.payments.map((p) => p.code)).toEqual(['PRZELEW']);

    // The server's refusal (a code in use) comes back beside the field.
    const taken = await saveDelivery(null, gls({ code: 'KURIER_INPOST' }));
    expect(taken).toMatchObject({ ok: false, errors: { code: 'Ten kod jest już używany.' } });

    expect(await deleteDelivery(saved!)).toBeNull();
    expect(deliveryList.$list.get()).toMatchObject({ status: 'ready', totalCount: 0 });
    expect(await deleteDelivery(saved!)).toBe('Nie znaleziono metody dostawy.');
  });
});
