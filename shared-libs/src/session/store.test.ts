// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/"}
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@armatura/shared-libs/http';
import { $locale, registerTexts } from '@armatura/shared-libs/i18n';
import {
  envelope,
  errorEnvelope,
  startApiServer,
  type ApiServer,
} from '../test-support/api-server';
import { nodeTransport } from '../test-support/node-transport';
import {
  $currency,
  $online,
  $session,
  $signIn,
  checkSessionConsistency,
  initSession,
  loadSession,
  logout,
  page,
  sessionStoreInstanceId,
  setCurrency,
  setLanguage,
  signIn,
  signInWithToken,
  type AbpUserConfiguration,
  type AuthenticateResult,
  type LoggedInUser,
} from './index';

const USER: LoggedInUser = {
  id: 42,
  title: 'Anna Nowak',
  name: 'Anna',
  surname: 'Nowak',
  phone: null,
  email: 'anna@example.pl',
  tenantId: 1,
  roles: ['Klient'],
  isB2B: true,
  type: 'Customer',
  contractorId: 7,
  organizationUnitId: null,
  organizationGroupId: null,
  priceList: 'A',
  isMultiple: false,
};

function config(userId: number | null): AbpUserConfiguration {
  return {
    session: {
      userId,
      tenantId: 1,
      impersonatorUserId: null,
      impersonatorTenantId: null,
      impersonatorUserName: null,
      switchedFromUserId: null,
      multiTenancySide: 1,
    },
    setting: { values: {} },
    auth: {
      allPermissions: { 'Pages.Order': 'true' },
      grantedPermissions: userId ? { 'Pages.Order': 'true' } : {},
    },
    localization: {
      currentCulture: { name: 'pl', displayName: 'polski' },
      languages: [],
      values: {},
    },
    currency: 'PLN',
    multiTenancy: { isEnabled: true },
    clock: { provider: 'utc' },
  };
}

const AUTH: AuthenticateResult = {
  accessToken: 'jwt-a',
  encryptedAccessToken: 'enc-a',
  expireInSeconds: 3600,
  userId: 42,
  user: USER,
  shouldChangeEmailOrPassword: false,
};

let api: ApiServer;
let written: string[];

beforeAll(async () => {
  api = await startApiServer();
  configureHttp({ baseURL: api.url, transport: nodeTransport });
});
afterAll(() => api.close());
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  api.reset();
  // GetAll answers for whoever the bearer token says.
  api.on('GET /AbpUserConfiguration/GetAll', (r) => ({
    body: envelope(config(r.headers.authorization ? 42 : null)),
  }));
  $session.set({ status: 'idle', config: null, user: null, token: null, error: null });
  $signIn.set({ processing: false, error: null });
  written = [];
  let proto: object | null = Object.getPrototypeOf(document) as object;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie'))
    proto = Object.getPrototypeOf(proto) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(proto!, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value);
    descriptor.set!.call(this, value);
  });
});
afterEach(() => vi.restoreAllMocks());

const writeOf = (name: string) => written.filter((w) => w.startsWith(`${name}=`)).at(-1) ?? '';
// A mismatch reloads the configuration in the background; let it land before going on.
const settled = () => vi.waitFor(() => expect($session.get().status).not.toBe('loading'));
const yearsAhead = (cookie: string) =>
  (Date.parse(/expires=([^;]+)/.exec(cookie)?.[1] ?? '') - Date.now()) / (365 * 864e5);

describe('initSession', () => {
  it('stores default tenant 1 and culture pl as ~5-year Secure SameSite=None cookies, then loads GetAll', async () => {
    const loaded = await initSession();
    expect(Cookies.get('Abp.TenantId')).toBe('1');
    expect(Cookies.get('Abp.Localization.CultureName')).toBe('pl');
    const tenant = writeOf('Abp.TenantId');
    expect(tenant).toMatch(/path=\//);
    expect(tenant).toMatch(/secure/i);
    expect(tenant).toMatch(/samesite=none/i);
    expect(yearsAhead(tenant)).toBeGreaterThan(4.9);
    expect(yearsAhead(tenant)).toBeLessThan(5.1);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /AbpUserConfiguration/GetAll',
    ]);
    expect(loaded?.session.userId).toBeNull();
    expect($currency.get()).toBe('PLN');
    expect($session.get()).toMatchObject({ status: 'ready', token: null, user: null });
    window.dispatchEvent(new Event('offline'));
    expect($online.get()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect($online.get()).toBe(true);
  });

  it('keeps existing tenant and culture cookies and picks up the stored token and user', async () => {
    Cookies.set('Abp.TenantId', '5', { path: '/' });
    Cookies.set('Abp.Localization.CultureName', 'en', { path: '/' });
    Cookies.set('Abp.AuthToken', 'jwt-a', { path: '/' });
    Cookies.set('user', JSON.stringify(USER), { path: '/' });
    await initSession();
    expect(Cookies.get('Abp.TenantId')).toBe('5');
    expect($locale.get()).toBe('en');
    expect($session.get()).toMatchObject({ status: 'ready', token: 'jwt-a', user: { id: 42 } });
    expect(api.requests[0]!.headers['abp.tenantid']).toBe('5');
  });

  it("takes the page's anonymous configuration instead of loading GetAll", async () => {
    const fromPage = config(null);
    await expect(initSession(fromPage)).resolves.toBe(fromPage);
    expect(api.requests).toEqual([]);
    expect($session.get()).toMatchObject({ status: 'ready', config: fromPage, token: null });
    expect($currency.get()).toBe('PLN');
  });

  it("loads GetAll when the page's configuration does not answer for this visitor", async () => {
    // Signed in since the page was written: the token's session is read from the server.
    Cookies.set('Abp.AuthToken', 'jwt-a', { path: '/' });
    Cookies.set('user', JSON.stringify(USER), { path: '/' });
    await initSession(config(null));
    expect(api.requests.map((r) => r.path)).toEqual(['/AbpUserConfiguration/GetAll']);
    expect($session.get().config?.session.userId).toBe(42);
    Cookies.remove('Abp.AuthToken', { path: '/' });
    Cookies.remove('user', { path: '/' });
    api.reset();
    api.on('GET /AbpUserConfiguration/GetAll', () => ({ body: envelope(config(null)) }));
    // Another tenant's or another language's answer.
    Cookies.set('Abp.TenantId', '5', { path: '/' });
    await initSession(config(null));
    Cookies.set('Abp.TenantId', '1', { path: '/' });
    Cookies.set('Abp.Localization.CultureName', 'en', { path: '/' });
    await initSession(config(null));
    expect(api.requests.map((r) => r.path)).toEqual([
      '/AbpUserConfiguration/GetAll',
      '/AbpUserConfiguration/GetAll',
    ]);
  });

  it('records a failed load as status error', async () => {
    api.on('GET /AbpUserConfiguration/GetAll', () => ({
      status: 500,
      body: errorEnvelope({ message: 'Baza danych niedostępna' }),
    }));
    await expect(loadSession()).resolves.toBeNull();
    expect($session.get()).toMatchObject({ status: 'error', error: 'Baza danych niedostępna' });
  });
});

describe('signIn', () => {
  it('without rememberMe writes session token cookies, the user cookie, then reloads the session', async () => {
    api.on('POST /api/TokenAuth/Authenticate', () => ({ body: envelope(AUTH) }));
    const user = await signIn({ userNameOrEmailAddress: 'anna', password: 'x', rememberMe: false });
    expect(user.id).toBe(42);
    expect(api.requests[0]!.body).toEqual({
      userNameOrEmailAddress: 'anna',
      password: 'x',
      rememberMe: false,
    });
    expect(Cookies.get('Abp.AuthToken')).toBe('jwt-a');
    expect(Cookies.get('enc_auth_token')).toBe('enc-a');
    expect(writeOf('Abp.AuthToken')).not.toMatch(/expires/);
    expect(writeOf('Abp.AuthToken')).toMatch(/secure/i);
    expect(JSON.parse(Cookies.get('user')!)).toEqual(USER);
    expect(Cookies.get('accountType')).toBe('B2B');
    expect(api.requests[1]!.path).toBe('/AbpUserConfiguration/GetAll');
    expect(api.requests[1]!.headers.authorization).toBe('Bearer jwt-a');
    expect($session.get()).toMatchObject({
      status: 'ready',
      token: 'jwt-a',
      user: { id: 42 },
      config: { session: { userId: 42 } },
    });
    expect($signIn.get()).toEqual({ processing: false, error: null });
  });

  it('with rememberMe the token cookies expire with the token', async () => {
    api.on('POST /api/TokenAuth/Authenticate', () => ({ body: envelope(AUTH) }));
    await signIn({ userNameOrEmailAddress: 'anna', password: 'x', rememberMe: true });
    const hours =
      (Date.parse(/expires=([^;]+)/.exec(writeOf('Abp.AuthToken'))![1]!) - Date.now()) / 36e5;
    expect(hours).toBeGreaterThan(0.98);
    expect(hours).toBeLessThan(1.02);
  });

  it('shows processing while the call runs', async () => {
    api.on('POST /api/TokenAuth/Authenticate', () => ({ body: envelope(AUTH) }));
    const pending = signIn({ userNameOrEmailAddress: 'anna', password: 'x', rememberMe: false });
    expect($signIn.get().processing).toBe(true);
    await pending;
    expect($signIn.get().processing).toBe(false);
  });

  it('failure removes the user cookie, stores and rethrows the message, shows no toast', async () => {
    Cookies.set('user', JSON.stringify(USER), { path: '/' });
    api.on('POST /api/TokenAuth/Authenticate', () => ({
      status: 400,
      body: errorEnvelope({ message: 'Invalid credentials' }),
    }));
    await expect(
      signIn({ userNameOrEmailAddress: 'anna', password: 'bad', rememberMe: false }),
    ).rejects.toMatchObject({
      message: 'Invalid credentials',
    });
    expect(Cookies.get('user')).toBeUndefined();
    expect(Cookies.get('Abp.AuthToken')).toBeUndefined();
    expect($signIn.get()).toEqual({ processing: false, error: 'Invalid credentials' });
  });

  it('signInWithToken stores an impersonation answer like a sign-in', async () => {
    await signInWithToken({ ...AUTH, accessToken: 'jwt-imp', user: { ...USER, id: 43 } });
    expect(Cookies.get('Abp.AuthToken')).toBe('jwt-imp');
    expect(JSON.parse(Cookies.get('user')!).id).toBe(43);
    expect($session.get().token).toBe('jwt-imp');
  });
});

describe('logout', () => {
  it('removes auth and user cookies and reloads the page', () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    for (const name of ['Abp.AuthToken', 'enc_auth_token', 'user', 'accountType', 'Abp.TenantId'])
      Cookies.set(name, 'v', { path: '/' });
    logout();
    expect(Cookies.get()).toEqual({ 'Abp.TenantId': 'v' });
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('checkSessionConsistency (storefront.md §4)', () => {
  it('is ok when both agree or both are absent', async () => {
    await loadSession();
    expect(checkSessionConsistency()).toBe('ok');
    Cookies.set('Abp.AuthToken', 'jwt-a', { path: '/' });
    Cookies.set('user', JSON.stringify(USER), { path: '/' });
    await loadSession();
    expect(checkSessionConsistency()).toBe('ok');
    expect(Cookies.get('user')).toBeDefined();
  });

  it('is a mismatch when only the stored user exists; removes auth and user cookies and reloads', async () => {
    Cookies.set('user', JSON.stringify(USER), { path: '/' });
    Cookies.set('enc_auth_token', 'e', { path: '/' });
    await loadSession(); // no token → server session has no user
    expect(checkSessionConsistency()).toBe('mismatch');
    expect(Cookies.get('user')).toBeUndefined();
    expect(Cookies.get('enc_auth_token')).toBeUndefined();
    await vi.waitFor(() => expect($session.get().status).toBe('ready'));
    expect(checkSessionConsistency()).toBe('ok');
  });

  it('is a mismatch when only the server has a user, or the ids differ', async () => {
    Cookies.set('Abp.AuthToken', 'jwt-a', { path: '/' });
    await loadSession();
    expect(checkSessionConsistency()).toBe('mismatch');
    expect(Cookies.get('Abp.AuthToken')).toBeUndefined();
    await settled();

    Cookies.set('Abp.AuthToken', 'jwt-a', { path: '/' });
    Cookies.set('user', JSON.stringify({ ...USER, id: 7 }), { path: '/' });
    await loadSession();
    expect(checkSessionConsistency()).toBe('mismatch');
    await settled();
  });
});

describe('language and currency', () => {
  it('setLanguage posts ChangeLanguage when signed in, stores language + culture cookies, reloads', async () => {
    Cookies.set('Abp.AuthToken', 'jwt-a', { path: '/' });
    api.on('POST /api/services/app/User/ChangeLanguage', () => ({ body: envelope(null) }));
    await setLanguage('en');
    expect(api.requests[0]).toMatchObject({
      path: '/api/services/app/User/ChangeLanguage',
      body: { languageName: 'en' },
    });
    expect(Cookies.get('language')).toBe('en');
    expect(Cookies.get('Abp.Localization.CultureName')).toBe('en');
    expect(yearsAhead(writeOf('language'))).toBeGreaterThan(4.9);
    expect($locale.get()).toBe('en');
    expect(api.requests[1]).toMatchObject({ path: '/AbpUserConfiguration/GetAll' });
    expect(api.requests[1]!.headers['.aspnetcore.culture']).toBe('c=en|uic=en');
    await setLanguage('pl');
  });

  it('switches the language only once its texts are there (English loads on demand)', async () => {
    let release: (() => void) | undefined;
    const texts = registerTexts<'hello'>('sessionSwitch', {
      pl: { hello: 'Cześć' },
      en: () => new Promise((done) => (release = () => done({ hello: 'Hello' }))),
    });
    const seen: string[] = [];
    const stop = $locale.listen((locale) => seen.push(`${locale}: ${texts.t('hello')}`));
    const switching = setLanguage('en');
    await vi.waitFor(() => expect(release).toBeDefined());
    expect($locale.get()).toBe('pl');
    release!();
    await switching;
    stop();
    expect(seen).toEqual(['en: Hello']);
    await setLanguage('pl');
  });

  it('setCurrency posts ChangeCurrency when signed in and stores the currency cookie', async () => {
    Cookies.set('Abp.AuthToken', 'jwt-a', { path: '/' });
    api.on('POST /api/services/app/User/ChangeCurrency', () => ({ body: envelope(null) }));
    await setCurrency('EUR');
    expect(api.requests[0]).toMatchObject({ body: { currency: 'EUR' } });
    expect(Cookies.get('currency')).toBe('EUR');
    expect($currency.get()).toBe('EUR');
  });

  it('anonymous visitors change language without calling the server', async () => {
    await setLanguage('en');
    expect(api.requests.map((r) => r.path)).toEqual(['/AbpUserConfiguration/GetAll']);
    await setLanguage('pl');
  });
});

describe('one instance', () => {
  it('counts module evaluations on globalThis and exposes an id', () => {
    expect(globalThis.__ARMATURA_SESSION_INSTANCES__).toBe(1);
    expect(sessionStoreInstanceId).toMatch(/^[a-z0-9]+$/);
  });
});
