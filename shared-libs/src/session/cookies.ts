/**
 * Cookie helpers over js-cookie. Stateless on purpose: the HTTP client imports this file
 * directly (a copy of it costs nothing), while the session *store* must stay one instance.
 */
import Cookies from 'js-cookie';
import { COOKIE_NAMES, DEFAULT_CULTURE, LONG_COOKIE_LIFETIME_MS } from '../constants';
import type { LoggedInUser } from './types';

export { COOKIE_NAMES };
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export interface CookieLifetime {
  /** Lifetime from now; omit both fields for a session cookie. */
  lifetimeMs?: number;
  expires?: Date;
}

/**
 * The spec wants Secure + SameSite=None. Browsers drop such cookies on plain-http pages that
 * are not localhost, which would make sign-in silently fail there; fall back to Lax then.
 */
export function canUseSecureCookies(): boolean {
  if (typeof window === 'undefined') return true;
  return window.location.protocol === 'https:' || window.isSecureContext === true;
}

export function cookieAttributes(lifetime: CookieLifetime = {}): Cookies.CookieAttributes {
  const secure = canUseSecureCookies();
  const attributes: Cookies.CookieAttributes = {
    path: '/',
    secure,
    sameSite: secure ? 'None' : 'Lax',
  };
  if (lifetime.expires) attributes.expires = lifetime.expires;
  else if (lifetime.lifetimeMs !== undefined)
    attributes.expires = new Date(Date.now() + lifetime.lifetimeMs);
  return attributes;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

// document.cookie is read once per stretch of synchronous script: each read of it is a call into
// the browser (the shell's start-up read it twenty times: 26–67 ms at 4× CPU, issue 16). Nothing
// else changes cookies while a script runs, and the copy is dropped when the stretch ends
// (the microtask checkpoint) or when this file writes a cookie. It lives on the global object,
// not in this module: the HTTP client and the session store each bundle a copy of this file.
const JAR = Symbol.for('armatura.cookies.jar');
type JarHolder = { [JAR]?: Record<string, string> };

function cookieJar(): Record<string, string> {
  const holder = globalThis as JarHolder;
  let jar = holder[JAR];
  if (!jar) {
    jar = Cookies.get();
    holder[JAR] = jar;
    queueMicrotask(forgetCookieJar);
  }
  return jar;
}

function forgetCookieJar(): void {
  (globalThis as JarHolder)[JAR] = undefined;
}

export function readCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const jar = cookieJar();
  return Object.hasOwn(jar, name) ? jar[name] : undefined;
}

export function writeCookie(name: string, value: string, lifetime?: CookieLifetime): void {
  if (!hasDocument()) return;
  forgetCookieJar();
  Cookies.set(name, value, cookieAttributes(lifetime));
}

/** A long-lived (about 5 years) cookie: tenant, culture, user, account type, language, currency. */
export function writeLongCookie(name: string, value: string): void {
  writeCookie(name, value, { lifetimeMs: LONG_COOKIE_LIFETIME_MS });
}

export function removeCookie(name: string): void {
  if (!hasDocument()) return;
  forgetCookieJar();
  Cookies.remove(name, cookieAttributes());
}

export const AUTH_COOKIES = [COOKIE_NAMES.authToken, COOKIE_NAMES.encryptedAuthToken] as const;
export const USER_COOKIES = [COOKIE_NAMES.user, COOKIE_NAMES.accountType] as const;

export function removeAuthAndUserCookies(): void {
  for (const name of [...AUTH_COOKIES, ...USER_COOKIES]) removeCookie(name);
}

export function readAuthToken(): string | null {
  return readCookie(COOKIE_NAMES.authToken) || null;
}

/** Tenant id from its cookie; null when absent or not a number. */
export function readTenantId(): number | null {
  const raw = readCookie(COOKIE_NAMES.tenantId);
  if (!raw) return null;
  const id = Number(raw);
  return Number.isInteger(id) ? id : null;
}

export function readCulture(): string {
  return readCookie(COOKIE_NAMES.culture) || DEFAULT_CULTURE;
}

/** The stored user, or null when the cookie is absent or not valid JSON of a user. */
export function readUserCookie(): LoggedInUser | null {
  const raw = readCookie(COOKIE_NAMES.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as LoggedInUser | null;
    return user && typeof user === 'object' && user.id != null ? user : null;
  } catch {
    return null;
  }
}
