// @vitest-environment happy-dom
// A group's spending limit through the same store, against the REAL API host: created for the
// group (not for a user), listed for it only, changed, cancelled and deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationGroup } from '@armatura/shared-libs/contracts';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signInStaff, type StaffSession } from '../testing/staff-session';
import {
  $limitDraft,
  $limits,
  cancelLimit,
  deleteLimit,
  editLimit,
  loadGroupLimits,
  saveLimit,
} from './limits-store';

let host: TestApiHost;
let staff: StaffSession;
let group: OrganizationGroup;
beforeAll(async () => {
  host = await startTestApiHost();
  staff = await signInStaff(host, 'konta');
  // The second demo company's group (its unit id is not assumed: both demo companies are read).
  const pages = await Promise.all(
    [1, 2].map((organizationUnitId) =>
      staff.get<{ items: OrganizationGroup[] }>('OrganizationUnit/GetOrganizationGroups', {
        organizationUnitId,
      }),
    ),
  );
  group = pages.flatMap((p) => p.items).find((g) => g.name === 'Salon Poznań')!;
});
afterAll(() => host?.close());

describe('group limits store (real API)', () => {
  it('creates, changes, cancels and deletes a quarterly group limit', async () => {
    await loadGroupLimits(group.id);
    expect($limits.get()).toMatchObject({
      status: 'ready',
      userId: null,
      organizationGroupId: group.id,
      items: [],
    });
    $limitDraft.set({ id: null, amount: 8000, period: 'QUARTER', approverUserId: null });
    expect(await saveLimit()).toBe(true);
    const [created] = $limits.get().items;
    expect(created).toMatchObject({
      userId: null,
      organizationGroupId: group.id,
      amount: 8000,
      period: 'QUARTER',
      isActive: true,
    });
    editLimit(created!);
    $limitDraft.set({ ...$limitDraft.get(), amount: 9000 });
    expect(await saveLimit()).toBe(true);
    expect($limits.get().items[0]).toMatchObject({ id: created!.id, amount: 9000 });
    expect(await cancelLimit(created!.id)).toBe(true);
    expect($limits.get().items[0]).toMatchObject({ isActive: false });
    expect(await deleteLimit(created!.id)).toBe(true);
    expect($limits.get().items).toEqual([]);
  });
});
