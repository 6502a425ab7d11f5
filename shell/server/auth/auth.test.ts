import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

describe('sign-in and session (TokenAuth, AbpUserConfiguration)', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await createTestPlatform();
  });
  afterAll(async () => {
    await p.close();
  });

  const authenticate = (userNameOrEmailAddress: string, password: string, tenantId = 1) =>
    p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId,
      payload: { userNameOrEmailAddress, password, rememberMe: true },
    });

  it('signs in by user name or e-mail and answers token, encrypted token, expiry and the user', async () => {
    const res = await authenticate('b2b', '123qwe');
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.accessToken.split('.')).toHaveLength(3);
    expect(r.encryptedAccessToken).not.toBe(r.accessToken);
    expect(r.expireInSeconds).toBe(30 * 24 * 3600);
    expect(r.user).toMatchObject({
      title: 'Jan Kowalski',
      isB2B: true,
      contractorId: 1001,
      tenantId: 1,
      roles: ['CustomerB2B'],
    });
    expect((await authenticate('jan.kowalski@instalbud.pl', '123qwe')).status).toBe(200);
  });

  it('refuses a wrong password or unknown user with the same message', async () => {
    const wrong = await authenticate('b2b', 'nope');
    const unknown = await authenticate('nobody', '123qwe');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Invalid credentials');
    expect(unknown.body.error).toEqual(wrong.body.error);
  });

  it('keeps tenants apart: a user of tenant 2 cannot sign in to tenant 1 with that password', async () => {
    const t2 = await authenticate('admin@hurtownia-wodna.pl', '123qwe', 2);
    expect(t2.status).toBe(200);
    expect(t2.body.result.user.tenantId).toBe(2);
    expect((await authenticate('admin@hurtownia-wodna.pl', '123qwe', 1)).status).toBe(400);
  });

  it('GetAll reports the session, all permissions and only the granted ones', async () => {
    const anon = await p.call({ method: 'GET', url: '/AbpUserConfiguration/GetAll' });
    expect(anon.body.result.session).toMatchObject({ userId: null, tenantId: 1 });
    expect(anon.body.result.auth.grantedPermissions).toEqual({ 'Pages.ShoppingCart': 'true' });
    expect(Object.keys(anon.body.result.auth.allPermissions)).toEqual(
      expect.arrayContaining(['Pages.UserManagement', 'Pages.Document', 'Pages.Offer.Contracts']),
    );
    const token = await p.login('b2c');
    const b2c = await p.call({
      method: 'GET',
      url: '/AbpUserConfiguration/GetAll',
      token,
      headers: { '.aspnetcore.culture': 'c=en|uic=en' },
    });
    expect(b2c.body.result.session.userId).toBeGreaterThan(0);
    expect(b2c.body.result.auth.grantedPermissions['Pages.Order']).toBe('true');
    expect(b2c.body.result.auth.grantedPermissions['Pages.UserManagement']).toBeUndefined();
    expect(b2c.body.result.localization.currentCulture.name).toBe('en');
  });

  it('a token of tenant 1 ignores a tenant-2 header', async () => {
    const token = await p.login('b2c');
    const res = await p.call({
      method: 'GET',
      url: '/AbpUserConfiguration/GetAll',
      token,
      tenantId: 2,
    });
    expect(res.body.result.session.tenantId).toBe(1);
  });

  it('rate-limits sign-in attempts per IP, whichever user they name (AUTH_RATE_LIMIT a minute)', async () => {
    const limited = await createTestPlatform({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (const user of ['b2c', 'b2b', 'nikt', 'b2c', 'konta'])
        statuses.push(
          (
            await limited.call({
              method: 'POST',
              url: '/api/TokenAuth/Authenticate',
              payload: { userNameOrEmailAddress: user, password: 'x', rememberMe: false },
            })
          ).status,
        );
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  }, 90_000); // builds a platform of its own
});
