/**
 * The user list (User/GetUsers, back-office.md §3): filters (type, company, group, search), sort,
 * page and size (15, options 5/10/15), the loaded page, deleting a user. Every change loads again;
 * only the latest answer counts. The companies and their groups feed the filters and name the
 * company of each row.
 */
import { atom, map } from 'nanostores';
import {
  USER_PAGE_SIZE,
  type AdminUser,
  type OrganizationGroup,
  type OrganizationUnitRow,
  type UserSortField,
  type UserType,
} from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { companiesApi, usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';

/** The grid's sortable columns, each in the API's allow-list (an unknown field is a 400). */
export const USER_SORT_COLUMNS = [
  'userName',
  'surname',
  'emailAddress',
  'type',
  'isActive',
  'lastLoginTime',
] as const satisfies readonly UserSortField[];
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';

export interface UserQuery {
  page: number;
  pageSize: number;
  filter: string;
  type: UserType | null;
  organizationUnitId: number | null;
  organizationGroupId: number | null;
  sort: { column: UserSortColumn; direction: SortDirection };
}
export interface ListState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
  totalCount: number;
  error: string | null;
}

export const INITIAL_USER_QUERY: UserQuery = {
  page: 1,
  pageSize: USER_PAGE_SIZE,
  filter: '',
  type: null,
  organizationUnitId: null,
  organizationGroupId: null,
  sort: { column: 'userName', direction: 'ascending' },
};
const idle = <T>(): ListState<T> => ({ status: 'idle', items: [], totalCount: 0, error: null });

export const $userQuery = map<UserQuery>({ ...INITIAL_USER_QUERY });
export const $userList = atom<ListState<AdminUser>>(idle());
/** Every company of the tenant (filter choices and the company column). */
export const $companyChoices = atom<OrganizationUnitRow[]>([]);
/** The groups of the company chosen in the filter. */
export const $groupChoices = atom<OrganizationGroup[]>([]);

export const sortingParam = (sort: UserQuery['sort']) =>
  `${sort.column} ${sort.direction === 'descending' ? 'desc' : 'asc'}`;

/** Anything but a page change starts at page 1; another company drops the group. */
export function nextUserQuery(current: UserQuery, change: Partial<UserQuery>): UserQuery {
  const next = { ...current, ...change };
  if (
    change.organizationUnitId !== undefined &&
    change.organizationUnitId !== current.organizationUnitId
  )
    next.organizationGroupId = null;
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: 1 };
}

let latest = 0;
export async function loadUsers(): Promise<void> {
  const q = $userQuery.get();
  const ticket = ++latest;
  $userList.set({ ...$userList.get(), status: 'loading', error: null });
  try {
    const page = await usersApi.list({
      filter: q.filter.trim() || undefined,
      type: q.type ?? undefined,
      organizationUnitId: q.organizationUnitId ?? undefined,
      organizationGroupId: q.organizationGroupId ?? undefined,
      sorting: sortingParam(q.sort),
      skipCount: (q.page - 1) * q.pageSize,
      maxResultCount: q.pageSize,
    });
    if (ticket !== latest) return;
    $userList.set({ status: 'ready', items: page.items, totalCount: page.totalCount, error: null });
  } catch (error) {
    if (ticket === latest)
      $userList.set({ ...$userList.get(), status: 'error', error: errorMessage(error) });
  }
}

export async function changeUserQuery(change: Partial<UserQuery>): Promise<void> {
  const before = $userQuery.get();
  const next = nextUserQuery(before, change);
  $userQuery.set(next);
  if (next.organizationUnitId !== before.organizationUnitId) await loadGroupChoices();
  return loadUsers();
}

/** The companies for the filter; a failure leaves the filter without choices (the list still works). */
export async function loadCompanyChoices(): Promise<void> {
  try {
    $companyChoices.set((await companiesApi.all()).items);
  } catch {
    $companyChoices.set([]);
  }
}

async function loadGroupChoices(): Promise<void> {
  const unitId = $userQuery.get().organizationUnitId;
  if (!unitId) return $groupChoices.set([]);
  try {
    $groupChoices.set((await companiesApi.groups(unitId)).items);
  } catch {
    $groupChoices.set([]);
  }
}

export async function deleteUser(id: number): Promise<boolean> {
  try {
    await usersApi.remove(id);
    notify({ type: 'success', title: usersTexts.t('userDeleted') });
    await loadUsers();
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  }
}
