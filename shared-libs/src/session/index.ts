/** `@armatura/shared-libs/session`: cookies and THE session store. See ../README.md. */
export * from './types';
export {
  AUTH_COOKIES,
  COOKIE_NAMES,
  USER_COOKIES,
  canUseSecureCookies,
  cookieAttributes,
  readAuthToken,
  readCookie,
  readCulture,
  readTenantId,
  readUserCookie,
  removeAuthAndUserCookies,
  removeCookie,
  writeCookie,
  writeLongCookie,
  type CookieLifetime,
  type CookieName,
} from './cookies';
export { page } from './page';
export {
  $config,
  $culture,
  $currency,
  $isSignedIn,
  $online,
  $session,
  $user,
  SESSION_URLS,
  checkSessionConsistency,
  initSession,
  loadSession,
  sessionStoreInstanceId,
  setCurrency,
  setLanguage,
  type SessionConsistency,
} from './store';
export {
  $signIn,
  authenticateImpersonated,
  authenticateLinkedAccount,
  logout,
  signIn,
  signInWithToken,
} from './auth';
export { useCurrentUser, useSession, useSignInState } from './react';
