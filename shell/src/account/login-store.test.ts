// @vitest-environment happy-dom
// The sign-in flow of the login screen against the real API host (startTestApiHost moves the page
// onto its origin): the identity module checks the password, the session store keeps what it answers.
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { $session, $signIn, COOKIE_NAMES, readUserCookie } from '@armatura/shared-libs/session';
import { $login, resetLogin, submitLogin } from './login-store';

let host: TestApiHost;

beforeAll(async () => {
  host = await startTestApiHost();
});
afterAll(() => host?.close());

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  $signIn.set({ processing: false, error: null });
  resetLogin();
  window.history.replaceState(null, '', '/user/login');
});

const credentials = (
  userName: string,
  password = '123qwe',
  extra: { tenancyName?: string; rememberMe?: boolean } = {},
) => ({ userNameOrEmailAddress: userName, password, rememberMe: false, ...extra });

describe('submitLogin', () => {
  it('signs the b2c user in: token cookie, user in the store, the server session agrees, then the return URL', async () => {
    window.history.replaceState(null, '', '/user/login?returnUrl=%2Fkokpit%2Fzamowienia');
    await expect(submitLogin(credentials('  b2c  '))).resolves.toBe(true);
    const { token, user, config, status } = $session.get();
    expect(token).toBeTruthy();
    expect(Cookies.get(COOKIE_NAMES.authToken)).toBe(token);
    expect(user).toMatchObject({
      name: 'Anna',
      surname: 'Nowak',
      email: 'anna.nowak@example.pl',
      isB2B: false,
    });
    expect(readUserCookie()?.id).toBe(user!.id);
    // loadSession ran with the new token: GetAll answers for this user.
    expect(status).toBe('ready');
    expect(config?.session.userId).toBe(user!.id);
    expect($login.get()).toMatchObject({ step: 'credentials', error: null });
    expect(window.location.pathname).toBe('/kokpit/zamowienia');
  });

  it("shows the server's Polish message for a wrong password and stores no session", async () => {
    await expect(submitLogin(credentials('b2b', 'zle-haslo'))).resolves.toBe(false);
    expect($login.get().error).toBe('Nieprawidłowa nazwa użytkownika lub hasło.');
    expect($signIn.get()).toEqual({ processing: false, error: 'Invalid credentials' });
    expect($session.get()).toMatchObject({ token: null, user: null });
    expect(Cookies.get(COOKIE_NAMES.authToken)).toBeUndefined();
    expect(window.location.pathname).toBe('/user/login');
  });

  it('signs in to the tenant named on the form (Hurtownia) and sends its id from then on', async () => {
    await expect(
      submitLogin(credentials('admin', '123qwe', { tenancyName: 'Hurtownia' })),
    ).resolves.toBe(true);
    expect(Cookies.get(COOKIE_NAMES.tenantId)).toBe('2');
    expect($session.get().user).toMatchObject({ surname: 'Hurtowni', tenantId: 2 });
    expect($session.get().config?.session.tenantId).toBe(2);
  });

  it('refuses an unknown tenant before asking for the password', async () => {
    await expect(
      submitLogin(credentials('admin', '123qwe', { tenancyName: 'Nie-ma-takiej' })),
    ).resolves.toBe(false);
    expect($login.get().error).toBe('Nie znaleziono najemcy o tej nazwie.');
    expect($session.get().token).toBeNull();
  });

  it('stops at the forced-change step when the server says the password must change', async () => {
    const db = host.platform.ctx.db;
    await db
      .updateTable('shell.users')
      .set({ must_change_password: true })
      .where('user_name', '=', 'konta')
      .where('tenant_id', '=', 1)
      .execute();
    try {
      await expect(submitLogin(credentials('konta', '123qwe', { rememberMe: true }))).resolves.toBe(
        true,
      );
      expect($login.get()).toEqual({
        step: 'mustChange',
        error: null,
        mustChange: { mustChangeEmail: false, mustChangePassword: true },
        rememberMe: true,
      });
      expect(window.location.pathname).toBe('/user/login');
    } finally {
      await db
        .updateTable('shell.users')
        .set({ must_change_password: false })
        .where('user_name', '=', 'konta')
        .where('tenant_id', '=', 1)
        .execute();
    }
  });
});
