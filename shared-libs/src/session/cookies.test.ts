// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://sklep.armatura.test/"}
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes, readTenantId, readUserCookie } from './cookies';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('cookie attributes', () => {
  it('falls back to SameSite=Lax without Secure on a plain-http page (browsers would drop the cookie)', () => {
    expect(cookieAttributes()).toEqual({ path: '/', secure: false, sameSite: 'Lax' });
  });

  it('uses Secure + SameSite=None in a secure context (https or localhost)', () => {
    vi.stubGlobal('isSecureContext', true);
    expect(cookieAttributes({ lifetimeMs: 1000 })).toMatchObject({
      path: '/',
      secure: true,
      sameSite: 'None',
    });
    expect(cookieAttributes({ lifetimeMs: 1000 }).expires).toBeInstanceOf(Date);
  });
});

describe('reading', () => {
  it('parses the user cookie and ignores garbage', () => {
    Cookies.set('user', JSON.stringify({ id: 5, name: 'Jan' }), { path: '/' });
    expect(readUserCookie()).toMatchObject({ id: 5 });
    Cookies.set('user', '{not json', { path: '/' });
    expect(readUserCookie()).toBeNull();
    Cookies.set('user', 'null', { path: '/' });
    expect(readUserCookie()).toBeNull();
  });

  it('reads the tenant id as a number', () => {
    expect(readTenantId()).toBeNull();
    Cookies.set('Abp.TenantId', '12', { path: '/' });
    expect(readTenantId()).toBe(12);
    Cookies.set('Abp.TenantId', 'null', { path: '/' });
    expect(readTenantId()).toBeNull();
  });
});
