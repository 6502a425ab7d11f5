/** Sign-in, token sign-in (impersonation, linked accounts) and logout (storefront.md §4, §7). */
import { map } from 'nanostores';
import { normalizeError, post } from '@armatura/shared-libs/http';
import { COOKIE_NAMES } from '../constants';
import { removeAuthAndUserCookies, removeCookie, writeCookie, writeLongCookie } from './cookies';
import { page } from './page';
import { $session, SESSION_URLS, loadSession } from './store';
import type { AuthenticateResult, LoggedInUser, SignInInput } from './types';

/** Sign-in screen state; the signed-in user itself is `$session.user`. */
export const $signIn = map<{ processing: boolean; error: string | null }>({
  processing: false,
  error: null,
});

/** Token cookies (session cookies unless rememberMe), user cookies, then the store. */
function storeAuthResult(result: AuthenticateResult, rememberMe: boolean): void {
  const lifetime = rememberMe ? { lifetimeMs: result.expireInSeconds * 1000 } : undefined;
  writeCookie(COOKIE_NAMES.authToken, result.accessToken, lifetime);
  writeCookie(COOKIE_NAMES.encryptedAuthToken, result.encryptedAccessToken, lifetime);
  writeLongCookie(COOKIE_NAMES.user, JSON.stringify(result.user));
  writeLongCookie(COOKIE_NAMES.accountType, result.user.isB2B ? 'B2B' : 'B2C');
  $session.set({ ...$session.get(), token: result.accessToken, user: result.user });
}

async function authenticate(
  request: () => Promise<AuthenticateResult>,
  rememberMe: boolean,
): Promise<LoggedInUser> {
  $signIn.set({ processing: true, error: null });
  try {
    const result = await request();
    if (!result?.accessToken || !result.user) throw new Error('Unexpected server response');
    storeAuthResult(result, rememberMe);
    await loadSession();
    $signIn.set({ processing: false, error: null });
    return result.user;
  } catch (error) {
    removeCookie(COOKIE_NAMES.user);
    $session.setKey('user', null);
    const failure = normalizeError(error);
    $signIn.set({ processing: false, error: failure.message });
    throw failure;
  }
}

/** POST /api/TokenAuth/Authenticate. Rejects with the server's message (e.g. 'Invalid credentials'). */
export function signIn(input: SignInInput): Promise<LoggedInUser> {
  return authenticate(
    () => post<AuthenticateResult>(SESSION_URLS.authenticate, input, { silent: true }),
    input.rememberMe,
  );
}

/** Stores an ImpersonatedAuthenticate / LinkedAccountAuthenticate answer like a sign-in. */
export function signInWithToken(
  result: AuthenticateResult,
  options: { rememberMe?: boolean } = {},
): Promise<LoggedInUser> {
  return authenticate(() => Promise.resolve(result), options.rememberMe ?? false);
}

export function authenticateImpersonated(impersonationToken: string): Promise<LoggedInUser> {
  return authenticate(
    () =>
      post<AuthenticateResult>(SESSION_URLS.impersonatedAuthenticate, undefined, {
        params: { impersonationToken },
        silent: true,
      }),
    false,
  );
}

export function authenticateLinkedAccount(switchAccountToken: string): Promise<LoggedInUser> {
  return authenticate(
    () =>
      post<AuthenticateResult>(SESSION_URLS.linkedAccountAuthenticate, undefined, {
        params: { switchAccountToken },
        silent: true,
      }),
    false,
  );
}

/** Removes the auth and user cookies and reloads the page (every store starts clean). */
export function logout(): void {
  removeAuthAndUserCookies();
  $session.set({ ...$session.get(), token: null, user: null });
  page.reload();
}
