/**
 * The company list of the users screen (OrganizationUnit/GetAll): search, sort, page (5, options
 * 5/10/20 — an "other admin list"). Companies have no list route of their own (routes.tsv), so
 * they are a tab of the user list.
 */
import { atom, map } from 'nanostores';
import {
  ORGANIZATION_PAGE_SIZE,
  type OrganizationUnitRow,
  type OrganizationUnitSortField,
} from '@armatura/shared-libs/contracts';
import { companiesApi } from '../api/users-api';
import { errorMessage } from '../errors';
import type { ListState, SortDirection } from './user-list-store';

export const COMPANY_SORT_COLUMNS = [
  'displayName',
  'nip',
  'regon',
] as const satisfies readonly OrganizationUnitSortField[];
export type CompanySortColumn = (typeof COMPANY_SORT_COLUMNS)[number];

export interface CompanyQuery {
  page: number;
  pageSize: number;
  filter: string;
  sort: { column: CompanySortColumn; direction: SortDirection };
}

export const $companyQuery = map<CompanyQuery>({
  page: 1,
  pageSize: ORGANIZATION_PAGE_SIZE,
  filter: '',
  sort: { column: 'displayName', direction: 'ascending' },
});
export const $companyList = atom<ListState<OrganizationUnitRow>>({
  status: 'idle',
  items: [],
  totalCount: 0,
  error: null,
});

let latest = 0;
export async function loadCompanies(): Promise<void> {
  const q = $companyQuery.get();
  const ticket = ++latest;
  $companyList.set({ ...$companyList.get(), status: 'loading', error: null });
  try {
    const page = await companiesApi.list({
      filter: q.filter.trim() || undefined,
      sorting: `${q.sort.column} ${q.sort.direction === 'descending' ? 'desc' : 'asc'}`,
      skipCount: (q.page - 1) * q.pageSize,
      maxResultCount: q.pageSize,
    });
    if (ticket === latest)
      $companyList.set({
        status: 'ready',
        items: page.items,
        totalCount: page.totalCount,
        error: null,
      });
  } catch (error) {
    if (ticket === latest)
      $companyList.set({ ...$companyList.get(), status: 'error', error: errorMessage(error) });
  }
}

export function changeCompanyQuery(change: Partial<CompanyQuery>): Promise<void> {
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  $companyQuery.set({ ...$companyQuery.get(), ...change, ...(onlyPage ? {} : { page: 1 }) });
  return loadCompanies();
}
