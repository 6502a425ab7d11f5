// A buyer's own cost centres (User/CreateMPK, User/DeleteMPK) beside their company's (GetMPKs):
// only for B2B users of the caller's tenant, codes unique in the tenant, a deleted one retired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let admin: string;
let ids: Record<string, number>;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  admin = await p.login('admin');
  const users = await p.ctx.modules.get<IdentityModuleApi>('identity').getUsers(
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  ids = Object.fromEntries(users.map((u) => [u.userName, u.id]));
}, 120_000);
afterAll(() => p.close());

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body: object, token = admin) =>
  p.call({
    method,
    url: `/api/services/app/User/${path}`,
    ...(method === 'POST' ? { payload: body } : { query: body as Record<string, string> }),
    token,
  });
const codes = async (userId: number) =>
  (await call('GET', 'GetMPKs', { userId: String(userId) })).body.result.items.map(
    (m: { code: string; userId: number | null }) => `${m.code}${m.userId ? '*' : ''}`,
  );

describe('a buyer’s own MPKs', () => {
  it('adds one beside the company’s, refuses a taken code, retires one', async () => {
    const before = await codes(ids.b2b2!);
    const created = await call('POST', 'CreateMPK', {
      userId: ids.b2b2,
      code: 'MPK-SAL',
      name: 'Salon – ekspozycja',
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      code: 'MPK-SAL',
      userId: ids.b2b2,
      organizationUnitId: null,
    });
    expect(await codes(ids.b2b2!)).toEqual([...before, 'MPK-SAL*'].sort());
    // Another buyer does not get it.
    expect(await codes(ids.b2b!)).not.toContain('MPK-SAL*');
    const taken = await call('POST', 'CreateMPK', { userId: ids.b2b, code: 'mpk-sal', name: 'X' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(
      'MPK o tym kodzie już istnieje (także wśród usuniętych).',
    );
    const id = String(created.body.result.id);
    expect((await call('DELETE', 'DeleteMPK', { id })).status).toBe(200);
    expect(await codes(ids.b2b2!)).toEqual(before);
    expect((await call('DELETE', 'DeleteMPK', { id })).status).toBe(404);
  });

  it('refuses a non-B2B user, bad input and another tenant', async () => {
    const b2c = await call('POST', 'CreateMPK', { userId: ids.b2c, code: 'MPK-X', name: 'X' });
    expect(b2c.status).toBe(400);
    expect(b2c.body.error.message).toBe('MPK przypisuje się tylko użytkownikom B2B.');
    expect(
      (await call('POST', 'CreateMPK', { userId: ids.b2b, code: '  ', name: 'X' })).status,
    ).toBe(400);
    expect(
      (await call('POST', 'CreateMPK', { userId: ids.b2b, code: 'A', name: 'x'.repeat(200) }))
        .status,
    ).toBe(400);
    const other = await p.login('admin', 2);
    expect(
      (await call('POST', 'CreateMPK', { userId: ids.b2b, code: 'MPK-Y', name: 'Y' }, other))
        .status,
    ).toBe(404);
    const own = (await call('GET', 'GetMPKs', { userId: String(ids.b2b) })).body.result.items.find(
      (m: { userId: number | null }) => m.userId === ids.b2b,
    );
    expect((await call('DELETE', 'DeleteMPK', { id: String(own.id) }, other)).status).toBe(404);
    expect(await codes(ids.b2b!)).toContain(`${own.code}*`);
  });
});
