// @vitest-environment happy-dom
// The user list store against the REAL API host: paging (15), the type and company filters, the
// search, a group filter dropped with its company, the grid type kept in local storage, soft delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@armatura/shared-libs/contracts';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signInStaff, type StaffSession } from '../testing/staff-session';
import { $gridType, reloadGridType, setGridType, USERS_GRID_TYPE_KEY } from './grid-type';
import {
  $companyChoices,
  $groupChoices,
  $userList,
  $userQuery,
  changeUserQuery,
  deleteUser,
  INITIAL_USER_QUERY,
  loadCompanyChoices,
  loadUsers,
  nextUserQuery,
} from './user-list-store';

let host: TestApiHost;
let staff: StaffSession;
beforeAll(async () => {
  host = await startTestApiHost();
  staff = await signInStaff(host, 'konta');
});
afterAll(() => host?.close());

const names = () => $userList.get().items.map((u) => u.userName);

describe('user list store (real API)', () => {
  it('loads the first page, 15 at most, sorted by login', async () => {
    $userQuery.set({ ...INITIAL_USER_QUERY });
    await loadUsers();
    const list = $userList.get();
    expect(list.status).toBe('ready');
    expect(list.items.length).toBeLessThanOrEqual(15);
    expect(list.totalCount).toBeGreaterThanOrEqual(8);
    expect(names()).toEqual([...names()].sort((a, b) => a.localeCompare(b)));
  });

  it('filters by type, company and text; a new company drops the group', async () => {
    await changeUserQuery({ type: 'STAFF' });
    expect(new Set($userList.get().items.map((u) => u.type))).toEqual(new Set(['STAFF']));
    expect(names()).toContain('konta');

    await loadCompanyChoices();
    const instalbud = $companyChoices.get().find((c) => c.displayName.startsWith('Instalbud'))!;
    await changeUserQuery({ type: null, organizationUnitId: instalbud.id });
    expect(names()).toContain('b2b');
    expect(names()).not.toContain('b2b2');
    expect($groupChoices.get().map((g) => g.name)).toContain('Zaopatrzenie');

    const group = $groupChoices.get().find((g) => g.name === 'Zaopatrzenie')!;
    await changeUserQuery({ organizationGroupId: group.id });
    expect(names()).toEqual(['b2b']);
    await changeUserQuery({ organizationUnitId: null });
    expect($userQuery.get().organizationGroupId).toBeNull();

    await changeUserQuery({ filter: 'anna.nowak' });
    expect(names()).toEqual(['b2c']);
    await changeUserQuery({ filter: '' });
  });

  it('pages: a page change keeps the filters, other changes go back to page 1', () => {
    const q = { ...INITIAL_USER_QUERY, page: 3, type: 'B2B' as const };
    expect(nextUserQuery(q, { page: 2 })).toMatchObject({ page: 2, type: 'B2B' });
    expect(nextUserQuery(q, { pageSize: 5 })).toMatchObject({ page: 1, pageSize: 5 });
  });

  it('keeps the grid type in local storage', () => {
    setGridType('cards');
    expect(localStorage.getItem(USERS_GRID_TYPE_KEY)).toBe('cards');
    setGridType('mosaic');
    expect($gridType.get()).toBe('cards');
    localStorage.setItem(USERS_GRID_TYPE_KEY, 'table');
    reloadGridType();
    expect($gridType.get()).toBe('table');
  });

  it('deletes a user softly: gone from the list', async () => {
    const created = await staff.post<AdminUser>('User/CreateUser', {
      userName: 'do-usuniecia',
      name: 'Do',
      surname: 'Usunięcia',
      emailAddress: 'do-usuniecia@example.pl',
      type: 'STAFF',
      roleNames: [],
      password: 'Haslo-123',
    });
    await changeUserQuery({ filter: 'do-usuniecia' });
    expect(names()).toEqual(['do-usuniecia']);
    expect(await deleteUser(created.id)).toBe(true);
    expect(names()).toEqual([]);
  });
});
