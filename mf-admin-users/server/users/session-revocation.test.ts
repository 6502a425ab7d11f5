// Organisation changes end the user's sessions (issue 11 review, point 4): a change of company,
// group, contractor, type, roles or own grants, a lock or a soft delete makes the user's earlier
// access tokens fail (401) at their next call — through every route that makes such a change:
// UpdateUser, DeleteUser, the company form (contractor, managers) and joining or leaving a group.
// A save that changes none of these (a phone number, the same group again) signs nobody out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';

let p: TestPlatform;
let admin: string;
let unit1: number; // Instalbud
let unit2: number; // Łazienki Premium
let zaopatrzenie: number; // a group of Instalbud
let budowa: number; // another group of Instalbud
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  admin = await p.login('admin');
  const group = (name: string) =>
    p.ctx.db
      .selectFrom('users.organization_groups')
      .select(['id', 'organization_unit_id'])
      .where('tenant_id', '=', 1)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const z = await group('Zaopatrzenie');
  [zaopatrzenie, unit1] = [z.id, z.organization_unit_id];
  budowa = (await group('Budowa Oleśnica')).id;
  unit2 = (await group('Salon Poznań')).organization_unit_id;
}, 120_000);
afterAll(() => p.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  p.call({
    method,
    url: `/api/services/app/${url}`,
    ...(method === 'GET' || method === 'DELETE'
      ? { query: body as Record<string, string> }
      : { payload: body }),
    token: admin,
  });
/** A call the buyer's role may make: 200 while the session lasts, 401 once it has ended. */
const alive = async (token: string) =>
  (await p.call({ method: 'GET', url: '/api/services/app/Order/GetAll', token })).status;

let seq = 0;
/** A new B2B buyer of Instalbud's Zaopatrzenie, signed in: the form's fields and a token. */
async function buyer() {
  const userName = `kupiec${++seq}`;
  const fields = {
    userName,
    name: 'Jan',
    surname: 'Kupiec',
    emailAddress: `${userName}@example.pl`,
    type: 'B2B',
    roleNames: ['CustomerB2B'],
    organizationUnitId: unit1,
    organizationGroupId: zaopatrzenie,
    contractorId: 1001, // Instalbud's contractor, which its buyers buy for
  };
  const created = await api('POST', 'User/CreateUser', { ...fields, password: 'haslo123' });
  expect(created.status).toBe(200);
  const signIn = await p.call({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    tenantId: 1,
    payload: { userNameOrEmailAddress: userName, password: 'haslo123', rememberMe: false },
  });
  const token: string = signIn.body.result.accessToken;
  expect(await alive(token)).toBe(200);
  return { form: { ...fields, id: created.body.result.id as number }, token };
}

describe('a user form change ends the sessions', () => {
  it('keeps them for a phone number or the same company and group again', async () => {
    const { form, token } = await buyer();
    expect((await api('PUT', 'User/UpdateUser', { ...form, phone: '600 100 200' })).status).toBe(
      200,
    );
    expect((await api('PUT', 'User/UpdateUser', form)).status).toBe(200);
    expect(await alive(token)).toBe(200);
  });

  it.each([
    ['company', { organizationUnitId: 2, organizationGroupId: null }],
    ['group', { organizationGroupId: 'budowa' }],
    ['type', { type: 'B2C', roleNames: ['CustomerB2B'] }],
    ['contractor', { contractorId: 1005 }],
    ['roles', { roleNames: ['CustomerB2C'] }],
    ['own grants', { permissions: [{ name: 'Pages.Order', isGranted: false }] }],
    ['lock', { isActive: false }],
  ])('ends them on a change of %s', async (_, change) => {
    const { form, token } = await buyer();
    const resolved = {
      ...change,
      ...('organizationUnitId' in change ? { organizationUnitId: unit2 } : {}),
      ...('organizationGroupId' in change && change.organizationGroupId === 'budowa'
        ? { organizationGroupId: budowa }
        : {}),
    };
    const saved = await api('PUT', 'User/UpdateUser', { ...form, ...resolved });
    expect(saved.status).toBe(200);
    expect(await alive(token)).toBe(401);
  });

  it('ends them on a soft delete', async () => {
    const { form, token } = await buyer();
    expect((await api('DELETE', 'User/DeleteUser', { id: String(form.id) })).status).toBe(200);
    expect(await alive(token)).toBe(401);
  });
});

describe('a company or group change ends its members’ sessions', () => {
  it('joining another group and leaving it end them; joining the same group again does not', async () => {
    const { form, token } = await buyer();
    const join = (organizationGroupId: number) =>
      api('POST', 'OrganizationUnit/JoinUsersToOrganizationGroup', {
        organizationGroupId,
        userIds: [form.id],
      });
    expect((await join(zaopatrzenie)).status).toBe(200);
    expect(await alive(token)).toBe(200);
    expect((await join(budowa)).status).toBe(200);
    expect(await alive(token)).toBe(401);
    const second = await buyer();
    const unpin = await api('POST', 'OrganizationUnit/UnpinUserFromOrganizationGroup', {
      organizationGroupId: zaopatrzenie,
      userId: second.form.id,
    });
    expect(unpin.status).toBe(200);
    expect(await alive(second.token)).toBe(401);
  });

  it('a new contractor of the company ends every member’s sessions', async () => {
    const { token } = await buyer();
    const unit = (await api('GET', 'OrganizationUnit/GetOrganizationUnit', { id: String(unit1) }))
      .body.result;
    const save = (contractorId: number) =>
      api('POST', 'OrganizationUnit/CreateOrUpdateOrganizationUnit', {
        id: unit1,
        displayName: unit.displayName,
        nip: unit.nip,
        contractorId,
      });
    expect((await save(unit.contractorId)).status).toBe(200);
    expect(await alive(token)).toBe(200);
    expect((await save(1005)).status).toBe(200);
    expect(await alive(token)).toBe(401);
    expect((await save(unit.contractorId)).status).toBe(200);
  });
});
