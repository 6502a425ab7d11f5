// Linked accounts administration (UserLink/GetUserLinks, LinkUser, UnlinkUser): a link joins two
// accounts both ways, sets isMultiple, lets either switch to the other and ends both users'
// sessions; the caller must be allowed to manage both, never links their own account, and another
// tenant's user is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';

let p: TestPlatform;
let admin: string;
let konta: string;
let ids: Record<string, number>;
let ewa: number;
let olek: number;
beforeAll(async () => {
  p = await createTestPlatform({ seed: 'minimal' });
  [admin, konta] = [await p.login('admin'), await p.login('konta')];
  const users = await p.ctx.modules.get<IdentityModuleApi>('identity').getUsers(
    1,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  ids = Object.fromEntries(users.map((u) => [u.userName, u.id]));
  const create = async (userName: string) =>
    (
      await call('POST', 'User/CreateUser', {
        userName,
        name: 'Ewa',
        surname: 'Dwukonta',
        emailAddress: `${userName}@example.pl`,
        type: 'B2C',
        roleNames: ['CustomerB2C'],
        password: 'haslo123',
      })
    ).body.result.id as number;
  [ewa, olek] = [await create('ewa.prywatna'), await create('ewa.firmowa')];
}, 120_000);
afterAll(() => p.close());

const call = (method: 'GET' | 'POST', path: string, body: object, token = admin) =>
  p.call({
    method,
    url: `/api/services/app/${path}`,
    ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body }),
    token,
  });
const signIn = async (userName: string) =>
  (
    await p.call({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: 1,
      payload: { userNameOrEmailAddress: userName, password: 'haslo123', rememberMe: false },
    })
  ).body.result.accessToken as string;
const links = async (userId: number) =>
  (await call('GET', 'UserLink/GetUserLinks', { userId: String(userId) })).body.result.items.map(
    (u: { userName: string }) => u.userName,
  );
const isMultiple = async (userId: number) =>
  (await call('GET', 'User/GetUser', { id: String(userId) })).body.result.user.isMultiple;

describe('linked accounts', () => {
  it('links both ways: isMultiple, the switch works, earlier sessions end', async () => {
    const before = await signIn('ewa.prywatna');
    expect(await links(ewa)).toEqual([]);
    const linked = await call('POST', 'UserLink/LinkUser', { userId: ewa, linkedUserId: olek });
    expect(linked.status).toBe(200);
    expect(linked.body.result.items).toMatchObject([
      { id: olek, userName: 'ewa.firmowa', isActive: true },
    ]);
    expect(await links(olek)).toEqual(['ewa.prywatna']);
    expect([await isMultiple(ewa), await isMultiple(olek)]).toEqual([true, true]);
    expect((await call('GET', 'Order/GetAll', {}, before)).status).toBe(401);
    const now = await signIn('ewa.prywatna');
    const sw = await call('POST', 'Account/SwitchToLinkedAccount', { targetUserId: olek }, now);
    expect(sw.status).toBe(200);
    expect(sw.body.result.switchAccountToken).toEqual(expect.any(String));
    // Linking again changes nothing and is no error.
    expect(
      (await call('POST', 'UserLink/LinkUser', { userId: olek, linkedUserId: ewa })).status,
    ).toBe(200);
    expect(await links(ewa)).toEqual(['ewa.firmowa']);
  });

  it('unlinks both ways: no switch any more, isMultiple off, a second unlink is a 404', async () => {
    const token = await signIn('ewa.prywatna');
    const res = await call('POST', 'UserLink/UnlinkUser', { userId: olek, linkedUserId: ewa });
    expect(res.status).toBe(200);
    expect(res.body.result.items).toEqual([]);
    expect(await links(ewa)).toEqual([]);
    expect([await isMultiple(ewa), await isMultiple(olek)]).toEqual([false, false]);
    expect((await call('GET', 'Order/GetAll', {}, token)).status).toBe(401);
    const now = await signIn('ewa.prywatna');
    expect(
      (await call('POST', 'Account/SwitchToLinkedAccount', { targetUserId: olek }, now)).status,
    ).toBe(403);
    const again = await call('POST', 'UserLink/UnlinkUser', { userId: olek, linkedUserId: ewa });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Te konta nie są powiązane.');
  });

  it('refuses a richer account, the caller’s own, the same one twice and another tenant’s', async () => {
    const richer = await call(
      'POST',
      'UserLink/LinkUser',
      { userId: ewa, linkedUserId: ids.admin },
      konta,
    );
    expect(richer.status).toBe(403);
    const own = await call(
      'POST',
      'UserLink/LinkUser',
      { userId: ids.konta, linkedUserId: ewa },
      konta,
    );
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('Nie możesz powiązać ani rozłączyć własnego konta.');
    const self = await call('POST', 'UserLink/LinkUser', { userId: ewa, linkedUserId: ewa });
    expect(self.status).toBe(400);
    const otherAdmin = await p.login('admin', 2);
    const foreign = await call('GET', 'UserLink/GetUserLinks', { userId: String(ewa) }, otherAdmin);
    expect(foreign.status).toBe(404);
    const across = await call(
      'POST',
      'UserLink/LinkUser',
      { userId: ewa, linkedUserId: olek },
      otherAdmin,
    );
    expect(across.status).toBe(404);
    expect(await links(ewa)).toEqual([]);
    // konta may link two customers (both within what konta holds).
    const ok = await call('POST', 'UserLink/LinkUser', { userId: ewa, linkedUserId: olek }, konta);
    expect(ok.status).toBe(200);
  });
});
