/**
 * Typed calls of the users domain's API (mf-admin-users/server): users, roles, companies, contractors,
 * spending limits and the impersonation picker. Every request and answer type is the API's contract
 * (shared-libs/src/contracts users-admin.ts, organization.ts, users-limits.ts), never a copy.
 */
import type {
  AdminUser,
  ChangeUserPasswordInput,
  ContractorPage,
  CreateLimit,
  CreateMpkInput,
  CreateOrganizationGroup,
  CreateRoleInput,
  CreateUserInput,
  FlatPermission,
  ImpersonationToken,
  ImpersonationUser,
  ImpersonationUsersQuery,
  LimitView,
  LinkedUser,
  Mpk,
  OrganizationGroupMembers,
  OrganizationGroupPage,
  OrganizationUnit,
  OrganizationUnitInput,
  OrganizationUnitListQuery,
  OrganizationUnitPage,
  Role,
  RoleListQuery,
  UpdateLimit,
  UpdateOrganizationGroup,
  UpdateRoleInput,
  UpdateUserInput,
  UserForEdit,
  UserListQuery,
  UserLoginInfo,
} from '@armatura/shared-libs/contracts';
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';

// `silent` makes every failure reject, so the stores decide what the user sees.
const silent = { silent: true } as const;
type Page<T> = { totalCount: number; items: T[] };
type Items<T> = { items: T[] };
/** "Fetch everything" lists (back-office.md §7: maxResultCount 2147483647 on the original). */
const ALL = 1000;
/** GetPermissions: the tree with what the caller may grant. */
export type GrantablePermission = FlatPermission & { isGrantable: boolean };

const U = (name: string) => appUrl(`User/${name}`);
const R = (name: string) => appUrl(`Role/${name}`);
const O = (name: string) => appUrl(`OrganizationUnit/${name}`);

export const usersApi = {
  list: (q: Partial<UserListQuery>) => get<Page<AdminUser>>(U('GetUsers'), q, silent),
  get: (id: number) => get<UserForEdit>(U('GetUser'), { id }, silent),
  create: (input: CreateUserInput) => post<AdminUser>(U('CreateUser'), input, silent),
  update: (input: UpdateUserInput) => put<AdminUser>(U('UpdateUser'), input, silent),
  remove: (id: number) => del<null>(U('DeleteUser'), { id }, silent),
  resetPermissions: (id: number) => post<null>(U('ResetUserSpecificPermissions'), { id }, silent),
  generatePassword: (id: number) => post<null>(U('GenerateUserPassword'), { id }, silent),
  changePassword: (input: ChangeUserPasswordInput) =>
    post<null>(U('ChangeUserPassword'), input, silent),
  mpks: (userId: number) => get<Items<Mpk>>(U('GetMPKs'), { userId }, silent),
  createMpk: (input: CreateMpkInput) => post<Mpk>(U('CreateMPK'), input, silent),
  deleteMpk: (id: number) => del<null>(U('DeleteMPK'), { id }, silent),
  loginInfo: (id: number) => get<UserLoginInfo>(U('GetUserLoginInfo'), { id }, silent),
};

export const limitsApi = {
  list: (userId: number) =>
    get<Page<LimitView>>(U('GetUserLimits'), { userId, maxResultCount: 50 }, silent),
  listOfGroup: (organizationGroupId: number) =>
    get<Page<LimitView>>(U('GetUserLimits'), { organizationGroupId, maxResultCount: 50 }, silent),
  create: (input: CreateLimit) => post<LimitView>(U('CreateUserLimit'), input, silent),
  update: (input: UpdateLimit) => put<LimitView>(U('UpdateUserLimit'), input, silent),
  cancel: (id: number) => post<LimitView>(U('CancelUserLimit'), { id }, silent),
  remove: (id: number) => del<null>(U('DeleteUserLimit'), { id }, silent),
};

export const rolesApi = {
  list: (q: Partial<RoleListQuery>) => get<Page<Role>>(R('GetAll'), q, silent),
  all: () => get<Items<Role>>(R('GetAllRoles'), undefined, silent),
  get: (id: number) => get<Role>(R('GetRole'), { id }, silent),
  permissions: () => get<Items<GrantablePermission>>(R('GetPermissions'), undefined, silent),
  create: (input: CreateRoleInput) => post<Role>(R('CreateRole'), input, silent),
  update: (input: UpdateRoleInput) => put<Role>(R('UpdateRole'), input, silent),
  remove: (id: number) => del<null>(R('DeleteRole'), { id }, silent),
};

export const companiesApi = {
  list: (q: Partial<OrganizationUnitListQuery>) =>
    get<OrganizationUnitPage>(O('GetAll'), q, silent),
  all: () =>
    get<OrganizationUnitPage>(O('GetAll'), { maxResultCount: ALL, sorting: 'displayName' }, silent),
  get: (id: number) => get<OrganizationUnit>(O('GetOrganizationUnit'), { id }, silent),
  save: (input: OrganizationUnitInput) =>
    post<OrganizationUnit>(O('CreateOrUpdateOrganizationUnit'), input, silent),
  groups: (organizationUnitId: number) =>
    get<OrganizationGroupPage>(
      O('GetOrganizationGroups'),
      { organizationUnitId, maxResultCount: ALL, sorting: 'name' },
      silent,
    ),
  createGroup: (input: CreateOrganizationGroup) =>
    post<unknown>(O('CreateOrganizationGroup'), input, silent),
  updateGroup: (input: UpdateOrganizationGroup) =>
    put<unknown>(O('UpdateOrganizationGroup'), input, silent),
  deleteGroup: (id: number) => del<null>(O('DeleteOrganizationGroup'), { id }, silent),
  join: (organizationGroupId: number, userIds: number[]) =>
    post<OrganizationGroupMembers>(
      O('JoinUsersToOrganizationGroup'),
      { organizationGroupId, userIds },
      silent,
    ),
  unpin: (organizationGroupId: number, userId: number) =>
    post<OrganizationGroupMembers>(
      O('UnpinUserFromOrganizationGroup'),
      { organizationGroupId, userId },
      silent,
    ),
  contractors: (filter: string) =>
    get<ContractorPage>(
      appUrl('Contractor/GetAll'),
      { filter: filter || undefined, maxResultCount: 30 },
      silent,
    ),
};

/** Linked accounts of a user (UserLink/GetUserLinks, LinkUser, UnlinkUser); each answers the list. */
export const linksApi = {
  list: (userId: number) =>
    get<Items<LinkedUser>>(appUrl('UserLink/GetUserLinks'), { userId }, silent),
  link: (userId: number, linkedUserId: number) =>
    post<Items<LinkedUser>>(appUrl('UserLink/LinkUser'), { userId, linkedUserId }, silent),
  unlink: (userId: number, linkedUserId: number) =>
    post<Items<LinkedUser>>(appUrl('UserLink/UnlinkUser'), { userId, linkedUserId }, silent),
};

export const impersonationApi = {
  candidates: (q: Partial<ImpersonationUsersQuery>) =>
    get<Page<ImpersonationUser>>(appUrl('UserLink/GetImpersonationUsers'), q, silent),
  /** Account/Impersonate (the identity module): a one-time token the session store redeems. */
  impersonate: (userId: number) =>
    post<ImpersonationToken>(appUrl('Account/Impersonate'), { userId }, silent),
};
