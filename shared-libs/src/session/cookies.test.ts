// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://sklep.armatura.test/"}
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieAttributes,
  readCookie,
  readTenantId,
  readUserCookie,
  removeCookie,
  writeCookie,
} from './cookies';

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
    writeCookie('user', JSON.stringify({ id: 5, name: 'Jan' }));
    expect(readUserCookie()).toMatchObject({ id: 5 });
    writeCookie('user', '{not json');
    expect(readUserCookie()).toBeNull();
    writeCookie('user', 'null');
    expect(readUserCookie()).toBeNull();
  });

  it('reads the tenant id as a number', () => {
    expect(readTenantId()).toBeNull();
    writeCookie('Abp.TenantId', '12');
    expect(readTenantId()).toBe(12);
    writeCookie('Abp.TenantId', 'null');
    expect(readTenantId()).toBeNull();
  });

  it('reads document.cookie once per stretch of script, and sees its own writes at once', async () => {
    Cookies.set('Abp.TenantId', '3', { path: '/' });
    const cookie = vi.spyOn(document, 'cookie', 'get');
    expect(readTenantId()).toBe(3);
    expect(readCookie('missing')).toBeUndefined();
    expect(readTenantId()).toBe(3);
    expect(cookie).toHaveBeenCalledTimes(2); // one parse: js-cookie reads it twice

    removeCookie('Abp.TenantId');
    expect(readTenantId()).toBeNull();
    // Set by someone else (the browser, on a response): seen once the script's stretch is over.
    Cookies.set('Abp.TenantId', '4', { path: '/' });
    await Promise.resolve();
    expect(readTenantId()).toBe(4);
    cookie.mockRestore();
  });
});
