// @vitest-environment happy-dom
// Profile and password from the dashboard against the real API host: the form is checked with the
// contract first, the server's refusal comes back as the message, a saved name reaches the session
// (header) and a changed password leaves this page signed in with the fresh token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { clearNotices } from '@armatura/shared-libs/notices';
import {
  $session,
  readAuthToken,
  readUserCookie,
  removeAuthAndUserCookies,
  signIn,
} from '@armatura/shared-libs/session';
import { changePassword, saveProfile } from './profile-store';

let host: TestApiHost;
beforeAll(async () => {
  host = await startTestApiHost();
}, 120_000);
afterAll(() => host?.close());

beforeEach(() => {
  removeAuthAndUserCookies();
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  clearNotices();
});

const signInAs = (userName: string, password = DEMO_PASSWORD) =>
  signIn({ userNameOrEmailAddress: userName, password, rememberMe: false });

describe('profile', () => {
  it('refuses a blank name before the server, then saves and updates the session user', async () => {
    await signInAs('b2b2');
    expect(await saveProfile({ name: ' ', surname: 'Kowalski', phone: '' })).toMatchObject({
      ok: false,
      errors: { name: 'To pole jest wymagane.' },
    });
    expect(
      await saveProfile({ name: 'Janusz', surname: 'Kowalski', phone: '+48 600 100 200' }),
    ).toEqual({ ok: true });
    expect($session.get().user).toMatchObject({ name: 'Janusz', phone: '+48 600 100 200' });
    expect(readUserCookie()).toMatchObject({ name: 'Janusz' });
  });
});

describe('password', () => {
  it('needs the repeat to match and the current password to be right', async () => {
    await signInAs('konta');
    expect(
      await changePassword({ currentPassword: 'x', newPassword: 'Nowe1234!', repeatPassword: 'y' }),
    ).toMatchObject({ ok: false, errors: { repeatPassword: 'Hasła nie są takie same.' } });
    const wrong = await changePassword({
      currentPassword: 'niepoprawne',
      newPassword: 'Nowe1234!xy',
      repeatPassword: 'Nowe1234!xy',
    });
    expect(wrong.ok).toBe(false);
    expect(wrong.ok === false && wrong.message).toBeTruthy();
  });

  it('changes it and goes on with the fresh token; the old token is refused', async () => {
    await signInAs('tresci');
    const old = readAuthToken()!;
    const done = await changePassword({
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Nowe-Haslo-2026!',
      repeatPassword: 'Nowe-Haslo-2026!',
    });
    expect(done).toEqual({ ok: true });
    const fresh = readAuthToken()!;
    expect(fresh).not.toBe(old);
    const call = (token: string) =>
      host.platform.call({
        method: 'GET',
        url: '/api/services/app/Profile/GetAccountInformations',
        token,
      });
    expect((await call(fresh)).status).toBe(200);
    expect((await call(old)).status).toBe(401);
    expect($session.get().user?.id).toBeTruthy();
  });
});
