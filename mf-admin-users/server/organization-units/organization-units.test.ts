// OrganizationUnit/* for companies through the composed platform: the seeded companies, saving with
// NIP/REGON checksums (400 with Polish messages), the contractor link, paging and sorting, the
// company of a user, and the permission and tenant boundaries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let admin: string;
let otherAdmin: string;
let ids: Record<string, number>;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  admin = await p.login('admin');
  otherAdmin = await p.login('admin', 2);
  const users = await p.ctx.modules.get<IdentityModuleApi>('identity').getUsers(
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  ids = Object.fromEntries(users.map((u) => [u.userName, u.id]));
}, 120_000);
afterAll(() => p.close());

const OU = '/api/services/app/OrganizationUnit/';
const get = (path: string, query: Record<string, string> = {}, token = admin) =>
  p.call({ method: 'GET', url: OU + path, query, token });
const save = (payload: Record<string, unknown>, token = admin) =>
  p.call({ method: 'POST', url: OU + 'CreateOrUpdateOrganizationUnit', payload, token });

const company = {
  displayName: 'Aquatech Sp. z o.o.',
  nip: 'PL 676-243-51-94',
  regon: '123456785',
  contractorId: 1003,
  email: 'biuro@aquatech.pl',
  addresses: [
    {
      label: 'Siedziba',
      street: 'ul. Wielicka 72',
      postalCode: '30-552',
      city: 'Kraków',
      isDefault: true,
    },
    { label: 'Magazyn', street: 'ul. Półłanki 18', postalCode: '30-740', city: 'Kraków' },
  ],
};

describe('the seeded companies', () => {
  it("Instalbud: contractor 1001, two groups, b2b in 'Zaopatrzenie' and its manager", async () => {
    const res = await get('GetOrganizationUnit', { id: '1' });
    expect(res.status).toBe(200);
    const unit = res.body.result;
    expect(unit).toMatchObject({
      id: 1,
      displayName: 'Instalbud Sp. z o.o.',
      nip: '8943012156',
      regon: '021254879',
      contractorId: 1001,
      contractor: { id: 1001, code: 'K1001', name: 'Instalbud Sp. z o.o.' },
      managerUserIds: [ids.b2b],
    });
    expect(unit.addresses.map((a: { label: string }) => a.label)).toEqual([
      'Siedziba',
      'Budowa Oleśnica',
    ]);
    const supply = unit.groups.find((g: { name: string }) => g.name === 'Zaopatrzenie');
    expect(supply.memberCount).toBe(1);
    expect(unit.members).toEqual([
      expect.objectContaining({
        id: ids.b2b,
        userName: 'b2b',
        organizationGroupId: supply.id,
        isManager: true,
      }),
    ]);
  });

  it('GetAll lists, filters (name, NIP, contractor code), sorts and pages the companies', async () => {
    const all = await get('GetAll');
    expect(all.body.result.totalCount).toBe(2);
    expect(all.body.result.items[0]).toMatchObject({
      id: 1,
      displayName: 'Instalbud Sp. z o.o.',
      contractorName: 'Instalbud Sp. z o.o.',
      city: 'Wrocław',
      groupCount: 2,
    });
    const byNip = await get('GetAll', { filter: '779-241' });
    expect(byNip.body.result.items.map((u: { id: number }) => u.id)).toEqual([2]);
    const byCode = await get('GetAll', { filter: 'k1001' });
    expect(byCode.body.result.items.map((u: { id: number }) => u.id)).toEqual([1]);
    const desc = await get('GetAll', { sorting: 'displayName desc', maxResultCount: '1' });
    expect(desc.body.result).toMatchObject({ totalCount: 2, items: [{ id: 2 }] });
    expect((await get('GetAll', { sorting: 'nip sideways' })).status).toBe(400);
    expect((await get('GetAll', { sorting: 'secret' })).status).toBe(400);
  });

  it('GetCompanyOrganizationUnit answers the company of a user, null for a user without one', async () => {
    const res = await get('GetCompanyOrganizationUnit', { userId: String(ids.b2b2) });
    expect(res.body.result).toMatchObject({ id: 2, displayName: 'Łazienki Premium Sp. z o.o.' });
    const none = await get('GetCompanyOrganizationUnit', { userId: String(ids.b2c) });
    expect(none.status).toBe(200);
    expect(none.body.result).toBeNull();
    const missing = await get('GetCompanyOrganizationUnit', { userId: '99999' });
    expect(missing.status).toBe(404);
  });
});

describe('CreateOrUpdateOrganizationUnit', () => {
  it('creates a company with normalised NIP and REGON, its addresses and contractor', async () => {
    const res = await save(company);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      displayName: 'Aquatech Sp. z o.o.',
      nip: '6762435194',
      regon: '123456785',
      contractorId: 1003,
      contractor: { code: 'K1003' },
      groups: [],
      members: [],
      managerUserIds: [],
    });
    expect(res.body.result.addresses).toHaveLength(2);
    const read = await get('GetOrganizationUnit', { Id: String(res.body.result.id) });
    expect(read.body.result).toEqual(res.body.result);
  });

  it('updates: absent lists stay, sent lists replace, null unlinks the contractor', async () => {
    const created = (await save({ ...company, displayName: 'Do zmiany' })).body.result;
    const res = await save({
      id: created.id,
      displayName: 'Zmieniona Sp. z o.o.',
      nip: '6762435194',
      contractorId: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      displayName: 'Zmieniona Sp. z o.o.',
      contractorId: null,
      contractor: null,
      regon: '123456785',
    });
    expect(res.body.result.addresses).toHaveLength(2);
    const cleared = await save({
      id: created.id,
      displayName: 'Zmieniona Sp. z o.o.',
      nip: '6762435194',
      addresses: [],
    });
    expect(cleared.body.result.addresses).toEqual([]);
  });

  it('refuses a NIP or REGON with a wrong checksum: 400 with the Polish message, nothing saved', async () => {
    const before = (await get('GetAll')).body.result.totalCount;
    const nip = await save({ ...company, nip: '6762435195' });
    expect(nip.status).toBe(400);
    expect(nip.body.error.message).toBe('Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).');
    expect(nip.body.error.validationErrors).toEqual([
      { message: 'Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).', members: ['nip'] },
    ]);
    const regon = await save({ ...company, regon: '123456789' });
    expect(regon.status).toBe(400);
    expect(regon.body.error.validationErrors[0]).toEqual({
      message: 'Podaj poprawny REGON (9 lub 14 cyfr, zgodny z sumą kontrolną).',
      members: ['regon'],
    });
    const twoDefaults = await save({
      ...company,
      addresses: company.addresses.map((a) => ({ ...a, isDefault: true })),
    });
    expect(twoDefaults.body.error.message).toBe('Tylko jeden adres firmy może być domyślny.');
    expect((await save({ ...company, nip: '' })).status).toBe(400);
    expect((await get('GetAll')).body.result.totalCount).toBe(before);
  });

  it('refuses an unknown contractor and an unknown company id (404)', async () => {
    const contractor = await save({ ...company, contractorId: 99999 });
    expect(contractor.status).toBe(404);
    expect(contractor.body.error.message).toBe('Nie znaleziono kontrahenta.');
    expect((await save({ ...company, id: 99999 })).status).toBe(404);
  });
});

describe('boundaries', () => {
  it('needs Pages.UserManagement: customers get 403, anonymous 401, the users staff 200', async () => {
    expect((await get('GetAll', {}, await p.login('b2b'))).status).toBe(403);
    expect((await get('GetOrganizationUnit', { id: '1' }, await p.login('tresci'))).status).toBe(
      403,
    );
    expect((await get('GetAll', {}, '')).status).toBe(401);
    expect((await get('GetAll', {}, await p.login('konta'))).status).toBe(200);
  });

  it("another tenant's admin sees none of these companies and cannot touch them (404)", async () => {
    expect((await get('GetAll', {}, otherAdmin)).body.result.totalCount).toBe(0);
    const read = await get('GetOrganizationUnit', { id: '1' }, otherAdmin);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe('Nie znaleziono firmy.');
    expect((await save({ ...company, id: 1, contractorId: null }, otherAdmin)).status).toBe(404);
    expect(
      (await get('GetCompanyOrganizationUnit', { userId: String(ids.b2b) }, otherAdmin)).status,
    ).toBe(404);
    // Contractors are per tenant too: tenant 2 has no contractor 1003.
    expect((await save(company, otherAdmin)).body.error.message).toBe(
      'Nie znaleziono kontrahenta.',
    );
    const own = await save({ ...company, contractorId: null }, otherAdmin);
    expect(own.status).toBe(200);
    expect((await get('GetOrganizationUnit', { id: String(own.body.result.id) })).status).toBe(404);
    expect((await get('GetOrganizationUnit', { id: '1' })).body.result.displayName).toBe(
      'Instalbud Sp. z o.o.',
    );
  });
});
