// @vitest-environment happy-dom
// The dashboard's address and profile stores against the real API host: addresses added, edited,
// paged and deleted by their owner; a form the contract refuses never reaches the server; the
// dashboard's account, limit and last orders load for the signed-in user.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { clearNotices } from '@armatura/shared-libs/notices';
import { $session, removeAuthAndUserCookies, signIn } from '@armatura/shared-libs/session';
import {
  accountInfo,
  lastOrders,
  loadDashboard,
  shoppingLimit,
} from '../dashboard/dashboard-store';
import { emptyAddressForm, type AddressForm } from './address-form';
import {
  $addressesPaging,
  addressList,
  deleteAddress,
  loadAddresses,
  saveAddress,
} from './addresses-store';

let host: TestApiHost;
beforeAll(async () => {
  host = await startTestApiHost();
}, 120_000);
afterAll(() => host?.close());

beforeEach(async () => {
  removeAuthAndUserCookies();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  clearNotices();
});

const signInAs = (userName: string) =>
  signIn({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false });

const form = (street: string, extra: Partial<AddressForm> = {}): AddressForm => ({
  ...emptyAddressForm(),
  firstName: 'Anna',
  lastName: 'Nowak',
  street,
  postalCode: '30-001',
  city: 'Kraków',
  ...extra,
});

describe('addresses on the dashboard', () => {
  it("adds, edits, pages and deletes the signed-in user's addresses", async () => {
    await signInAs('b2b');
    await loadAddresses({ page: 1, pageSize: 5 });
    const before = addressList.$state.get().data!.totalCount;
    for (let i = 1; i <= 6; i++)
      expect((await saveAddress(null, form(`ul. Testowa ${i}`))).ok).toBe(true);
    await loadAddresses({ page: 2 });
    expect(addressList.$state.get().data!.totalCount).toBe(before + 6);
    expect($addressesPaging.get()).toEqual({ page: 2, pageSize: 5 });

    await loadAddresses({ page: 1, pageSize: 15 });
    const created = addressList.$state.get().data!.items.find((a) => a.street === 'ul. Testowa 3')!;
    const company = form('ul. Testowa 3', {
      isCompany: true,
      companyName: 'Instalbud',
      nip: '526-025-02-74',
      label: 'Biuro',
    });
    const saved = await saveAddress(created.id, company);
    expect(saved).toMatchObject({ ok: true, address: { label: 'Biuro', nip: '5260250274' } });

    expect(await deleteAddress(created.id)).toBeNull();
    expect(addressList.$state.get().data!.items.some((a) => a.id === created.id)).toBe(false);
    // Someone else's (or a deleted) address answers like a missing one.
    expect(await deleteAddress(created.id)).toBeTruthy();
  });

  it('refuses a form the contract refuses without calling the server', async () => {
    await signInAs('b2b');
    await loadAddresses({ page: 1, pageSize: 15 });
    const count = addressList.$state.get().data!.totalCount;
    const outcome = await saveAddress(null, form('ul. Zła 1', { postalCode: '30001' }));
    expect(outcome).toMatchObject({
      ok: false,
      errors: { postalCode: 'Kod pocztowy musi mieć format NN-NNN.' },
    });
    await addressList.reload();
    expect(addressList.$state.get().data!.totalCount).toBe(count);
  });

  it("never shows one user's addresses to another", async () => {
    await signInAs('b2b');
    await saveAddress(null, form('ul. Prywatna 99'));
    await signInAs('b2b2');
    await loadAddresses({ page: 1, pageSize: 15 });
    expect(addressList.$state.get().data!.items.map((a) => a.street)).not.toContain(
      'ul. Prywatna 99',
    );
  });
});

describe('the dashboard', () => {
  it('loads the account, the spending limit and the last orders of the signed-in user', async () => {
    const user = await signInAs('b2b');
    await loadDashboard(user.id);
    expect(accountInfo.$state.get().data).toMatchObject({ id: user.id, userName: 'b2b' });
    expect(shoppingLimit.$state.get()).toMatchObject({ status: 'ready', error: null });
    expect(lastOrders.$state.get()).toMatchObject({ status: 'ready', data: { items: [] } });
  });
});
