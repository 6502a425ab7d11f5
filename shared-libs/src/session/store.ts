/**
 * THE session store of the page (storefront.md §4). Module Federation shares this module as
 * a singleton; the instance counter below lets a browser test prove that the shell and every
 * remote use one copy (a second copy would mean two sessions).
 */
import { atom, computed, map } from 'nanostores';
import { get, normalizeError, post } from '@armatura/shared-libs/http';
import { loadTexts, normalizeLocale, setLocale } from '@armatura/shared-libs/i18n';
import { COOKIE_NAMES, DEFAULT_CULTURE, DEFAULT_TENANT_ID } from '../constants';
import {
  readAuthToken,
  readCookie,
  readCulture,
  readUserCookie,
  removeAuthAndUserCookies,
  writeLongCookie,
} from './cookies';
import type { AbpUserConfiguration, SessionState } from './types';

declare global {
  var __ARMATURA_SESSION_INSTANCES__: number | undefined;
}
globalThis.__ARMATURA_SESSION_INSTANCES__ = (globalThis.__ARMATURA_SESSION_INSTANCES__ || 0) + 1;
export const sessionStoreInstanceId: string = Math.random().toString(36).slice(2, 10);

export const SESSION_URLS = {
  getAll: '/AbpUserConfiguration/GetAll',
  authenticate: '/api/TokenAuth/Authenticate',
  impersonatedAuthenticate: '/api/TokenAuth/ImpersonatedAuthenticate',
  linkedAccountAuthenticate: '/api/TokenAuth/LinkedAccountAuthenticate',
  changeLanguage: '/api/services/app/User/ChangeLanguage',
  changeCurrency: '/api/services/app/User/ChangeCurrency',
} as const;

export const $session = map<SessionState>({
  status: 'idle',
  config: null,
  user: null,
  token: null,
  error: null,
});
/** Mirrors the culture cookie (the cookie is what the HTTP headers send). */
export const $culture = atom<string>(DEFAULT_CULTURE);
/** The currency cookie, else the server's answer (config.currency); null before either. */
export const $currency = atom<string | null>(null);

/** Browser connectivity (storefront.md §4 "Online/offline status is tracked"). */
export const $online = atom<boolean>(
  typeof navigator === 'undefined' ? true : navigator.onLine !== false,
);
let onlineTracked = false;

function trackOnlineStatus(): void {
  if (onlineTracked || typeof window === 'undefined') return;
  onlineTracked = true;
  window.addEventListener('online', () => $online.set(true));
  window.addEventListener('offline', () => $online.set(false));
}

// Derived stores change only when their value does, so subscribers skip status-only updates.
export const $config = computed($session, (s) => s.config);
export const $user = computed($session, (s) => s.user);
export const $isSignedIn = computed($session, (s) => Boolean(s.token && s.user));

/**
 * Startup: default tenant and culture cookies, the stored token and user into the store,
 * online/offline tracking, then the GetAll load. Resolves with the configuration (null when the load failed).
 * `fromPage`: the anonymous configuration the host wrote into the HTML (contracts/page-boot.ts);
 * used instead of the load when it answers for this visitor (see pageConfigFits).
 */
export function initSession(
  fromPage?: AbpUserConfiguration | null,
): Promise<AbpUserConfiguration | null> {
  if (!readCookie(COOKIE_NAMES.tenantId))
    writeLongCookie(COOKIE_NAMES.tenantId, String(DEFAULT_TENANT_ID));
  if (!readCookie(COOKIE_NAMES.culture)) writeLongCookie(COOKIE_NAMES.culture, DEFAULT_CULTURE);
  syncFromCookies();
  trackOnlineStatus();
  if (fromPage && pageConfigFits(fromPage)) {
    applyConfig(fromPage);
    return Promise.resolve(fromPage);
  }
  return loadSession();
}

/**
 * The page's configuration stands in for GetAll only when GetAll would give the same answer: no
 * sign-in token (it was written for an anonymous visitor), the tenant and culture the cookies now
 * say (the page may be an older copy, or a cookie changed since it was written).
 */
function pageConfigFits(config: AbpUserConfiguration): boolean {
  return (
    !readAuthToken() &&
    config.session?.userId === null &&
    String(config.session.tenantId) === readCookie(COOKIE_NAMES.tenantId) &&
    config.localization?.currentCulture?.name === readCulture()
  );
}

function applyConfig(config: AbpUserConfiguration): void {
  $session.set({ ...$session.get(), status: 'ready', config, error: null });
  if (!readCookie(COOKIE_NAMES.currency) && typeof config.currency === 'string')
    $currency.set(config.currency);
}

function syncFromCookies(): void {
  $session.set({ ...$session.get(), token: readAuthToken(), user: readUserCookie() });
  const culture = readCulture();
  $culture.set(culture);
  setLocale(culture);
  $currency.set(readCookie(COOKIE_NAMES.currency) ?? null);
}

let loadSeq = 0;

/** GET /AbpUserConfiguration/GetAll; only the latest of overlapping loads is applied. */
export async function loadSession(): Promise<AbpUserConfiguration | null> {
  const seq = ++loadSeq;
  $session.set({ ...$session.get(), status: 'loading', error: null });
  try {
    const config = await get<AbpUserConfiguration>(SESSION_URLS.getAll, undefined, {
      silent: true,
    });
    if (seq !== loadSeq) return config;
    if (!config || typeof config !== 'object' || !config.session)
      throw new Error('Unexpected server response');
    applyConfig(config);
    return config;
  } catch (error) {
    if (seq === loadSeq)
      $session.set({ ...$session.get(), status: 'error', error: normalizeError(error).message });
    return null;
  }
}

/** The server remembers a signed-in user's choice; anonymous visitors keep it in cookies only. */
export async function setLanguage(languageName: string): Promise<void> {
  if (readAuthToken()) await post(SESSION_URLS.changeLanguage, { languageName });
  writeLongCookie(COOKIE_NAMES.language, languageName);
  writeLongCookie(COOKIE_NAMES.culture, languageName);
  // The language's texts first (English loads on demand): every screen then re-renders in it at
  // once, also those that read texts without waiting for them.
  await loadTexts(normalizeLocale(languageName));
  $culture.set(languageName);
  setLocale(languageName);
  await loadSession();
}

export async function setCurrency(currency: string): Promise<void> {
  if (readAuthToken()) await post(SESSION_URLS.changeCurrency, { currency });
  writeLongCookie(COOKIE_NAMES.currency, currency);
  $currency.set(currency);
}

export type SessionConsistency = 'ok' | 'mismatch';

/**
 * storefront.md §4 "Session check on each navigation": the stored user (cookie) and the
 * server session's userId must agree. On mismatch the auth and user cookies are removed and
 * the configuration is reloaded (so the next check agrees); the caller shows the warning and
 * redirects. Until a configuration has been loaded there is nothing to compare: 'ok'.
 */
export function checkSessionConsistency(): SessionConsistency {
  const { config, status } = $session.get();
  if (!config || status === 'loading') return 'ok';
  const storedId = readUserCookie()?.id ?? null;
  const serverId = config.session.userId ?? null;
  if (storedId === null && serverId === null) return 'ok';
  if (storedId !== null && serverId !== null && String(storedId) === String(serverId)) return 'ok';
  removeAuthAndUserCookies();
  $session.set({ ...$session.get(), token: null, user: null });
  void loadSession();
  return 'mismatch';
}
