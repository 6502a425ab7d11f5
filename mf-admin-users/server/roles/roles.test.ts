// Role/* (all 12 calls) and UserLink/GetImpersonationUsers through the composed platform: the
// permission tree, static roles, the grant rule, sessions of members ending on a change, tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';
import { permissionNamesPl } from '../../src/features/texts/permission-names.js';
import { presetRoleNamesPl } from '../../src/features/texts/role-names.js';

let p: TestPlatform;
let admin: string;
let konta: string;
let ids: Record<string, number>;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  [admin, konta] = [await p.login('admin'), await p.login('konta')];
  const identity = p.ctx.modules.get<IdentityModuleApi>('identity');
  const users = await identity.getUsers(
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  ids = Object.fromEntries(users.map((u) => [u.userName, u.id]));
}, 120_000);
afterAll(() => p.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  token = admin,
) =>
  p.call({
    method,
    url: `/api/services/app/${path}`,
    ...(method === 'GET' || method === 'DELETE'
      ? { query: body as Record<string, string> }
      : { payload: body }),
    token,
  });
type RoleItem = { id: number; name: string; grantedPermissions: string[]; isStatic: boolean };
const roleByName = async (name: string): Promise<RoleItem> =>
  (await call('GET', 'Role/GetAllRoles')).body.result.items.find((r: RoleItem) => r.name === name);

describe('permissions', () => {
  it('the role editor names every permission, in Polish as the server does', async () => {
    const defined = Object.fromEntries(
      p.ctx.permissions.all().map((d) => [d.name, d.displayName] as const),
    );
    expect(permissionNamesPl).toEqual(defined);
  });

  it('the screens know the Polish name of every role a tenant starts with', async () => {
    const page = await call('GET', 'Role/GetAll', { maxResultCount: '100' });
    const seeded = (page.body.result.items as { name: string; displayName: string }[]).filter(
      (r) => r.name in presetRoleNamesPl,
    );
    expect(Object.fromEntries(seeded.map((r) => [r.name, r.displayName]))).toEqual(
      presetRoleNamesPl,
    );
  });

  it('GetAllPermissions is the tree of every permission the modules define', async () => {
    const res = await call('GET', 'Role/GetAllPermissions');
    const items: { name: string; parentName: string | null; level: number }[] =
      res.body.result.items;
    expect(items.map((i) => i.name).sort()).toEqual(
      p.ctx.permissions
        .all()
        .map((d) => d.name)
        .sort(),
    );
    expect(items.find((i) => i.name === 'Pages.Order.Manage')).toMatchObject({
      parentName: 'Pages.Order',
      level: 1,
    });
    expect(items.find((i) => i.name === 'Pages.UserManagement')).toMatchObject({
      parentName: null,
    });
    const order = items.findIndex((i) => i.name === 'Pages.Order');
    expect(items[order + 1]!.parentName).toBe('Pages.Order');
  });

  it('GetPermissions marks what the caller may grant', async () => {
    const items: { name: string; isGrantable: boolean }[] = (
      await call('GET', 'Role/GetPermissions', undefined, konta)
    ).body.result.items;
    const grantable = items.filter((i) => i.isGrantable).map((i) => i.name);
    // StaffUsers: user and role management, impersonation and the customer permissions (so
    // support can act as a customer); nothing of the back office's other domains.
    expect(grantable.sort()).toEqual([
      'Pages.Administration.Users.Impersonation',
      'Pages.Document',
      'Pages.Offer.Contracts',
      'Pages.Order',
      'Pages.RoleManagement',
      'Pages.ShoppingCart',
      'Pages.UserManagement',
    ]);
    expect(grantable).not.toContain('Pages.Order.Manage');
  });
});

describe('role list and reads', () => {
  it('pages by 5, sorts by allowed fields, filters by text and permission', async () => {
    const page = await call('GET', 'Role/GetAll', { sorting: 'name asc' });
    expect(page.body.result.items).toHaveLength(5);
    expect(page.body.result.totalCount).toBe(7);
    expect(page.body.result.items[0]).toMatchObject({ name: 'Admin', isStatic: true });
    expect((await call('GET', 'Role/GetAll', { sorting: 'hack;drop' })).status).toBe(400);
    const text = await call('GET', 'Role/GetAll', { keyword: 'klient' });
    expect(text.body.result.items.map((r: RoleItem) => r.name).sort()).toEqual([
      'CustomerB2B',
      'CustomerB2C',
    ]);
    const holding = await call('GET', 'Role/GetAllRoleWithPermissions', {
      permission: 'Pages.Offer.Contracts',
    });
    expect(holding.body.result.items.map((r: RoleItem) => r.name).sort()).toEqual([
      'Admin',
      'CustomerB2B',
      'StaffUsers', // support acts as B2B customers
    ]);
    const staff = await roleByName('StaffUsers');
    const one = await call('GET', 'Role/GetRole', { Id: String(staff.id) });
    expect(one.body.result).toMatchObject({ name: 'StaffUsers', userCount: 1 });
  });

  it("another tenant's role is a 404 everywhere", async () => {
    const other = await p.login('admin', 2);
    const staff = await roleByName('StaffUsers');
    expect((await call('GET', 'Role/GetRole', { id: String(staff.id) }, other)).status).toBe(404);
    const body = { ...staff, displayName: 'x', name: 'StaffUsers' };
    expect((await call('PUT', 'Role/Update', body, other)).status).toBe(404);
    expect((await call('DELETE', 'Role/Delete', { Id: String(staff.id) }, other)).status).toBe(404);
    const list = await call('GET', 'Role/GetAllRoles', {}, other);
    expect(list.body.result.items.map((r: RoleItem) => r.id)).not.toContain(staff.id);
  });
});

describe('writing roles', () => {
  it('creates a role with two permissions; a user with it holds exactly those', async () => {
    const created = await call('POST', 'Role/Create', {
      name: 'Blogerzy',
      displayName: 'Blog i bloki',
      grantedPermissions: ['Pages.Blog', 'Pages.StaticBlocks'],
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ isStatic: false, userCount: 0 });
    const user = await call('POST', 'User/CreateUser', {
      userName: 'bloger',
      name: 'Ola',
      surname: 'Blog',
      emailAddress: 'bloger@example.pl',
      type: 'STAFF',
      roleNames: ['Blogerzy'],
      password: 'haslo123',
    });
    const info = await call('GET', 'User/GetUser', { id: String(user.body.result.id) });
    expect(info.body.result.grantedPermissionNames).toEqual(['Pages.Blog', 'Pages.StaticBlocks']);
    const dup = await call('POST', 'Role/CreateRole', {
      name: 'blogerzy',
      displayName: 'x',
      grantedPermissions: [],
    });
    expect(dup.status).toBe(400);
    const unknown = await call('POST', 'Role/CreateRole', {
      name: 'Inna',
      displayName: 'x',
      grantedPermissions: ['Pages.Nope'],
    });
    expect(unknown.status).toBe(400);
  });

  it('nobody grants what they lack: konta cannot create or widen a role beyond their own', async () => {
    const wide = {
      name: 'Szersza',
      displayName: 'x',
      grantedPermissions: ['Pages.GlobalConfiguration'],
    };
    expect((await call('POST', 'Role/CreateRole', wide, konta)).status).toBe(403);
    const own = {
      name: 'Pomocnicy',
      displayName: 'Pomoc',
      grantedPermissions: ['Pages.UserManagement'],
    };
    const created = await call('POST', 'Role/CreateRole', own, konta);
    expect(created.status).toBe(200);
    const id = created.body.result.id;
    const widen = {
      ...own,
      id,
      grantedPermissions: ['Pages.UserManagement', 'Pages.RoleManagement'],
    };
    expect((await call('PUT', 'Role/UpdateRole', widen, konta)).status).toBe(200);
    const more = { ...own, id, grantedPermissions: ['Pages.Statistics'] };
    expect((await call('PUT', 'Role/UpdateRole', more, konta)).status).toBe(403);
    const customers = await roleByName('CustomerB2C');
    const del = await call('DELETE', 'Role/DeleteRole', { id: String(customers.id) }, konta);
    expect(del.status).toBe(409); // static first; a custom richer role is a 403 (below)
    const rich = await call('POST', 'Role/Create', { ...wide, name: 'Bogata' });
    const delRich = await call('DELETE', 'Role/Delete', { Id: String(rich.body.result.id) }, konta);
    expect(delRich.status).toBe(403);
  });

  it('static roles keep their name and stay; Admin keeps every permission', async () => {
    const staff = await roleByName('StaffUsers');
    const renamed = await call('PUT', 'Role/Update', { ...staff, name: 'Obsluga' });
    expect(renamed.status).toBe(409);
    expect((await call('DELETE', 'Role/Delete', { Id: String(staff.id) })).status).toBe(409);
    const adminRole = await roleByName('Admin');
    const fewer = { ...adminRole, grantedPermissions: ['Pages.UserManagement'] };
    expect((await call('PUT', 'Role/Update', fewer)).status).toBe(409);
    const display = await call('PUT', 'Role/Update', { ...staff, displayName: 'Obsługa kont' });
    expect(display.body.result).toMatchObject({ name: 'StaffUsers', displayName: 'Obsługa kont' });
  });

  it("a change of a role's permissions ends its members' sessions; deleting a role takes it away", async () => {
    const role = await call('POST', 'Role/Create', {
      name: 'Statystycy',
      displayName: 'Statystyki',
      grantedPermissions: ['Pages.Statistics'],
    });
    await call('POST', 'User/CreateUser', {
      userName: 'stat',
      name: 'Adam',
      surname: 'Stat',
      emailAddress: 'stat@example.pl',
      type: 'STAFF',
      roleNames: ['Statystycy'],
      password: 'haslo123',
    });
    const signIn = await p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: 1,
      payload: { userNameOrEmailAddress: 'stat', password: 'haslo123', rememberMe: false },
    });
    const session = signIn.body.result.accessToken as string;
    const me = () => p.call({ method: 'GET', url: '/AbpUserConfiguration/GetAll', token: session });
    expect((await me()).body.result.auth.grantedPermissions).toHaveProperty('Pages.Statistics');
    const id = role.body.result.id;
    const update = { ...role.body.result, grantedPermissions: ['Pages.Statistics', 'Pages.Blog'] };
    expect((await call('PUT', 'Role/Update', update)).status).toBe(200);
    expect((await me()).status).toBe(401);
    expect((await call('DELETE', 'Role/Delete', { Id: String(id) })).status).toBe(200);
    const users = await call('GET', 'User/GetUsers', { filter: 'stat' });
    expect(users.body.result.items[0].roleNames).toEqual([]);
  });
});

describe('UserLink/GetImpersonationUsers', () => {
  it('lists the customers the caller may act as: never an administrator, never a richer user', async () => {
    const res = await call('GET', 'UserLink/GetImpersonationUsers');
    const names = res.body.result.items.map((u: { userName: string }) => u.userName);
    expect(names).toEqual(['b2b', 'b2b2', 'b2c']);
    // Every one offered is accepted by Account/Impersonate.
    for (const u of res.body.result.items as { id: number }[]) {
      const imp = await call('POST', 'Account/Impersonate', { userId: u.id });
      expect(imp.status).toBe(200);
    }
    const filtered = await call('GET', 'UserLink/GetImpersonationUsers', { filter: 'b2c' });
    expect(filtered.body.result).toMatchObject({ totalCount: 1 });
    // konta (StaffUsers) holds none of the customers' shop permissions: nobody is offered.
    const staff = await call('GET', 'UserLink/GetImpersonationUsers', {}, konta);
    for (const u of staff.body.result.items as { id: number }[]) {
      const imp = await call('POST', 'Account/Impersonate', { userId: u.id }, konta);
      expect(imp.status).toBe(200);
    }
    expect(staff.body.result.items.map((u: { id: number }) => u.id)).not.toContain(ids.admin);
    const b2b = await p.login('b2b');
    expect((await call('GET', 'UserLink/GetImpersonationUsers', {}, b2b)).status).toBe(403);
  });
});
