// @vitest-environment happy-dom
// @vitest-environment-options {"url":"https://sklep.armatura.test/"}
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $route } from '@armatura/shared-libs/routing';
import {
  $session,
  COOKIE_NAMES,
  readUserCookie,
  writeLongCookie,
  type AbpUserConfiguration,
} from '@armatura/shared-libs/session';
import { $notices, clearNotices } from '@armatura/shared-libs/notices';
import { configureHttp } from '@armatura/shared-libs/http';
import { $navigation, handleNavigation, resetNavigationState } from './navigation';
import { installSurfaces } from './route-table';
import { SAMPLE_SURFACES } from './testing';

beforeAll(() => {
  installSurfaces(SAMPLE_SURFACES);
});

function config(userId: number | null, granted: string[] = []): AbpUserConfiguration {
  const flags = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'true' as const]));
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
      allPermissions: flags(['Pages.UserManagement', 'Pages.Order']),
      grantedPermissions: flags(granted),
    },
    localization: {
      currentCulture: { name: 'pl', displayName: 'Polski' },
      languages: [],
      values: {},
    },
    currency: 'PLN',
    multiTenancy: { isEnabled: true },
    clock: { provider: 'utc' },
  };
}

function signedIn(id: number, granted: string[] = []) {
  writeLongCookie(COOKIE_NAMES.user, JSON.stringify({ id, name: 'Jan', roles: [] }));
  $session.set({
    status: 'ready',
    config: config(id, granted),
    user: null,
    token: 't',
    error: null,
  });
}

function go(path: string) {
  window.history.pushState(null, '', path);
  return handleNavigation(window.location);
}

const noticeTexts = () => $notices.get().map((n) => `${n.title} / ${n.message}`);

beforeEach(() => {
  vi.useFakeTimers();
  resetNavigationState();
  clearNotices();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  $session.set({ status: 'ready', config: config(null), user: null, token: null, error: null });
  // The session reload after a mismatch answers "anonymous" (no network in unit tests).
  configureHttp({
    transport: async () => {
      const body = { result: config(null), success: true, __abp: true };
      const bytes = new TextEncoder().encode(JSON.stringify(body));
      return { status: 200, headers: new Headers(), bytes: bytes.buffer as ArrayBuffer };
    },
  });
});
afterEach(() => vi.useRealTimers());

describe('handleNavigation', () => {
  it('publishes the route and the title', () => {
    go('/oferta/bateria-123?x=1');
    expect($route.get()).toEqual({
      screen: 'catalog.product',
      owner: 'mf_catalog',
      params: { slug: 'bateria', productId: '123' },
      search: { x: '1' },
      path: '/oferta/bateria-123',
    });
    expect(document.title).toBe('Oferta - Armatura');
    expect($navigation.get()?.access.kind).toBe('allow');
  });

  it('replaces / with /strona-glowna', () => {
    expect(go('/')).toBeNull();
    expect(window.location.pathname).toBe('/strona-glowna');
  });

  it('anonymous on a protected route: error notice, login after exactly 2 s', () => {
    go('/kokpit/pulpit');
    expect(noticeTexts()).toEqual([
      'Brak uprawnień / Brak odpowiednich uprawnień do strony! Proszę się zalogować!',
    ]);
    vi.advanceTimersByTime(1999);
    expect(window.location.pathname).toBe('/kokpit/pulpit');
    vi.advanceTimersByTime(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/user/login?returnUrl=%2Fkokpit%2Fpulpit',
    );
  });

  it('missing permission: error notice, back after 2 s', () => {
    signedIn(7, ['Pages.Order']);
    go('/blog');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    go('/kokpit/konta/uzytkownik');
    expect($navigation.get()?.access).toEqual({
      kind: 'permissionMissing',
      permission: 'Pages.UserManagement',
    });
    expect(noticeTexts()).toEqual([
      'Brak uprawnień / Do twojego konta nie zostały nadane uprawnienia do tej stronie!',
    ]);
    vi.advanceTimersByTime(2000);
    expect(back).toHaveBeenCalledOnce();
  });

  it('a permission counts only when in both lists', () => {
    signedIn(7, ['Pages.Statistics']); // granted, but not in allPermissions of this config
    go('/kokpit/konfiguracja/statystyki');
    expect($navigation.get()?.access.kind).toBe('permissionMissing');
  });

  it('stored user without a server session: cookies removed, warning, login after 2 s', () => {
    writeLongCookie(COOKIE_NAMES.user, JSON.stringify({ id: 5, name: 'Jan', roles: [] }));
    go('/strona-glowna');
    expect($navigation.get()?.access.kind).toBe('sessionMismatch');
    expect(noticeTexts()).toEqual(['Błąd logowania / Twoja sesja wygasła. Zaloguj się ponownie!']);
    expect(readUserCookie()).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(window.location.pathname).toBe('/user/login');
  });

  it('a new navigation cancels the pending redirect', () => {
    go('/kokpit/pulpit');
    go('/strona-glowna');
    vi.advanceTimersByTime(5000);
    expect(window.location.pathname).toBe('/strona-glowna');
  });

  it('the same URL again does not repeat the notice', () => {
    go('/kokpit/pulpit');
    handleNavigation(window.location);
    expect($notices.get()).toHaveLength(1);
  });
});
