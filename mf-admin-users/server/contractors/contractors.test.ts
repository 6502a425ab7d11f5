// Contractor/* through the composed platform: the seeded ERP contractors, paging (30 a page),
// sorting, filtering, addresses, permission and tenant boundaries, and the module API lookup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { UsersModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let admin: string;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  admin = await p.login('admin');
}, 120_000);
afterAll(() => p.close());

const get = (path: string, query: Record<string, string> = {}, token = admin) =>
  p.call({ method: 'GET', url: `/api/services/app/Contractor/${path}`, query, token });

describe('Contractor/GetAll', () => {
  it('pages 30 by default, sorted by name, with the default address city', async () => {
    const res = await get('GetAll');
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(40);
    expect(res.body.result.items).toHaveLength(30);
    expect(res.body.result.items[0].name).toMatch(/^Aqua-/);
    // Names are unique: descending is ascending reversed, whatever the database's collation.
    const ids = async (sorting: string) =>
      (await get('GetAll', { sorting, maxResultCount: '40' })).body.result.items.map(
        (c: { id: number }) => c.id,
      );
    expect(await ids('name desc')).toEqual((await ids('name')).reverse());
    const second = await get('GetAll', { skipCount: '30', maxResultCount: '30' });
    expect(second.body.result.items).toHaveLength(10);
  });

  it('holds the contractors the catalogue and the demo users are keyed by', async () => {
    const res = await get('GetAll', { filter: 'instalbud' });
    expect(res.body.result.items).toEqual([
      {
        id: 1001,
        code: 'K1001',
        name: 'Instalbud Sp. z o.o.',
        nip: '8943012156',
        email: 'biuro@instalbud.pl',
        phone: '+48 71 300 20 10',
        city: 'Wrocław',
        isActive: true,
      },
    ]);
    const byNip = await get('GetAll', { filter: '779-241-11-87' });
    expect(byNip.body.result.items.map((c: { id: number }) => c.id)).toEqual([1002]);
  });

  it('sorts by the contract fields only; anything else is a 400 naming `sorting`', async () => {
    const res = await get('GetAll', { sorting: 'code desc', maxResultCount: '3' });
    expect(res.body.result.items.map((c: { code: string }) => c.code)).toEqual([
      'K1040',
      'K1039',
      'K1038',
    ]);
    const bad = await get('GetAll', { sorting: 'password asc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.validationErrors[0].members).toEqual(['sorting']);
  });

  it('is staff only (Pages.UserManagement) and tenant-scoped', async () => {
    expect((await get('GetAll', {}, await p.login('b2b'))).status).toBe(403);
    expect((await get('GetAll', {}, await p.login('konta'))).status).toBe(200);
    expect((await get('GetAll', {}, '')).status).toBe(401);
    const other = await get('GetAll', {}, await p.login('admin', 2));
    expect(other.body.result).toEqual({ totalCount: 0, items: [] });
  });
});

describe('Contractor/GetContractorAddresses', () => {
  it("lists a contractor's addresses, default first, 10 a page", async () => {
    const res = await get('GetContractorAddresses', { contractorId: '1001' });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(3);
    expect(res.body.result.items[0]).toMatchObject({
      contractorId: 1001,
      label: 'Siedziba',
      street: 'ul. Legnicka 48',
      postalCode: '54-202',
      city: 'Wrocław',
      country: 'PL',
      isDefault: true,
    });
    expect(res.body.result.items.slice(1).every((a: { isDefault: boolean }) => !a.isDefault)).toBe(
      true,
    );
    const page = await get('GetContractorAddresses', {
      contractorId: '1001',
      skipCount: '2',
      maxResultCount: '10',
    });
    expect(page.body.result.items.map((a: { label: string }) => a.label)).toEqual([
      'Budowa Oleśnica',
    ]);
  });

  it("answers 404 for an unknown contractor and for another tenant's", async () => {
    const missing = await get('GetContractorAddresses', { contractorId: '99999' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Nie znaleziono kontrahenta.');
    const other = await get(
      'GetContractorAddresses',
      { contractorId: '1001' },
      await p.login('admin', 2),
    );
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Nie znaleziono kontrahenta.');
    expect((await get('GetContractorAddresses', {})).status).toBe(400);
  });
});

describe('UsersModuleApi.getContractor', () => {
  it("gives other domains a contractor's code, name and NIP, in its tenant only", async () => {
    const users = p.ctx.modules.get<UsersModuleApi>('users');
    expect(await users.getContractor(1, 1002)).toEqual({
      id: 1002,
      code: 'K1002',
      name: 'Łazienki Premium Sp. z o.o.',
      nip: '7792411187',
    });
    expect(await users.getContractor(2, 1002)).toBeNull();
  });
});
