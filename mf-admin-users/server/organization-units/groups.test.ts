// Groups inside a company and their members through the composed platform: create/rename/list,
// joining and unpinning users (written to the identity module, seen in the user's session), the
// 409 for deleting a group with users, unit managers (UsersModuleApi.managedUserIds), tenant scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type {
  IdentityAdminApi,
  IdentityModuleApi,
  UsersModuleApi,
} from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let admin: string;
let ids: Record<string, number>;
let unitId: number;
const identity = () => p.ctx.modules.get<IdentityModuleApi & IdentityAdminApi>('identity');
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  admin = await p.login('admin');
  const users = await identity().getUsers(
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  ids = Object.fromEntries(users.map((u) => [u.userName, u.id]));
  // A new company with no users yet; b2b2 leaves its seeded one so it may join.
  const unit = await call('POST', 'CreateOrUpdateOrganizationUnit', {
    displayName: 'Hydro-Serwis Nowak s.c.',
    nip: '6762435194',
    contractorId: 1003,
  });
  unitId = unit.body.result.id;
  await identity().setUserOrganization(1, [ids.b2b2!], {
    organizationUnitId: null,
    organizationGroupId: null,
  });
}, 120_000);
afterAll(() => p.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: object,
  token = admin,
) {
  const url = `/api/services/app/OrganizationUnit/${path}`;
  return method === 'GET' || method === 'DELETE'
    ? p.call({ method, url, query: body as Record<string, string>, token })
    : p.call({ method, url, payload: body, token });
}
const newGroup = async (name: string) =>
  (await call('POST', 'CreateOrganizationGroup', { organizationUnitId: unitId, name })).body.result;

describe('groups', () => {
  it('creates, renames and lists groups with their member counts; names are unique per company', async () => {
    const created = await call('POST', 'CreateOrganizationGroup', {
      organizationUnitId: unitId,
      name: 'Serwis',
      description: 'Ekipy serwisowe',
    });
    expect(created.body.result).toMatchObject({
      organizationUnitId: unitId,
      name: 'Serwis',
      memberCount: 0,
    });
    const dup = await call('POST', 'CreateOrganizationGroup', {
      organizationUnitId: unitId,
      name: ' serwis ',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('Grupa o tej nazwie już istnieje w tej firmie.');
    // The same name in another company is fine.
    expect(
      (await call('POST', 'CreateOrganizationGroup', { organizationUnitId: 2, name: 'Serwis' }))
        .status,
    ).toBe(200);
    const renamed = await call('PUT', 'UpdateOrganizationGroup', {
      id: created.body.result.id,
      name: 'Serwis i montaż',
    });
    expect(renamed.body.result).toMatchObject({
      name: 'Serwis i montaż',
      description: 'Ekipy serwisowe',
    });
    await newGroup('Biuro');
    const list = await call('GET', 'GetOrganizationGroups', { organizationUnitId: String(unitId) });
    expect(list.body.result.items.map((g: { name: string }) => g.name)).toEqual([
      'Biuro',
      'Serwis i montaż',
    ]);
    const page = await call('GET', 'GetOrganizationGroups', {
      organizationUnitId: String(unitId),
      sorting: 'name desc',
      maxResultCount: '1',
    });
    expect(page.body.result).toMatchObject({ totalCount: 2, items: [{ name: 'Serwis i montaż' }] });
    expect(
      (
        await call('GET', 'GetOrganizationGroups', {
          organizationUnitId: String(unitId),
          sorting: 'memberCount',
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('GET', 'GetOrganizationGroups', { organizationUnitId: '99999' })).status,
    ).toBe(404);
  });
});

describe('members', () => {
  it("joining puts the user in the group, the company and its contractor: the user's session says so", async () => {
    const group = await newGroup('Zakupy');
    const res = await call('POST', 'JoinUsersToOrganizationGroup', {
      organizationGroupId: group.id,
      userIds: [ids.b2b2],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.items).toEqual([
      expect.objectContaining({ id: ids.b2b2, organizationGroupId: group.id, isManager: false }),
    ]);
    const signIn = await p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'b2b2', password: '123qwe', rememberMe: false },
    });
    expect(signIn.body.result.user).toMatchObject({
      organizationUnitId: unitId,
      organizationGroupId: group.id,
      contractorId: 1003,
    });
    const counted = await call('GET', 'GetOrganizationGroups', {
      organizationUnitId: String(unitId),
      filter: 'zakup',
    });
    expect(counted.body.result.items).toEqual([
      expect.objectContaining({ id: group.id, memberCount: 1 }),
    ]);

    // Deleting a group that has users is refused (409, nothing changes) until they are unpinned.
    const refused = await call('DELETE', 'DeleteOrganizationGroup', { id: String(group.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Nie można usunąć grupy „Zakupy”: należą do niej użytkownicy (1). Najpierw ich odłącz.',
    );
    const unpinned = await call('POST', 'UnpinUserFromOrganizationGroup', {
      organizationGroupId: group.id,
      userId: ids.b2b2,
    });
    expect(unpinned.body.result.items).toEqual([]);
    expect(await identity().getUser(1, ids.b2b2!)).toMatchObject({
      organizationUnitId: unitId,
      organizationGroupId: null,
      contractorId: 1003,
    });
    const again = await call('POST', 'UnpinUserFromOrganizationGroup', {
      organizationGroupId: group.id,
      userId: ids.b2b2,
    });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Użytkownik nie należy do tej grupy.');
    expect((await call('DELETE', 'DeleteOrganizationGroup', { Id: String(group.id) })).status).toBe(
      200,
    );
    expect((await call('DELETE', 'DeleteOrganizationGroup', { id: String(group.id) })).status).toBe(
      404,
    );
  });

  it('takes in only B2B users of this company or of none', async () => {
    const group = await newGroup('Kontrola');
    const join = (userIds: number[]) =>
      call('POST', 'JoinUsersToOrganizationGroup', { organizationGroupId: group.id, userIds });
    const other = await join([ids.b2b!]);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(
      'Użytkownik b2b należy do innej firmy. Zmień firmę w jego danych, zanim dołączysz go tutaj.',
    );
    const b2c = await join([ids.b2c!]);
    expect(b2c.status).toBe(400);
    expect(b2c.body.error.message).toBe('Do firmy można dołączyć tylko użytkowników B2B (b2c).');
    expect((await join([ids.konta!])).status).toBe(400);
    expect((await join([99999])).status).toBe(404);
    // All or nothing: a refused user keeps the others out too.
    expect((await join([ids.b2b2!, ids.b2c!])).status).toBe(400);
    expect((await identity().getUser(1, ids.b2b2!))!.organizationGroupId).toBeNull();
    expect((await identity().getUser(1, ids.b2b!))!.organizationUnitId).toBe(1);
  });
});

describe('unit managers', () => {
  it('managedUserIds: a manager sees the users of their company, others nobody', async () => {
    const users = p.ctx.modules.get<UsersModuleApi>('users');
    expect(await users.managedUserIds(1, ids.b2b!)).toEqual([ids.b2b]);
    expect(await users.managedUserIds(1, ids.b2b2!)).toEqual([]);
    expect(await users.managedUserIds(1, ids.admin!)).toEqual([]);
    expect(await users.managedUserIds(2, ids.b2b!)).toEqual([]);

    const saved = await call('POST', 'CreateOrUpdateOrganizationUnit', {
      id: unitId,
      displayName: 'Hydro-Serwis Nowak s.c.',
      nip: '6762435194',
      managerUserIds: [ids.b2b2],
    });
    expect(saved.body.result.managerUserIds).toEqual([ids.b2b2]);
    expect(saved.body.result.members).toEqual([
      expect.objectContaining({ id: ids.b2b2, isManager: true }),
    ]);
    expect(await users.managedUserIds(1, ids.b2b2!)).toEqual([ids.b2b2]);

    // A manager from another company is refused; one who leaves the company manages it no more.
    const foreign = await call('POST', 'CreateOrUpdateOrganizationUnit', {
      id: unitId,
      displayName: 'Hydro-Serwis Nowak s.c.',
      nip: '6762435194',
      managerUserIds: [ids.b2b],
    });
    expect(foreign.status).toBe(409);
    await identity().setUserOrganization(1, [ids.b2b2!], { organizationUnitId: null });
    expect(await users.managedUserIds(1, ids.b2b2!)).toEqual([]);
    const read = await call('GET', 'GetOrganizationUnit', { id: String(unitId) });
    expect(read.body.result).toMatchObject({ members: [], managerUserIds: [] });
  });

  it('naming a user without a company as manager makes them a member', async () => {
    const created = await call('POST', 'CreateOrUpdateOrganizationUnit', {
      displayName: 'Termo-Dom Sp. j.',
      nip: '1132541905',
      contractorId: 1004,
      managerUserIds: [ids.b2b2],
    });
    expect(created.status).toBe(200);
    expect(await identity().getUser(1, ids.b2b2!)).toMatchObject({
      organizationUnitId: created.body.result.id,
      organizationGroupId: null,
      contractorId: 1004,
    });
  });
});

describe('tenant boundary', () => {
  it("another tenant's admin gets 404 for this tenant's groups, companies and users", async () => {
    const other = await p.login('admin', 2);
    const group = await newGroup('Tylko nasza');
    const as2 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body: object) =>
      call(method, path, body, other);
    expect(
      (await as2('GET', 'GetOrganizationGroups', { organizationUnitId: String(unitId) })).status,
    ).toBe(404);
    expect(
      (await as2('POST', 'CreateOrganizationGroup', { organizationUnitId: unitId, name: 'Obca' }))
        .status,
    ).toBe(404);
    expect(
      (await as2('PUT', 'UpdateOrganizationGroup', { id: group.id, name: 'Obca' })).status,
    ).toBe(404);
    expect((await as2('DELETE', 'DeleteOrganizationGroup', { id: String(group.id) })).status).toBe(
      404,
    );
    expect(
      (
        await as2('POST', 'JoinUsersToOrganizationGroup', {
          organizationGroupId: group.id,
          userIds: [ids.b2b2],
        })
      ).status,
    ).toBe(404);
    // In their own company they still cannot name this tenant's users.
    const own = await as2('POST', 'CreateOrUpdateOrganizationUnit', {
      displayName: 'Obca firma',
      nip: '5260250274',
    });
    const ownGroup = await as2('POST', 'CreateOrganizationGroup', {
      organizationUnitId: own.body.result.id,
      name: 'Obca',
    });
    const joined = await as2('POST', 'JoinUsersToOrganizationGroup', {
      organizationGroupId: ownGroup.body.result.id,
      userIds: [ids.b2b2],
    });
    expect(joined.status).toBe(404);
    expect(joined.body.error.message).toBe('Nie znaleziono użytkownika.');
    expect(
      (
        await call('GET', 'GetOrganizationGroups', { organizationUnitId: String(unitId) })
      ).body.result.items.map((g: { name: string }) => g.name),
    ).toContain('Tylko nasza');
  });
});
