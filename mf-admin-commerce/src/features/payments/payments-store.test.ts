// @vitest-environment happy-dom
// The payments screen's stores against the real API host, as 'sprzedaz' (Pages.Payment): the list
// (5 a page), deliveries and Tpay's bank groups for the form and the reference table, a payment
// saved with its deliveries (checkout offers it there), the server's refusal, delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { PaymentMethod } from '@armatura/shared-libs/contracts';
import { signIn } from '@armatura/shared-libs/session';
import { apiReader, STAFF_USER, type ApiReader } from '../testing/api-reader';
import { emptyPaymentForm, validatePayment } from './payment-form';
import {
  $bankGroups,
  $deliveryOptions,
  deletePayment,
  loadPaymentScreenData,
  paymentList,
  savePayment,
} from './payments-store';

let host: TestApiHost;
let read: ApiReader;

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: STAFF_USER, password: DEMO_PASSWORD, rememberMe: false });
  read = apiReader(host, await host.login(STAFF_USER));
  // Starting the whole platform takes long on a loaded machine.
}, 180_000);
afterAll(() => host?.close());

describe('payment stores', () => {
  it('loads the list, the deliveries and the bank groups', async () => {
    await Promise.all([paymentList.load(), loadPaymentScreenData()]);
    expect(paymentList.$list.get()).toMatchObject({ status: 'ready', totalCount: 3 });
    expect(paymentList.$query.get().pageSize).toBe(5);
    expect($deliveryOptions.get()!.map((d) => d.code)).toContain('KURIER_DPD');
    expect($bankGroups.get()![0]).toMatchObject({ id: 150, kind: 'blik' });
  });

  it('saves a payment with its deliveries, refuses a bad or taken code, deletes', async () => {
    const locker = $deliveryOptions.get()!.find((d) => d.code === 'PACZKOMAT_INPOST')!;
    const form = {
      ...emptyPaymentForm(),
      code: 'pobranie_paczkomat',
      name: 'Pobranie w Paczkomacie',
      provider: 'cod' as const,
      deliveryMethodIds: [locker.id],
    };
    expect(validatePayment({ ...form, code: 'x y' })).toHaveProperty('code');
    expect(await savePayment(null, form)).toEqual({ ok: true });
    const offered = await read<{ items: PaymentMethod[] }>('Payment/GetPaymentsForDelivery', {
      deliveryId: locker.id,
    });
    expect(offered.items.map((p) => p.code)).toContain('POBRANIE_PACZKOMAT');
    expect(paymentList.$list.get().totalCount).toBe(4);

    const taken = await savePayment(null, { ...form, code: 'PRZELEW' });
    expect(taken).toMatchObject({ ok: false, errors: { code: 'Ten kod jest już używany.' } });

    const saved = paymentList.$list.get().items.find((p) => p.code === 'POBRANIE_PACZKOMAT')!;
    expect(await deletePayment(saved)).toBeNull();
    expect(paymentList.$list.get().totalCount).toBe(3);
  });
});
