/**
 * The role list (Role/GetAll): search, sort, page (5, options 5/10/20, back-office.md §9) and
 * deleting a role (static roles are refused by the server; the list disables them too).
 */
import { atom, map } from 'nanostores';
import { ROLE_PAGE_SIZE, type Role, type RoleSortField } from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { rolesApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import type { ListState, SortDirection } from '../user-list/user-list-store';

export const ROLE_SORT_COLUMNS = [
  'name',
  'displayName',
  'isStatic',
  'isDefault',
] as const satisfies readonly RoleSortField[];
export type RoleSortColumn = (typeof ROLE_SORT_COLUMNS)[number];

export interface RoleQuery {
  page: number;
  pageSize: number;
  filter: string;
  sort: { column: RoleSortColumn; direction: SortDirection };
}
export const $roleQuery = map<RoleQuery>({
  page: 1,
  pageSize: ROLE_PAGE_SIZE,
  filter: '',
  sort: { column: 'displayName', direction: 'ascending' },
});
export const $roleList = atom<ListState<Role>>({
  status: 'idle',
  items: [],
  totalCount: 0,
  error: null,
});

let latest = 0;
export async function loadRoles(): Promise<void> {
  const q = $roleQuery.get();
  const ticket = ++latest;
  $roleList.set({ ...$roleList.get(), status: 'loading', error: null });
  try {
    const page = await rolesApi.list({
      filter: q.filter.trim() || undefined,
      sorting: `${q.sort.column} ${q.sort.direction === 'descending' ? 'desc' : 'asc'}`,
      skipCount: (q.page - 1) * q.pageSize,
      maxResultCount: q.pageSize,
    });
    if (ticket === latest)
      $roleList.set({
        status: 'ready',
        items: page.items,
        totalCount: page.totalCount,
        error: null,
      });
  } catch (error) {
    if (ticket === latest)
      $roleList.set({ ...$roleList.get(), status: 'error', error: errorMessage(error) });
  }
}

export function changeRoleQuery(change: Partial<RoleQuery>): Promise<void> {
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  $roleQuery.set({ ...$roleQuery.get(), ...change, ...(onlyPage ? {} : { page: 1 }) });
  return loadRoles();
}

export async function deleteRole(id: number): Promise<boolean> {
  try {
    await rolesApi.remove(id);
    notify({ type: 'success', title: usersTexts.t('roleDeleted') });
    await loadRoles();
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  }
}
