// The user and role administration API of the users domain (mf-admin-users `User/*`, `Role/*`,
// `UserLink/GetImpersonationUsers`; Pages.UserManagement / Pages.RoleManagement): the one contract.
// Routes validate with these schemas, the admin remote types its client with the `Static` types and
// validates its forms with the same schemas (`Value.Errors`). TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, ListResult, Nullable, PagedResult, Text } from './schema-kit.js';

/** Users: 15 a page, options 5, 10, 15; roles: 5 a page, options 5, 10, 20 (back-office.md §9). */
export const USER_PAGE_SIZE = 15;
export const USER_PAGE_SIZES = [5, 10, 15] as const;
export const ROLE_PAGE_SIZE = 5;
export const ROLE_PAGE_SIZES = [5, 10, 20] as const;
/** How many sign-ins GetUserLoginInfo answers. */
export const LOGIN_INFO_COUNT = 10;

export const USERS_ADMIN_MESSAGES = {
  userNotFound: 'Nie znaleziono użytkownika.',
  roleNotFound: 'Nie znaleziono roli.',
  userNameTaken: 'Ta nazwa użytkownika jest już zajęta.',
  emailTaken: 'Ten adres e-mail jest już używany przez inne konto.',
  roleNameTaken: 'Rola o tej nazwie już istnieje.',
  staticRole: 'Roli systemowej nie można usunąć ani zmienić jej nazwy.',
  adminRolePermissions: 'Rola Administrator ma zawsze wszystkie uprawnienia.',
  unknownRole: 'Nieznana rola.',
  unknownPermission: 'Nieznane uprawnienie.',
  deleteSelf: 'Nie możesz usunąć własnego konta.',
  manageRicher: 'Nie możesz zarządzać kontem, które ma uprawnienia, których Ty nie masz.',
  ownAuthority: 'Nie możesz zmienić własnych ról, uprawnień ani aktywności konta.',
  ownPassword: 'Własne hasło zmienisz w profilu, podając obecne hasło.',
  ownLinks: 'Nie możesz powiązać ani rozłączyć własnego konta.',
  linkSelf: 'Konta nie można powiązać z nim samym.',
  notLinked: 'Te konta nie są powiązane.',
  mpkNotFound: 'Nie znaleziono MPK.',
  mpkCodeTaken: 'MPK o tym kodzie już istnieje (także wśród usuniętych).',
  mpkOnlyB2B: 'MPK przypisuje się tylko użytkownikom B2B.',
} as const;

export const UserTypeSchema = Type.Union([
  Type.Literal('B2B'),
  Type.Literal('B2C'),
  Type.Literal('STAFF'),
]);
export type UserType = Static<typeof UserTypeSchema>;

/** A permission name as the registry defines them (Pages.X.Y). */
const PermissionName = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z][\\w.]*$' });
const RoleName = Type.String({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z][\\w.-]*$' });

// ---- Users -------------------------------------------------------------------------------------

/** GetUsers query (back-office.md §3 "User list request"); the tenant always comes from the token. */
export const UserListQuerySchema = Type.Object({
  type: Type.Optional(UserTypeSchema),
  tenantId: Type.Optional(Id()),
  organizationUnitId: Type.Optional(Id()),
  organizationGroupId: Type.Optional(Id()),
  filter: Type.Optional(Text(200)),
  sorting: Type.Optional(Text(100)),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: USER_PAGE_SIZE }),
});
export type UserListQuery = Static<typeof UserListQuerySchema>;
/** The sort fields GetUsers knows (anything else is a 400). */
export const USER_SORT_FIELDS = [
  'id',
  'userName',
  'name',
  'surname',
  'emailAddress',
  'type',
  'isActive',
  'creationTime',
  'lastLoginTime',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** One user of the list and of the edit form (storefront.md §3 fields plus administration ones). */
export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  title: Type.String(),
  emailAddress: Type.String(),
  phone: Nullable(Type.String()),
  type: Type.String(),
  isB2B: Type.Boolean(),
  isActive: Type.Boolean(),
  contractorId: Nullable(Type.Integer()),
  organizationUnitId: Nullable(Type.Integer()),
  organizationGroupId: Nullable(Type.Integer()),
  priceList: Nullable(Type.String()),
  isMultiple: Type.Boolean(),
  roleNames: Type.Array(Type.String()),
  creationTime: Type.String(),
  lastLoginTime: Nullable(Type.String()),
});
export type AdminUser = Static<typeof AdminUserSchema>;

/** A user-specific override on top of the roles: granted (true) or denied (false). */
export const UserPermissionSchema = Type.Object({
  name: PermissionName,
  isGranted: Type.Boolean(),
});
export type UserPermission = Static<typeof UserPermissionSchema>;

/** GetUser answer: the user, their own overrides and what they hold in effect. */
export const UserForEditSchema = Type.Object({
  user: AdminUserSchema,
  permissions: Type.Array(UserPermissionSchema),
  grantedPermissionNames: Type.Array(Type.String()),
  mustChangePassword: Type.Boolean(),
});
export type UserForEdit = Static<typeof UserForEditSchema>;

const UserFields = {
  userName: Type.String({ minLength: 2, maxLength: 64, pattern: '^[\\w.@+-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  surname: Type.String({ minLength: 1, maxLength: 64 }),
  emailAddress: Type.String({ format: 'email', maxLength: 256 }),
  phone: Type.Optional(Nullable(Text(32))),
  type: UserTypeSchema,
  isActive: Type.Optional(Type.Boolean()),
  contractorId: Type.Optional(Nullable(Id())),
  organizationUnitId: Type.Optional(Nullable(Id())),
  organizationGroupId: Type.Optional(Nullable(Id())),
  priceList: Type.Optional(Nullable(Text(64))),
  isMultiple: Type.Optional(Type.Boolean()),
  roleNames: Type.Array(RoleName, { maxItems: 50 }),
  permissions: Type.Optional(Type.Array(UserPermissionSchema, { maxItems: 200 })),
};

/** CreateUser body. Without a password a one-time one is generated and mailed (change at first sign-in). */
export const CreateUserSchema = Type.Object({
  ...UserFields,
  password: Type.Optional(Type.String({ minLength: 6, maxLength: 128 })),
  shouldChangePasswordOnNextLogin: Type.Optional(Type.Boolean()),
});
export type CreateUserInput = Static<typeof CreateUserSchema>;
/** UpdateUser body (the password changes through ChangeUserPassword / GenerateUserPassword). */
export const UpdateUserSchema = Type.Object({ id: Id(), ...UserFields });
export type UpdateUserInput = Static<typeof UpdateUserSchema>;

export const UserIdBodySchema = Type.Object({ id: Id() });
export const ChangeUserPasswordSchema = Type.Object({
  id: Id(),
  newPassword: Type.String({ minLength: 6, maxLength: 128 }),
  shouldChangePasswordOnNextLogin: Type.Optional(Type.Boolean()),
});
export type ChangeUserPasswordInput = Static<typeof ChangeUserPasswordSchema>;

/** GetMPKs: the cost centres of a user (their company's and their own); none given = the caller's. */
export const MpkQuerySchema = Type.Object({
  userId: Type.Optional(Id()),
  organizationUnitId: Type.Optional(Id()),
});
export const MpkSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  organizationUnitId: Nullable(Type.Integer()),
  userId: Nullable(Type.Integer()),
});
export type Mpk = Static<typeof MpkSchema>;
/** User/CreateMPK: a cost centre of one B2B buyer (only they book to it). */
export const CreateMpkSchema = Type.Object({
  userId: Id(),
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^\\S(.*\\S)?$' }),
  name: Type.String({ minLength: 1, maxLength: 128, pattern: '\\S' }),
});
export type CreateMpkInput = Static<typeof CreateMpkSchema>;
export const MpkListSchema = ListResult(MpkSchema);

export const UserLoginInfoQuerySchema = Type.Object({ id: Id() });
export const LoginEntrySchema = Type.Object({
  time: Type.String(),
  action: Type.String(),
  clientIp: Nullable(Type.String()),
  impersonatorUserId: Nullable(Type.Integer()),
});
export type LoginEntry = Static<typeof LoginEntrySchema>;
export const UserLoginInfoSchema = Type.Object({
  lastLoginTime: Nullable(Type.String()),
  items: Type.Array(LoginEntrySchema),
});
export type UserLoginInfo = Static<typeof UserLoginInfoSchema>;

// ---- Impersonation -----------------------------------------------------------------------------

export const ImpersonationUsersQuerySchema = Type.Object({
  filter: Type.Optional(Text(200)),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: USER_PAGE_SIZE }),
});
export type ImpersonationUsersQuery = Static<typeof ImpersonationUsersQuerySchema>;
export const ImpersonationUserSchema = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  title: Type.String(),
  emailAddress: Type.String(),
  type: Type.String(),
  organizationUnitId: Nullable(Type.Integer()),
});
export type ImpersonationUser = Static<typeof ImpersonationUserSchema>;

// ---- Linked accounts (UserLink/GetUserLinks, LinkUser, UnlinkUser) ----------------------------

/** A linked pair: the user switches to the linked account and back without a password (both ways). */
export const UserLinkBodySchema = Type.Object({ userId: Id(), linkedUserId: Id() });
export type UserLinkBody = Static<typeof UserLinkBodySchema>;
export const UserLinksQuerySchema = Type.Object({ userId: Id() });
/** One account linked to the user (in the caller's tenant). */
export const LinkedUserSchema = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  title: Type.String(),
  emailAddress: Type.String(),
  type: Type.String(),
  isActive: Type.Boolean(),
});
export type LinkedUser = Static<typeof LinkedUserSchema>;
export const LinkedUserListSchema = ListResult(LinkedUserSchema);

// ---- Roles and permissions ---------------------------------------------------------------------

/** One permission of the tree (flat, ABP's FlatPermissionWithLevelDto): parent by name prefix. */
export const FlatPermissionSchema = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  parentName: Nullable(Type.String()),
  level: Type.Integer(),
});
export type FlatPermission = Static<typeof FlatPermissionSchema>;
/** GetPermissions: the tree with what the caller may grant (a role editor disables the rest). */
export const GrantablePermissionSchema = Type.Object({
  ...FlatPermissionSchema.properties,
  isGrantable: Type.Boolean(),
});

export const RoleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  displayName: Type.String(),
  isStatic: Type.Boolean(),
  isDefault: Type.Boolean(),
  grantedPermissions: Type.Array(Type.String()),
  userCount: Type.Integer(),
});
export type Role = Static<typeof RoleSchema>;

export const RoleListQuerySchema = Type.Object({
  filter: Type.Optional(Text(200)),
  keyword: Type.Optional(Text(200)),
  permission: Type.Optional(PermissionName),
  sorting: Type.Optional(Text(100)),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: ROLE_PAGE_SIZE }),
});
export type RoleListQuery = Static<typeof RoleListQuerySchema>;
export const ROLE_SORT_FIELDS = ['id', 'name', 'displayName', 'isStatic', 'isDefault'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];
export const RoleFilterQuerySchema = Type.Object({ permission: Type.Optional(PermissionName) });

const RoleFields = {
  name: RoleName,
  displayName: Type.String({ minLength: 1, maxLength: 128 }),
  isDefault: Type.Optional(Type.Boolean()),
  grantedPermissions: Type.Array(PermissionName, { maxItems: 500 }),
};
export const CreateRoleSchema = Type.Object(RoleFields);
export type CreateRoleInput = Static<typeof CreateRoleSchema>;
export const UpdateRoleSchema = Type.Object({ id: Id(), ...RoleFields });
export type UpdateRoleInput = Static<typeof UpdateRoleSchema>;

export const UserListSchema = PagedResult(AdminUserSchema);
export const ImpersonationUserListSchema = PagedResult(ImpersonationUserSchema);
export const RoleListSchema = PagedResult(RoleSchema);
export const RoleItemsSchema = ListResult(RoleSchema);
export const FlatPermissionListSchema = ListResult(FlatPermissionSchema);
export const GrantablePermissionListSchema = ListResult(GrantablePermissionSchema);
