// Spending-limit administration and the check/reserve contract checkout relies on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { IdentityModuleApi, UserLimitsModuleApi } from '@armatura/shared-libs/contracts';

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
});
afterAll(() => p.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: any, token = admin) =>
  p.call({
    method,
    url: `/api/services/app/User/${path}`,
    ...(method === 'GET' || method === 'DELETE' ? { query: body } : { payload: body }),
    token,
  });

describe('user limits', () => {
  it('seeds 5 000 zł a month for b2b, approved by admin', async () => {
    const res = await call('GET', 'GetUserLimits', { userId: String(ids.b2b) });
    expect(res.body.result.items).toEqual([
      expect.objectContaining({
        amount: 5000,
        period: 'MONTH',
        approverUserId: ids.admin,
        isActive: true,
        used: 0,
        remaining: 5000,
      }),
    ]);
  });

  it('creates, updates, cancels and deletes a limit; one active per user; owner is never the approver', async () => {
    const created = await call('POST', 'CreateUserLimit', {
      userId: ids.b2c,
      amount: 1000,
      period: 'ORDER',
      approverUserId: ids.admin,
    });
    expect(created.status).toBe(200);
    expect(
      (await call('POST', 'CreateUserLimit', { userId: ids.b2c, amount: 500, period: 'MONTH' }))
        .status,
    ).toBe(409);
    expect(
      (
        await call('POST', 'CreateUserLimit', {
          userId: ids.b2b2,
          amount: 500,
          period: 'MONTH',
          approverUserId: ids.b2b2,
        })
      ).body.error.message,
    ).toBe('Osobą akceptującą nie może być właściciel limitu.');
    expect(
      (await call('POST', 'CreateUserLimit', { userId: 9999, amount: 500, period: 'MONTH' })).body
        .error.message,
    ).toBe('Nie znaleziono użytkownika.');
    expect(
      (await call('POST', 'CreateUserLimit', { userId: ids.b2c, amount: -5, period: 'MONTH' }))
        .status,
    ).toBe(400);
    const id = created.body.result.id;
    expect(
      (
        await call('PUT', 'UpdateUserLimit', {
          id,
          amount: 1500,
          period: 'YEAR',
          approverUserId: ids.admin,
        })
      ).body.result,
    ).toMatchObject({ amount: 1500, period: 'YEAR' });
    expect((await call('POST', 'CancelUserLimit', { id })).body.result.isActive).toBe(false);
    expect((await call('POST', 'CancelUserLimit', { id })).status).toBe(409);
    expect((await call('PUT', 'UpdateUserLimit', { id, amount: 1, period: 'YEAR' })).status).toBe(
      409,
    );
    expect((await call('DELETE', 'DeleteUserLimit', { id: String(id) })).status).toBe(200);
    expect((await call('DELETE', 'DeleteUserLimit', { id: String(id) })).status).toBe(404);
  });

  it('needs Pages.UserManagement to administer; anyone signed in may verify their own limit', async () => {
    const b2b = await p.login('b2b');
    expect((await call('GET', 'GetUserLimits', {}, b2b)).status).toBe(403);
    const mine = await call('POST', 'VerifyLimit', { amount: 6000 }, b2b);
    expect(mine.body.result).toMatchObject({ requiresAcceptance: true, remaining: 5000 });
    expect((await call('POST', 'VerifyLimit', { amount: 1, userId: ids.admin }, b2b)).status).toBe(
      403,
    );
    expect(
      (
        await p.call({
          method: 'POST',
          url: '/api/services/app/User/VerifyLimit',
          payload: { amount: 1 },
        })
      ).status,
    ).toBe(401);
  });

  it('reserves only what fits, counts it in the period, and releases it', async () => {
    const limits = p.ctx.modules.get<UserLimitsModuleApi>('users');
    const first = await limits.checkAndReserve(p.ctx.db, {
      tenantId: 1,
      userId: ids.b2b!,
      amount: 4000,
      orderId: 501,
      reserve: true,
    });
    expect(first).toMatchObject({ requiresAcceptance: false, used: 0, remaining: 5000 });
    const second = await limits.checkAndReserve(p.ctx.db, {
      tenantId: 1,
      userId: ids.b2b!,
      amount: 1500,
      orderId: 502,
      reserve: true,
    });
    expect(second).toMatchObject({ requiresAcceptance: true, used: 4000, remaining: 1000 });
    // Re-checking order 501 (edited) does not count it twice.
    expect(
      (
        await limits.checkAndReserve(p.ctx.db, {
          tenantId: 1,
          userId: ids.b2b!,
          amount: 4500,
          orderId: 501,
          reserve: true,
        })
      ).requiresAcceptance,
    ).toBe(false);
    await limits.release(p.ctx.db, { tenantId: 1, orderId: 501 });
    expect(
      (
        await limits.checkAndReserve(p.ctx.db, {
          tenantId: 1,
          userId: ids.b2b!,
          amount: 5000,
          orderId: 503,
          reserve: false,
        })
      ).used,
    ).toBe(0);
    expect(
      (
        await limits.checkAndReserve(p.ctx.db, {
          tenantId: 2,
          userId: ids.b2b!,
          amount: 5000,
          orderId: 504,
          reserve: false,
        })
      ).limit,
    ).toBeNull();
  });
});
