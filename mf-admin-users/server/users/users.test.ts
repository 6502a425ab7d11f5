// User/* administration through the composed platform: list (filters, sorting, paging), read,
// create, update, soft delete, own grants, passwords (generated one mailed sealed, changed at the
// first sign-in), sign-ins, MPKs; the authority rules and the tenant boundary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO_PASSWORD, type TestPlatform } from '@armatura/deploy/testing';
import { sql } from '@armatura/shared-libs/server';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let admin: string;
let konta: string;
let ids: Record<string, number>;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal', mail: true });
  [admin, konta] = [await p.login('admin'), await p.login('konta')];
  const users = await identity().getUsers(
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  ids = Object.fromEntries(users.map((u) => [u.userName, u.id]));
}, 120_000);
afterAll(() => p.close());

const identity = () => p.ctx.modules.get<IdentityModuleApi>('identity');
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  token = admin,
) =>
  p.call({
    method,
    url: `/api/services/app/User/${path}`,
    ...(method === 'GET' || method === 'DELETE'
      ? { query: body as Record<string, string> }
      : { payload: body }),
    token,
  });
const signIn = (userName: string, password: string) =>
  p.call({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    tenantId: 1,
    payload: { userNameOrEmailAddress: userName, password, rememberMe: false },
  });
/** A call the customer roles may make (Pages.Order): 401 once the session has ended. */
const orders = (token: string) =>
  p.call({ method: 'GET', url: '/api/services/app/Order/GetAll', token });
const newUser = (userName: string, extra: object = {}) => ({
  userName,
  name: 'Ewa',
  surname: 'Testowa',
  emailAddress: `${userName}@example.pl`,
  type: 'B2C',
  roleNames: ['CustomerB2C'],
  password: 'haslo123',
  ...extra,
});

describe('GetUsers', () => {
  it('filters by type, company and text, sorts by allowed fields only, pages by 15', async () => {
    const b2b = await call('GET', 'GetUsers', { type: 'B2B', sorting: 'userName desc' });
    expect(b2b.status).toBe(200);
    expect(b2b.body.result.items.map((u: { userName: string }) => u.userName)).toEqual([
      'b2b2',
      'b2b',
    ]);
    const unit = (await identity().getUser(1, ids.b2b!))!.organizationUnitId!;
    const inUnit = await call('GET', 'GetUsers', { organizationUnitId: String(unit) });
    expect(inUnit.body.result.items.map((u: { id: number }) => u.id)).toContain(ids.b2b);
    expect(inUnit.body.result.items.map((u: { id: number }) => u.id)).not.toContain(ids.b2c);
    const text = await call('GET', 'GetUsers', { filter: 'KONTA' });
    expect(text.body.result.items.map((u: { userName: string }) => u.userName)).toEqual(['konta']);
    const bad = await call('GET', 'GetUsers', { sorting: 'password_hash' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors[0].members).toEqual(['sorting']);
    const page = await call('GET', 'GetUsers', {
      maxResultCount: '2',
      skipCount: '1',
      sorting: 'id',
    });
    expect(page.body.result.items).toHaveLength(2);
    expect(page.body.result.totalCount).toBeGreaterThanOrEqual(8);
  });

  it("answers only the caller's tenant; another tenant's user is a 404", async () => {
    const other = await p.login('admin', 2);
    const list = await call('GET', 'GetUsers', { tenantId: '1' }, other);
    expect(list.body.result.items.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
    expect((await call('GET', 'GetUser', { id: String(ids.b2b) }, other)).status).toBe(404);
    expect((await call('POST', 'GenerateUserPassword', { id: ids.b2b }, other)).status).toBe(404);
    expect((await call('GET', 'GetMPKs', { userId: String(ids.b2b) }, other)).status).toBe(404);
  });
});

describe('create, read, update', () => {
  it('creates a user who signs in with their roles; names, e-mails, roles and companies are checked', async () => {
    const created = await call(
      'POST',
      'CreateUser',
      newUser('ewa.t', { phone: '+48 600 100 200' }),
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      userName: 'ewa.t',
      roleNames: ['CustomerB2C'],
      isB2B: false,
    });
    expect((await signIn('ewa.t', 'haslo123')).status).toBe(200);
    const read = await call('GET', 'GetUser', { id: String(created.body.result.id) });
    expect(read.body.result.grantedPermissionNames).toContain('Pages.ShoppingCart');
    const again = await call(
      'POST',
      'CreateUser',
      newUser('EWA.T', { emailAddress: 'x@example.pl' }),
    );
    expect(again.status).toBe(400);
    expect(again.body.error.validationErrors[0].members).toEqual(['userName']);
    expect(
      (await call('POST', 'CreateUser', newUser('ewa2', { roleNames: ['Nope'] }))).status,
    ).toBe(400);
    expect(
      (await call('POST', 'CreateUser', newUser('ewa3', { organizationUnitId: 999999 }))).status,
    ).toBe(404);
    expect((await call('POST', 'CreateUser', newUser('ewa4', { password: 'abcdef' }))).status).toBe(
      400,
    );
  });

  it('updates fields and grants; a role change ends the sessions, a phone change does not', async () => {
    const id = (await call('POST', 'CreateUser', newUser('piotr.u'))).body.result.id;
    const token = (await signIn('piotr.u', 'haslo123')).body.result.accessToken;
    const base = { ...newUser('piotr.u'), id, password: undefined };
    const phone = await call('PUT', 'UpdateUser', { ...base, phone: '+48 601 000 000' });
    expect(phone.body.result.phone).toBe('+48 601 000 000');
    expect((await call('GET', 'GetUserLoginInfo', { id: String(id) }, token)).status).toBe(403);
    expect((await orders(token)).status).toBe(200);
    const b2b = await call('PUT', 'UpdateUser', {
      ...base,
      type: 'B2B',
      roleNames: ['CustomerB2B'],
      permissions: [
        { name: 'Pages.Statistics', isGranted: true },
        { name: 'Pages.Order', isGranted: false },
      ],
    });
    expect(b2b.body.result).toMatchObject({ type: 'B2B', isB2B: true, roleNames: ['CustomerB2B'] });
    const granted = (await call('GET', 'GetUser', { id: String(id) })).body.result;
    expect(granted.grantedPermissionNames).toContain('Pages.Statistics');
    expect(granted.grantedPermissionNames).not.toContain('Pages.Order');
    expect((await orders(token)).status).toBe(401);
    expect((await call('POST', 'ResetUserSpecificPermissions', { id })).status).toBe(200);
    const reset = (await call('GET', 'GetUser', { id: String(id) })).body.result;
    expect(reset.permissions).toEqual([]);
    expect(reset.grantedPermissionNames).toContain('Pages.Order');
    expect(reset.grantedPermissionNames).not.toContain('Pages.Statistics');
  });
});

describe('who may manage whom (nobody grants what they do not hold)', () => {
  it('a user manager cannot edit, delete or set the password of the admin', async () => {
    const target = (await call('GET', 'GetUser', { id: String(ids.admin) })).body.result.user;
    const edit = await call(
      'PUT',
      'UpdateUser',
      { ...target, id: ids.admin, phone: '1', type: 'STAFF' },
      konta,
    );
    expect(edit.status).toBe(403);
    expect((await call('DELETE', 'DeleteUser', { id: String(ids.admin) }, konta)).status).toBe(403);
    expect((await call('POST', 'GenerateUserPassword', { id: ids.admin }, konta)).status).toBe(403);
    const change = { id: ids.admin, newPassword: 'przejete1' };
    expect((await call('POST', 'ChangeUserPassword', change, konta)).status).toBe(403);
    expect((await signIn('admin', DEMO_PASSWORD)).status).toBe(200);
  });

  it('cannot make themselves admin nor grant Pages.GlobalConfiguration they lack', async () => {
    const self = (await call('GET', 'GetUser', { id: String(ids.konta) }, konta)).body.result.user;
    const asAdmin = await call(
      'PUT',
      'UpdateUser',
      { ...self, roleNames: ['StaffUsers', 'Admin'] },
      konta,
    );
    expect(asAdmin.status).toBe(403);
    const grant = await call(
      'PUT',
      'UpdateUser',
      { ...self, permissions: [{ name: 'Pages.GlobalConfiguration', isGranted: true }] },
      konta,
    );
    expect(grant.status).toBe(403);
    const richer = await call(
      'POST',
      'CreateUser',
      newUser('sprzed2', { type: 'STAFF', roleNames: ['StaffCommerce'] }),
      konta,
    );
    expect(richer.status).toBe(403);
    expect((await identity().getUser(1, ids.konta!))!.roles).toEqual(['StaffUsers']);
    // StaffUsers holds the customer permissions (to onboard and support buyers), so konta may
    // create a customer; a role holding anything konta lacks stays out of reach (above).
    const customer = await call('POST', 'CreateUser', newUser('klient.c'), konta);
    expect(customer.status).toBe(200);
    const bare = await call('POST', 'CreateUser', newUser('klient.k', { roleNames: [] }), konta);
    expect(bare.status).toBe(200);
    // On a user they may manage the grant rule alone refuses: no Admin role, no foreign permission.
    const managed = { ...newUser('klient.k', { roleNames: [] }), id: bare.body.result.id };
    const toAdmin = await call('PUT', 'UpdateUser', { ...managed, roleNames: ['Admin'] }, konta);
    expect(toAdmin.status).toBe(403);
    const foreign = [{ name: 'Pages.GlobalConfiguration', isGranted: true }];
    expect(
      (await call('PUT', 'UpdateUser', { ...managed, permissions: foreign }, konta)).status,
    ).toBe(403);
    const own = [{ name: 'Pages.RoleManagement', isGranted: true }];
    expect((await call('PUT', 'UpdateUser', { ...managed, permissions: own }, konta)).status).toBe(
      200,
    );
  });

  it('nobody changes their own roles, grants, activity or password through these calls', async () => {
    const self = (await call('GET', 'GetUser', { id: String(ids.admin) })).body.result.user;
    expect((await call('PUT', 'UpdateUser', { ...self, roleNames: [] })).status).toBe(403);
    expect((await call('PUT', 'UpdateUser', { ...self, isActive: false })).status).toBe(403);
    expect((await call('POST', 'ResetUserSpecificPermissions', { id: ids.admin })).status).toBe(
      403,
    );
    expect((await call('POST', 'GenerateUserPassword', { id: ids.admin })).status).toBe(400);
    const mine = { id: ids.admin, newPassword: 'nowe12345' };
    expect((await call('POST', 'ChangeUserPassword', mine)).status).toBe(400);
    const phone = await call('PUT', 'UpdateUser', { ...self, phone: '+48 500 000 000' });
    expect(phone.body.result).toMatchObject({ phone: '+48 500 000 000', roleNames: ['Admin'] });
    expect((await identity().getUser(1, ids.admin!))!.isActive).toBe(true);
  });
});

describe('soft delete', () => {
  it('the user cannot sign in and leaves every list, yet stays who they were for orders and audit', async () => {
    const id = (await call('POST', 'CreateUser', newUser('usuniety'))).body.result.id;
    const token = (await signIn('usuniety', 'haslo123')).body.result.accessToken;
    expect((await orders(token)).status).toBe(200);
    expect((await call('DELETE', 'DeleteUser', { id: String(ids.admin) })).status).toBe(400);
    expect((await call('DELETE', 'DeleteUser', { id: String(id) })).status).toBe(200);
    expect((await signIn('usuniety', 'haslo123')).status).toBe(400);
    expect((await orders(token)).status).toBe(401);
    const list = await call('GET', 'GetUsers', { filter: 'usuniety' });
    expect(list.body.result.totalCount).toBe(0);
    expect((await call('GET', 'GetUser', { id: String(id) })).status).toBe(404);
    expect((await call('DELETE', 'DeleteUser', { id: String(id) })).status).toBe(404);
    // Orders and documents name their buyer through the identity module: still resolvable.
    expect(await identity().getUser(1, id)).toMatchObject({
      userName: 'usuniety',
      isActive: false,
    });
    // The name and address stay taken: nobody takes over the deleted account's identity.
    expect((await call('POST', 'CreateUser', newUser('usuniety'))).status).toBe(400);
  });
});

describe('passwords and sign-ins', () => {
  it('mails a generated one-time password (sealed in the outbox) that must be changed at first sign-in', async () => {
    const res = await call('POST', 'GenerateUserPassword', { id: ids.zamowienia });
    expect(res.status).toBe(200);
    const mail = await p.lastMail(
      (m) => m.to.includes('zamowienia@armatura.pl') && m.template === 'GeneratedPassword',
    );
    const password = /zamowienia: (\S+)\n/.exec(mail.text)![1]!;
    const outbox = await sql<{
      payload: string;
    }>`select payload::text as payload from platform.outbox
      where type = 'mail.requested'`.execute(p.ctx.db);
    for (const row of outbox.rows) expect(row.payload).not.toContain(password);
    expect((await signIn('zamowienia', DEMO_PASSWORD)).status).toBe(400);
    const first = await signIn('zamowienia', password);
    expect(first.body.result.shouldChangeEmailOrPassword).toBe(true);
    const check = await p.call({
      method: 'POST',
      url: '/api/services/app/Account/CheckIfUserMustChangeEmailOrPassword',
      token: first.body.result.accessToken,
    });
    expect(check.body.result).toEqual({ mustChangeEmail: false, mustChangePassword: true });
  });

  it('ChangeUserPassword sets a password and ends the sessions; sign-ins are listed', async () => {
    const before = await p.login('tresci');
    const res = await call('POST', 'ChangeUserPassword', {
      id: ids.tresci,
      newPassword: 'nowe12345',
    });
    expect(res.status).toBe(200);
    expect(
      (await p.call({ method: 'GET', url: '/api/services/app/User/GetUsers', token: before }))
        .status,
    ).toBe(401);
    expect((await signIn('tresci', 'nowe12345')).body.result.shouldChangeEmailOrPassword).toBe(
      false,
    );
    const weak = await call('POST', 'ChangeUserPassword', {
      id: ids.tresci,
      newPassword: 'abcdefgh',
    });
    expect(weak.status).toBe(400);
    const info = await call('GET', 'GetUserLoginInfo', { id: String(ids.tresci) });
    expect(info.body.result.items.length).toBeGreaterThanOrEqual(2);
    expect(info.body.result.items[0]).toMatchObject({ action: 'SignIn' });
    expect(info.body.result.lastLoginTime).not.toBeNull();
  });
});

describe('GetMPKs', () => {
  it("answers the company's cost centres and the buyer's own", async () => {
    const res = await call('GET', 'GetMPKs', { userId: String(ids.b2b) });
    const codes = res.body.result.items.map((m: { code: string }) => m.code);
    expect(codes).toEqual(['MPK-ADM', 'MPK-JK', 'MPK-OLE', 'MPK-ZAO']);
    const other = await call('GET', 'GetMPKs', { userId: String(ids.b2b2) });
    expect(other.body.result.items).toEqual([]);
    expect((await call('GET', 'GetMPKs', {}, konta)).status).toBe(200);
    expect((await call('GET', 'GetMPKs', {}, await p.login('b2b'))).status).toBe(403);
  });
});
