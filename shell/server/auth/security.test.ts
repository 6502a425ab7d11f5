// Adversarial checks of the identity layer: who may act for whom, what a one-time token is good
// for, when a session ends, and how sign-in guessing is throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { hashPassword } from '@armatura/shared-libs/server';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';

describe('staff of one domain cannot raise their own privileges', () => {
  let p: TestPlatform;
  let admin: string;
  beforeAll(async () => {
    p = await createTestPlatform({ mail: true });
    admin = await p.login('admin');
  });
  afterAll(async () => {
    await p.close();
  });

  /** The six-digit code of the newest mail to `to`, as the recipient reads it. */
  const mailedCode = async (to: string) =>
    /\b(\d{6})\b/.exec((await p.lastMail((m) => m.to.includes(to))).text)![1]!;

  const idOf = async (userName: string, tenantId = 1) =>
    (
      await p.ctx.db
        .selectFrom('shell.users')
        .select('id')
        .where('user_name', '=', userName)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).id as number;
  const impersonate = (token: string, payload: Record<string, unknown>) =>
    p.call({ method: 'POST', url: '/api/services/app/Account/Impersonate', token, payload });
  const redeem = (one: string) =>
    p.call({
      method: 'POST',
      url: `/api/TokenAuth/ImpersonatedAuthenticate?impersonationToken=${one}`,
    });
  const whoAmI = (token: string) =>
    p.call({ method: 'GET', url: '/api/services/app/Account/GetAccountInformations', token });
  const signIn = (userNameOrEmailAddress: string, password: string, tenantId = 1) =>
    p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId,
      payload: { userNameOrEmailAddress, password, rememberMe: false },
    });

  /** A staff member of the users team with fewer permissions than konta (StaffUsers). */
  async function createJunior(userName: string, permissions: string[]) {
    const role = await p.ctx.db
      .insertInto('shell.roles')
      .values({ tenant_id: 1, name: `Junior-${userName}`, display_name: 'Junior' })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (permissions.length)
      await p.ctx.db
        .insertInto('shell.role_permissions')
        .values(permissions.map((permission) => ({ role_id: role.id, permission })))
        .execute();
    const user = await p.ctx.db
      .insertInto('shell.users')
      .values({
        tenant_id: 1,
        user_name: userName,
        email: `${userName}@armatura.pl`,
        name: 'Junior',
        surname: userName,
        password_hash: await hashPassword('123qwe'),
        type: 'STAFF',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await p.ctx.db
      .insertInto('shell.user_roles')
      .values({ user_id: user.id, role_id: role.id })
      .execute();
    return user.id as number;
  }

  it('konta may not impersonate the administrator nor a staff member holding other permissions', async () => {
    const konta = await p.login('konta');
    expect((await impersonate(konta, { userId: await idOf('admin') })).status).toBe(403);
    expect((await impersonate(konta, { userId: await idOf('sprzedaz') })).status).toBe(403);
    // sprzedaz with every one of konta's permissions plus their own is still more than konta.
    const sprzedaz = await idOf('sprzedaz');
    await p.ctx.db
      .insertInto('shell.user_permissions')
      .values([{ user_id: sprzedaz, permission: 'Pages.UserManagement', is_granted: true }])
      .execute();
    const refused = await impersonate(konta, { userId: sprzedaz });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect((await impersonate(admin, { userId: await idOf('admin', 2), tenantId: 2 })).status).toBe(
      403,
    );
  });

  it('tresci lacks the impersonation permission and may impersonate nobody', async () => {
    const tresci = await p.login('tresci');
    for (const userName of ['b2c', 'b2b', 'admin'])
      expect((await impersonate(tresci, { userId: await idOf(userName) })).status).toBe(403);
  });

  it('nobody impersonates across tenants: tenant 2 has its own admin', async () => {
    const admin2 = await p.login('admin', 2);
    expect((await impersonate(admin2, { userId: await idOf('b2c'), tenantId: 1 })).status).toBe(
      403,
    );
    expect((await impersonate(admin2, { userId: await idOf('b2c') })).status).toBe(400);
    expect((await impersonate(admin, { userId: await idOf('admin', 2) })).status).toBe(400);
    expect((await impersonate(admin, { userId: await idOf('admin', 2), tenantId: 2 })).status).toBe(
      403,
    );
  });

  it('an allowed impersonation works and goes back to the impersonator', async () => {
    const junior = await createJunior('junior', ['Pages.UserManagement']);
    const konta = await p.login('konta');
    const imp = await impersonate(konta, { userId: junior });
    expect(imp.status).toBe(200);
    const acting = await redeem(imp.body.result.impersonationToken);
    expect(acting.status).toBe(200);
    expect(acting.body.result.user.surname).toBe('junior');
    const session = await p.call({
      method: 'GET',
      url: '/AbpUserConfiguration/GetAll',
      token: acting.body.result.accessToken,
    });
    expect(session.body.result.session).toMatchObject({
      userId: junior,
      impersonatorUserName: 'konta',
    });
    const back = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/BackToImpersonator',
      token: acting.body.result.accessToken,
    });
    const home = await redeem(back.body.result.impersonationToken);
    expect(home.status).toBe(200);
    expect(home.body.result.user.roles).toEqual(['StaffUsers']);
    expect((await whoAmI(home.body.result.accessToken)).body.result.impersonatorUserId).toBeNull();
  });

  it('checks the rule again when the one-time token is redeemed', async () => {
    const junior = await createJunior('junior2', ['Pages.UserManagement']);
    const konta = await p.login('konta');
    const imp = await impersonate(konta, { userId: junior });
    expect(imp.status).toBe(200);
    // Between the two calls junior is given a permission konta does not hold.
    await p.ctx.db
      .insertInto('shell.user_permissions')
      .values({ user_id: junior, permission: 'Pages.Order.Manage', is_granted: true })
      .execute();
    const late = await redeem(imp.body.result.impersonationToken);
    expect(late.status).toBe(403);
  });

  it('a one-time switch token is not a bearer token', async () => {
    const imp = await impersonate(admin, { userId: await idOf('b2c') });
    expect(imp.status).toBe(200);
    const one = imp.body.result.impersonationToken as string;
    expect((await whoAmI(one)).status).toBe(401);
    expect(
      (await p.call({ method: 'GET', url: '/AbpUserConfiguration/GetAll', token: one })).status,
    ).toBe(401);
    const b2b = await p.login('b2b');
    const sw = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SwitchToLinkedAccount',
      token: b2b,
      payload: { targetUserId: await idOf('b2b2') },
    });
    expect((await whoAmI(sw.body.result.switchAccountToken)).status).toBe(401);
    // Still good once, at its own exchange endpoint (and not at the other one).
    expect(
      (
        await p.call({
          method: 'POST',
          url: `/api/TokenAuth/LinkedAccountAuthenticate?switchAccountToken=${one}`,
        })
      ).status,
    ).toBe(400);
    expect((await redeem(one)).status).toBe(200);
  });

  it('a token issued before a password reset no longer works', async () => {
    const old = await p.login('b2c');
    expect((await whoAmI(old)).status).toBe(200);
    await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SendPasswordResetCode',
      payload: { emailAddress: 'anna.nowak@example.pl' },
    });
    const code = await mailedCode('anna.nowak@example.pl');
    const reset = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetPassword',
      payload: { emailAddress: 'anna.nowak@example.pl', resetCode: code, password: 'nowe1haslo' },
    });
    expect(reset.status).toBe(200);
    const after = await whoAmI(old);
    expect(after.status).toBe(401);
    expect(after.body.unAuthorizedRequest).toBe(true);
    expect((await signIn('b2c', 'nowe1haslo')).status).toBe(200);
  });

  it('deactivation, a role change and revokeSessions end every earlier session', async () => {
    const identity = p.ctx.modules.get<IdentityModuleApi>('identity');
    const zamowienia = await idOf('zamowienia');
    const t1 = await p.login('zamowienia');
    await p.ctx.db
      .updateTable('shell.users')
      .set({ is_active: false })
      .where('id', '=', zamowienia)
      .execute();
    await p.ctx.db
      .updateTable('shell.users')
      .set({ is_active: true })
      .where('id', '=', zamowienia)
      .execute();
    expect((await whoAmI(t1)).status).toBe(401);
    const t2 = await p.login('zamowienia');
    const role = await p.ctx.db
      .selectFrom('shell.roles')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name', '=', 'StaffContent')
      .executeTakeFirstOrThrow();
    await p.ctx.db
      .insertInto('shell.user_roles')
      .values({ user_id: zamowienia, role_id: role.id })
      .execute();
    expect((await whoAmI(t2)).status).toBe(401);
    const t3 = await p.login('zamowienia');
    expect((await whoAmI(t3)).status).toBe(200);
    await identity.revokeSessions(1, zamowienia);
    expect((await whoAmI(t3)).status).toBe(401);
  });

  it('the identity API refuses to let anyone grant what they do not hold', async () => {
    const identity = p.ctx.modules.get<IdentityModuleApi>('identity');
    const konta = await idOf('konta');
    await expect(
      identity.assertMayGrant(1, konta, ['Pages.UserManagement']),
    ).resolves.toBeUndefined();
    await expect(
      identity.assertMayGrant(1, konta, ['Pages.UserManagement', 'Pages.GlobalConfiguration']),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      identity.assertMayGrant(1, await idOf('admin'), ['Pages.GlobalConfiguration']),
    ).resolves.toBeUndefined();
  });

  it('a forced password change ends other sessions and hands the changing session a fresh token', async () => {
    const tresci = await idOf('tresci');
    await p.ctx.db
      .updateTable('shell.users')
      .set({ must_change_password: true })
      .where('id', '=', tresci)
      .execute();
    const other = await p.login('tresci');
    const token = await p.login('tresci');
    await p.call({
      method: 'POST',
      url: '/api/services/app/Account/SendEmailResetCode',
      token,
      payload: {},
    });
    const code = await mailedCode('tresci@armatura.pl');
    const done = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/ResetEmailOrPassword',
      token,
      payload: { code, newPassword: 'zmienione1' },
    });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ mustChangeEmail: false, mustChangePassword: false });
    expect((await whoAmI(other)).status).toBe(401);
    expect((await whoAmI(token)).status).toBe(401);
    const fresh = done.body.result.session.accessToken as string;
    expect((await whoAmI(fresh)).body.result.userName).toBe('tresci');
  });

  it('seeds every demo user with a password hash of their own (own salt)', async () => {
    const rows = await p.ctx.db
      .selectFrom('shell.users')
      .select(['user_name', 'password_hash'])
      .where('user_name', 'in', ['admin', 'b2b', 'b2b2', 'konta', 'sprzedaz'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(6); // admin of both tenants
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(rows.length);
    expect(rows.every((r) => String(r.password_hash).startsWith('$argon2id$'))).toBe(true);
  });

  it('locks an account after 5 failures without locking another user from the same IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn('b2b2', `zle-haslo${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await signIn('b2b2', '123qwe');
    expect(locked.status).toBe(400);
    expect(locked.body.error.message).toMatch(/zablokowane/);
    expect((await signIn('b2b', '123qwe')).status).toBe(200);
    const b2b2 = await idOf('b2b2');
    const entries = await p.ctx.db
      .selectFrom('shell.audit_log')
      .select(['action', 'user_id'])
      .where('action', '=', 'AccountLockedOut')
      .execute();
    expect(entries).toEqual([{ action: 'AccountLockedOut', user_id: b2b2 }]);
    // The window passes: the account opens again and a success resets the counter.
    await p.ctx.db
      .updateTable('shell.users')
      .set({ lockout_end_at: new Date(Date.now() - 1000) })
      .where('id', '=', b2b2)
      .execute();
    for (let i = 0; i < 4; i++) expect((await signIn('b2b2', 'zle')).status).toBe(400);
    expect((await signIn('b2b2', '123qwe')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn('b2b2', 'zle')).status).toBe(400);
    expect((await signIn('b2b2', '123qwe')).status).toBe(200);
  });
});

describe('sign-in throttling keyed by nothing a client chooses', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await createTestPlatform({ env: { AUTH_RATE_LIMIT: undefined } });
  });
  afterAll(async () => {
    await p.close();
  });

  it('answers a malformed or unknown tenant header with 400 before the per-IP limit (30 a minute by default) counts it', async () => {
    const attempt = (headers: Record<string, string>, user = 'nikt') =>
      p.call({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        headers,
        payload: { userNameOrEmailAddress: user, password: 'x', rememberMe: false },
      });
    for (const bad of ['x1', '01', '-1', '99999', '1.0', '+1', '']) {
      const res = await attempt({ 'abp.tenantid': bad });
      expect(res.status, `header ${JSON.stringify(bad)}`).toBe(400);
      expect(res.body.error.message).toMatch(/najemc/i);
    }
    expect((await attempt({ 'abp-tenantid': '1', 'abp.tenantid': '2' })).status).toBe(400);
    // 30 real attempts from this IP, whatever tenant or user they name; the 31st is refused.
    const tenants: Record<string, string>[] = [
      { 'abp.tenantid': '1' },
      { 'abp.tenantid': '2' },
      { 'abp-tenantid': 'null' },
      {},
    ];
    for (let i = 0; i < 30; i++)
      expect((await attempt(tenants[i % 4]!, `nikt${i}`)).status).toBe(400);
    const refused = await attempt({ 'abp.tenantid': '2' }, 'admin');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, __abp: true });
  }, 60_000);
});
