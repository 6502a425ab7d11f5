// Profile/* through the composed platform: the account card, profile changes through the identity
// module, the contractor, the spending limit from the users domain, and a password change that
// ends every earlier session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO_PASSWORD, type TestPlatform } from '@armatura/deploy/testing';
import { PASSWORD_CHANGED } from './routes.js';

const APP = '/api/services/app/';
let p: TestPlatform;

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
});
afterAll(() => p.close());

const call = (
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
) =>
  p.call({
    method,
    url: APP + path,
    token,
    ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
  });

describe('profile', () => {
  it("answers the signed-in user's account, with the default address once there is one", async () => {
    const anna = await p.login('b2c');
    expect((await call(undefined, 'GET', 'Profile/GetAccountInformations')).status).toBe(401);
    const before = await call(anna, 'GET', 'Profile/GetAccountInformations');
    expect(before.body.result).toMatchObject({
      userName: 'b2c',
      name: 'Anna',
      surname: 'Nowak',
      email: 'anna.nowak@example.pl',
      isB2B: false,
      contractorId: null,
      defaultAddress: null,
    });
    await call(anna, 'POST', 'Addresses/CreateAddress', {
      firstName: 'Anna',
      lastName: 'Nowak',
      isCompany: false,
      street: 'ul. Ogrodowa 3',
      postalCode: '61-821',
      city: 'Poznań',
    });
    const after = await call(anna, 'GET', 'Profile/GetAccountInformations');
    expect(after.body.result.defaultAddress).toMatchObject({
      street: 'ul. Ogrodowa 3',
      isDefault: true,
    });
  });

  it('updates name, surname and phone through the identity module', async () => {
    const anna = await p.login('b2c');
    const res = await call(anna, 'PUT', 'Profile/UpdateCurrentUserProfile', {
      name: 'Anna Maria',
      surname: 'Nowak-Kowalska',
      phone: '+48 600 700 800',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      title: 'Anna Maria Nowak-Kowalska',
      phone: '+48 600 700 800',
    });
    // The shell's own account answer (the header's menu) sees the same user.
    const shell = await call(anna, 'GET', 'Account/GetAccountInformations');
    expect(shell.body.result.user).toMatchObject({ name: 'Anna Maria', surname: 'Nowak-Kowalska' });
    const blank = await call(anna, 'PUT', 'Profile/UpdateCurrentUserProfile', {
      name: '  ',
      surname: 'X',
    });
    expect([blank.status, blank.body.error.validationErrors[0].members]).toEqual([400, ['name']]);
    const phone = await call(anna, 'PUT', 'Profile/UpdateCurrentUserProfile', {
      name: 'A',
      surname: 'B',
      phone: 'abc',
    });
    expect(phone.status).toBe(400);
    const unchanged = await call(anna, 'GET', 'Profile/GetAccountInformations');
    expect(unchanged.body.result.name).toBe('Anna Maria');
    // Without a phone the stored one stays; null removes it.
    const kept = await call(anna, 'PUT', 'Profile/UpdateCurrentUserProfile', {
      name: 'Anna',
      surname: 'Nowak',
    });
    expect(kept.body.result).toMatchObject({ name: 'Anna', phone: '+48 600 700 800' });
    const removed = await call(anna, 'PUT', 'Profile/UpdateCurrentUserProfile', {
      name: 'Anna',
      surname: 'Nowak',
      phone: null,
    });
    expect(removed.body.result.phone).toBeNull();
  });

  it('tells a B2B buyer their contractor and organisation unit', async () => {
    const jan = await p.login('b2b');
    const res = await call(jan, 'GET', 'Profile/GetUserContractor');
    expect(res.body.result).toMatchObject({
      contractorId: 1001,
      isB2B: true,
      organizationUnitId: 1,
    });
    const anna = await p.login('b2c');
    expect(
      (await call(anna, 'GET', 'Profile/GetUserContractor')).body.result.contractorId,
    ).toBeNull();
  });

  it("answers the user's spending limit from the users domain", async () => {
    const jan = await p.login('b2b');
    const fits = await call(jan, 'POST', 'Profile/CheckUserShoppingLimit', { amount: 100 });
    expect(fits.body.result).toMatchObject({
      hasLimit: true,
      limit: { amount: 5000, period: 'MONTH', currency: 'PLN' },
      amount: 100,
      requiresAcceptance: false,
    });
    expect(fits.body.result.remaining).toBe(5000 - fits.body.result.used);
    const over = await call(jan, 'POST', 'Profile/CheckUserShoppingLimit', { amount: 6000 });
    expect(over.body.result.requiresAcceptance).toBe(true);
    const anna = await p.login('b2c');
    const none = await call(anna, 'POST', 'Profile/CheckUserShoppingLimit', {});
    expect(none.body.result).toMatchObject({
      hasLimit: false,
      limit: null,
      remaining: null,
      requiresAcceptance: false,
    });
    expect(
      (await call(anna, 'POST', 'Profile/CheckUserShoppingLimit', { amount: -1 })).status,
    ).toBe(400);
  });

  it('refuses to change the password of the user an administrator acts for', async () => {
    const anna = await call(await p.login('b2c'), 'GET', 'Profile/GetAccountInformations');
    const imp = await call(await p.login('admin'), 'POST', 'Account/Impersonate', {
      userId: anna.body.result.id,
    });
    const session = await p.call({
      method: 'POST',
      url: `/api/TokenAuth/ImpersonatedAuthenticate?impersonationToken=${imp.body.result.impersonationToken}`,
    });
    const res = await call(session.body.result.accessToken, 'POST', 'Profile/ChangePassword', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Przejete-haslo-1',
    });
    expect(res.status).toBe(403);
    expect(await p.login('b2c')).toBeTruthy();
  });

  it('changes the password: the current one is required, the rule applies, old sessions end', async () => {
    const [old, otherDevice] = [await p.login('b2b2'), await p.login('b2b2')];
    const wrong = await call(old, 'POST', 'Profile/ChangePassword', {
      currentPassword: 'not-it-1',
      newPassword: 'Nowe-haslo-2026',
    });
    expect([wrong.status, wrong.body.error.message]).toEqual([
      400,
      'Obecne hasło jest nieprawidłowe.',
    ]);
    const weak = await call(old, 'POST', 'Profile/ChangePassword', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'abc',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.validationErrors[0].members).toEqual(['newPassword']);
    // Neither refusal ended the session.
    expect((await call(old, 'GET', 'Profile/GetAccountInformations')).status).toBe(200);

    const done = await call(old, 'POST', 'Profile/ChangePassword', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Nowe-haslo-2026',
    });
    expect(done.status).toBe(200);
    expect(done.body.result.message).toBe(PASSWORD_CHANGED);
    for (const token of [old, otherDevice])
      expect((await call(token, 'GET', 'Profile/GetAccountInformations')).status).toBe(401);
    const fresh = await call(done.body.result.accessToken, 'GET', 'Profile/GetAccountInformations');
    expect(fresh.body.result.userName).toBe('b2b2');
    await expect(p.login('b2b2')).rejects.toThrow();
    const signIn = await p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'b2b2', password: 'Nowe-haslo-2026', rememberMe: false },
    });
    expect(signIn.status).toBe(200);
  });
});
