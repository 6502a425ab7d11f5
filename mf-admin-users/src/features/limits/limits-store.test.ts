// @vitest-environment happy-dom
// Spending limits of one user through the store, against the REAL API host: a bad amount is refused
// before sending, then a monthly limit with an approver is created, changed, cancelled and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@armatura/shared-libs/contracts';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signInStaff, type StaffSession } from '../testing/staff-session';
import {
  $approvers,
  $limitDraft,
  $limitError,
  $limits,
  cancelLimit,
  deleteLimit,
  editLimit,
  loadLimits,
  saveLimit,
} from './limits-store';

let host: TestApiHost;
let staff: StaffSession;
let buyer: AdminUser;
beforeAll(async () => {
  host = await startTestApiHost();
  staff = await signInStaff(host, 'konta');
  const page = await staff.get<{ items: AdminUser[] }>('User/GetUsers', { filter: 'b2c' });
  buyer = page.items.find((u) => u.userName === 'b2c')!;
});
afterAll(() => host?.close());

describe('limits store (real API)', () => {
  it('creates, changes, cancels and deletes a monthly limit', async () => {
    await loadLimits(buyer.id);
    expect($limits.get()).toMatchObject({ status: 'ready', items: [] });
    const approver = $approvers.get().find((u) => u.userName === 'admin')!;
    expect($approvers.get().some((u) => u.id === buyer.id)).toBe(false);

    $limitDraft.set({ id: null, amount: 0, period: 'MONTH', approverUserId: approver.id });
    expect(await saveLimit()).toBe(false);
    expect($limitError.get()).toBe('Podaj kwotę większą od zera.');

    $limitDraft.set({ ...$limitDraft.get(), amount: 1500 });
    expect(await saveLimit()).toBe(true);
    const [created] = $limits.get().items;
    expect(created).toMatchObject({
      amount: 1500,
      period: 'MONTH',
      approverUserId: approver.id,
      isActive: true,
      used: 0,
      remaining: 1500,
    });

    editLimit(created!);
    $limitDraft.set({ ...$limitDraft.get(), amount: 2000, period: 'QUARTER' });
    expect(await saveLimit()).toBe(true);
    expect($limits.get().items[0]).toMatchObject({
      id: created!.id,
      amount: 2000,
      period: 'QUARTER',
    });

    expect(await cancelLimit(created!.id)).toBe(true);
    expect($limits.get().items[0]).toMatchObject({ isActive: false });
    expect(await deleteLimit(created!.id)).toBe(true);
    expect($limits.get().items).toEqual([]);
  });
});
