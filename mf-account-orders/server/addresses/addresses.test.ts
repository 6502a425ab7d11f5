// Addresses/* and Address/* through the composed platform: one list under two names, Polish
// validation, one default per user, and no way to reach another user's or tenant's entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import { ADDRESS_MESSAGES, type AccountAddress } from '@armatura/shared-libs/contracts';

const APP = '/api/services/app/';
let p: TestPlatform;
let anna: string; // b2c
let jan: string; // b2b2, another customer of the same tenant
let otherTenant: string; // the admin of tenant 2

beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  [anna, jan, otherTenant] = await Promise.all([
    p.login('b2c'),
    p.login('b2b2'),
    p.login('admin', 2),
  ]);
});
afterAll(() => p.close());

const call = (
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
) =>
  p.call({
    method,
    url: APP + path,
    token,
    ...(method === 'GET' || method === 'DELETE'
      ? { query: data as Record<string, string> }
      : { payload: data }),
  });

const place = (street: string, extra: object = {}) => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  phone: '+48 502 111 222',
  isCompany: false,
  street,
  postalCode: '00-549',
  city: 'Warszawa',
  ...extra,
});
const create = async (token: string, street: string, extra: object = {}) => {
  const res = await call(token, 'POST', 'Addresses/CreateAddress', place(street, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as AccountAddress;
};
const list = async (token: string, path = 'Addresses/GetAddresses', query: object = {}) => {
  const res = await call(token, 'GET', path, query);
  expect(res.status).toBe(200);
  return res.body.result as { totalCount: number; items: AccountAddress[] };
};

describe('addresses', () => {
  it('asks an anonymous caller to sign in', async () => {
    expect((await call(undefined, 'GET', 'Addresses/GetAddresses')).status).toBe(401);
  });

  it('saves the first address as the default and shows it under both names', async () => {
    const first = await create(anna, 'ul. Piękna 1');
    expect(first).toMatchObject({ isDefault: true, country: 'PL', lastUsedTime: null });
    const created = await call(anna, 'POST', 'Address/Create', place('ul. Krucza 2'));
    expect(created.body.result.isDefault).toBe(false);
    const [newer, older] = [await list(anna), await list(anna, 'Address/GetAll')];
    expect(newer).toEqual(older);
    expect(newer.items.map((a) => a.street)).toEqual(['ul. Piękna 1', 'ul. Krucza 2']);
  });

  it('pages by 5 unless asked for 10 or 15', async () => {
    for (const n of [3, 4, 5, 6]) await create(anna, `ul. Długa ${n}`);
    const page = await list(anna);
    expect([page.totalCount, page.items.length]).toEqual([6, 5]);
    expect((await list(anna, 'Address/GetAll', { maxResultCount: 10 })).items).toHaveLength(6);
    expect((await list(anna, 'Addresses/GetAddresses', { skipCount: 5 })).items).toHaveLength(1);
    expect((await list(anna, 'Addresses/GetAddresses', { filter: 'krucza' })).totalCount).toBe(1);
  });

  it('refuses a postal code that is not NN-NNN and a NIP that fails its checksum, in Polish', async () => {
    const postal = await call(
      anna,
      'POST',
      'Addresses/CreateAddress',
      place('ul. Zła 1', { postalCode: '00549' }),
    );
    expect(postal.status).toBe(400);
    expect(postal.body.error.validationErrors[0].members).toEqual(['postalCode']);
    const nip = await call(
      anna,
      'POST',
      'Addresses/CreateAddress',
      place('ul. Firmowa 1', {
        isCompany: true,
        companyName: 'Instal Sp. z o.o.',
        nip: '526-104-08-27',
      }),
    );
    expect(nip.status).toBe(400);
    expect(nip.body.error.message).toBe(ADDRESS_MESSAGES.nip);
    expect(nip.body.error.validationErrors).toEqual([
      { message: ADDRESS_MESSAGES.nip, members: ['nip'] },
    ]);
    const noName = await call(
      anna,
      'POST',
      'Address/Create',
      place('ul. Firmowa 1', { isCompany: true, nip: '5261040828' }),
    );
    expect(noName.body.error.message).toBe(ADDRESS_MESSAGES.companyName);
    const good = await create(anna, 'ul. Firmowa 1', {
      isCompany: true,
      companyName: 'Instal Sp. z o.o.',
      nip: 'PL 526-104-08-28',
    });
    expect(good).toMatchObject({ isCompany: true, nip: '5261040828' });
    const before = (await list(anna)).totalCount;
    const twice = await call(anna, 'POST', 'Addresses/CreateAddress', place(' UL. FIRMOWA 1 '));
    expect(twice.status).toBe(409);
    expect((await list(anna)).totalCount).toBe(before);
  });

  it('moves the default with an update and promotes another when the default is deleted', async () => {
    const [def] = (await list(anna)).items;
    const other = await create(anna, 'ul. Boczna 9');
    const updated = await call(anna, 'PUT', 'Address/Update', {
      id: other.id,
      ...place('ul. Boczna 9a'),
      isDefault: true,
    });
    expect(updated.body.result).toMatchObject({ street: 'ul. Boczna 9a', isDefault: true });
    const seen = await list(anna, 'Addresses/GetAddresses', { maxResultCount: 15 });
    expect(seen.items[0]!.id).toBe(other.id);
    expect(seen.items.filter((a) => a.isDefault)).toHaveLength(1);
    expect(seen.items.find((a) => a.id === def!.id)!.isDefault).toBe(false);
    expect((await call(anna, 'DELETE', 'Addresses/Delete', { Id: other.id })).status).toBe(200);
    const after = await list(anna, 'Addresses/GetAddresses', { maxResultCount: 15 });
    expect(after.items.some((a) => a.id === other.id)).toBe(false);
    expect(after.items.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("never shows, changes or deletes another user's address, nor another tenant's", async () => {
    const mine = await create(anna, 'ul. Prywatna 5');
    for (const stranger of [jan, otherTenant]) {
      expect((await list(stranger)).items.some((a) => a.id === mine.id)).toBe(false);
      const missing = await call(stranger, 'PUT', 'Addresses/UpdateAddress', {
        id: 2_000_000_000,
        ...place('x 1'),
      });
      const theirs = await call(stranger, 'PUT', 'Addresses/UpdateAddress', {
        id: mine.id,
        ...place('ul. Cudza 1'),
      });
      expect([theirs.status, theirs.body.error.message]).toEqual([404, missing.body.error.message]);
      expect((await call(stranger, 'DELETE', 'Addresses/Delete', { id: mine.id })).status).toBe(
        404,
      );
    }
    const still = (await list(anna, 'Address/GetAll', { maxResultCount: 15 })).items.find(
      (a) => a.id === mine.id,
    );
    expect(still?.street).toBe('ul. Prywatna 5');
  });
});
