// The identity domain (shell API module) owns tenants, users, roles and permissions.
// Other domains call it through `ctx.modules.get<IdentityModuleApi>('identity')`.
import type { Executor } from '../server/db/transaction.js';
import type {
  AdminUser,
  ChangeUserPasswordInput,
  CreateRoleInput,
  CreateUserInput,
  ImpersonationUser,
  LinkedUser,
  LoginEntry,
  Role,
  RoleSortField,
  UpdateRoleInput,
  UpdateUserInput,
  UserForEdit,
  UserSortField,
  UserType,
} from './users-admin.js';
export interface IdentityUser {
  id: number;
  tenantId: number;
  userName: string;
  name: string;
  surname: string;
  /** Full name, as the storefront's `title`. */
  title: string;
  email: string;
  phone: string | null;
  isB2B: boolean;
  /** 'B2B' | 'B2C' | 'STAFF' */
  type: string;
  contractorId: number | null;
  organizationUnitId: number | null;
  organizationGroupId: number | null;
  priceList: string | null;
  isMultiple: boolean;
  roles: string[];
  isActive: boolean;
  language: string;
  currency: string;
}

export interface IdentityModuleApi {
  /** Pass your transaction as `executor` when you call from inside one (PGlite has one connection). */
  getUser(tenantId: number, userId: number, executor?: Executor): Promise<IdentityUser | null>;
  getUsers(tenantId: number, userIds: number[]): Promise<IdentityUser[]>;
  /** Users of the tenant holding a permission (e.g. the approvers of an organization unit). */
  getUsersWithPermission(
    tenantId: number,
    permission: string,
    organizationUnitId?: number | null,
  ): Promise<IdentityUser[]>;
  isGranted(tenantId: number, userId: number | null, permission: string): Promise<boolean>;
  /** The tenant exists and is active (public pages of an unknown tenant are not found). */
  isTenantActive(tenantId: number): Promise<boolean>;
  /** Tenant-level switches other domains need (e.g. guest checkout). */
  getTenantSettings(tenantId: number): Promise<Record<string, string>>;
  /**
   * Guest checkout on/off (commerce's default settings): grants or withdraws the anonymous
   * visitors' Pages.ShoppingCart and sets App.GuestCheckout. Pass the caller's transaction.
   */
  setGuestCheckout(tenantId: number, enabled: boolean, executor?: Executor): Promise<void>;
  /**
   * Nobody grants what they do not hold: resolves when the granter (a user of `tenantId`) holds every
   * one of `permissions`, otherwise rejects with a 403 AppError naming the missing ones. Call it
   * before assigning roles or permissions (pass the role's permissions), with the caller as granter.
   */
  assertMayGrant(
    tenantId: number,
    granterUserId: number,
    permissions: Iterable<string>,
  ): Promise<void>;
  /** The permissions the named roles of the tenant grant (to check a role assignment with assertMayGrant). */
  permissionsOfRoles(tenantId: number, roleNames: string[]): Promise<string[]>;
  /**
   * May `actor` act as `target`: holds the impersonation permission, same tenant, target is no
   * administrator and holds no permission the actor lacks. Rejects with a 400/403 AppError otherwise.
   */
  assertMayActFor(
    actor: { tenantId: number; userId: number },
    target: { tenantId: number; userId: number },
  ): Promise<void>;
  /**
   * Ends every session of the user (their access tokens are refused from the next request on).
   * Call it when you change what a user may do or who they are. Pass your transaction as `executor`
   * when you change the user in one (PGlite has one connection).
   */
  revokeSessions(tenantId: number, userId: number, executor?: Executor): Promise<void>;
  /**
   * The user changes their own password: the current one must match (a wrong one counts towards the
   * sign-in lockout), the new one follows the one password rule (400 with a Polish message). Every
   * earlier session of the user ends; the answer is a fresh session for the caller, expiring in
   * `expireInSeconds` (pass what is left of the caller's token) and keeping a linked-account switch.
   */
  changePassword(input: {
    tenantId: number;
    userId: number;
    currentPassword: string;
    newPassword: string;
    clientIp: string;
    expireInSeconds?: number;
    switchedFromUserId?: number | null;
  }): Promise<{ accessToken: string; encryptedAccessToken: string; expireInSeconds: number }>;
  /** The user's own name, surname and phone (the e-mail changes only through its confirmed flow). */
  updateProfile(
    tenantId: number,
    userId: number,
    /** `phone` absent: kept; null or blank: removed. */
    changes: { name: string; surname: string; phone?: string | null },
  ): Promise<IdentityUser>;
}

/** A user's place in a B2B customer: the columns of shell.users the session reads. */
export interface UserOrganization {
  contractorId: number | null;
  organizationUnitId: number | null;
  organizationGroupId: number | null;
}

/**
 * The identity data's write side for the users domain (mf-admin-users), on the same module object
 * (`ctx.modules.get<IdentityAdminApi>('identity')`). Identity keeps users, roles and permissions
 * (the sign-in and permission path stays local); the users domain owns companies, groups and
 * contractors and checks that what it writes here exists in the tenant. Pass your transaction as
 * `executor` when you write in one (PGlite has one connection).
 */
export interface IdentityAdminApi {
  /** The users of a company, or of one group (active or not), by id. */
  organizationMembers(
    tenantId: number,
    where: { organizationUnitId: number } | { organizationGroupId: number },
    executor?: Executor,
  ): Promise<IdentityUser[]>;
  /**
   * Sets the given organisation fields (the others stay) of users of the tenant, all or none:
   * rejects with a 404 AppError when one is not a user of the tenant. Answers the users as saved.
   */
  setUserOrganization(
    tenantId: number,
    userIds: number[],
    changes: Partial<UserOrganization>,
    executor?: Executor,
  ): Promise<IdentityUser[]>;
}

/** Who acts: the signed-in caller (every admin write checks their authority). */
export interface AdminActor {
  tenantId: number;
  userId: number;
}

/**
 * User and role administration, on the same identity object (`IdentityUsersAdminApi` and
 * `IdentityRolesAdminApi`, used by mf-admin-users' User/*, Role/* and UserLink routes). Identity
 * applies the authority rules here, where the grants are: nobody grants what they do not hold, and
 * nobody manages a user holding a permission they lack. Errors are AppErrors (404 for another
 * tenant's ids, 403 for the rules, 400/409 for bad input).
 */
export interface IdentityUsersAdminApi {
  listUsers(
    tenantId: number,
    q: {
      type?: UserType;
      organizationUnitId?: number;
      organizationGroupId?: number;
      filter?: string;
      sort: [UserSortField, 'asc' | 'desc'];
      skip: number;
      take: number;
    },
  ): Promise<{ totalCount: number; items: AdminUser[] }>;
  /** A user not deleted, with their own overrides; null when not in the tenant. */
  getUserForEdit(tenantId: number, userId: number): Promise<UserForEdit | null>;
  /** Without `password` a one-time password is mailed (as generateUserPassword). */
  createUser(actor: AdminActor, input: CreateUserInput): Promise<AdminUser>;
  updateUser(actor: AdminActor, input: UpdateUserInput): Promise<AdminUser>;
  /** Soft delete: inactive, out of every list, sessions ended; the row (and who ordered) stays. */
  deleteUser(actor: AdminActor, userId: number): Promise<void>;
  resetUserSpecificPermissions(actor: AdminActor, userId: number): Promise<void>;
  /** Mails a one-time password (sealed in the outbox) to be changed at the first sign-in. */
  generateUserPassword(actor: AdminActor, userId: number): Promise<void>;
  changeUserPassword(actor: AdminActor, input: ChangeUserPasswordInput): Promise<void>;
  /** The user's last sign-ins (audit log), newest first. */
  userLoginInfo(
    tenantId: number,
    userId: number,
    take: number,
  ): Promise<{ lastLoginTime: string | null; items: LoginEntry[] } | null>;
  /** Active customers the actor may act as (assertMayActFor's rule, checked in one query). */
  impersonationCandidates(
    actor: AdminActor,
    q: { filter?: string; skip: number; take: number },
  ): Promise<{ totalCount: number; items: ImpersonationUser[] }>;
}

export interface IdentityRolesAdminApi {
  listRoles(
    tenantId: number,
    q: {
      filter?: string;
      permission?: string;
      sort: [RoleSortField, 'asc' | 'desc'];
      skip: number;
      take: number;
    },
  ): Promise<{ totalCount: number; items: Role[] }>;
  getRole(tenantId: number, roleId: number): Promise<Role | null>;
  createRole(actor: AdminActor, input: CreateRoleInput): Promise<Role>;
  /** Static roles keep their name (409); the members' sessions end (their grants changed). */
  updateRole(actor: AdminActor, input: UpdateRoleInput): Promise<Role>;
  /** Static roles stay (409). */
  deleteRole(actor: AdminActor, roleId: number): Promise<void>;
  /** The permissions the user holds now (for "what may I grant"). */
  heldPermissions(actor: AdminActor): Promise<string[]>;
}

/**
 * Linked accounts administration (mf-admin-users' UserLink routes), on the same identity object. A
 * link joins two accounts of one person both ways (shell.user_links, switched with
 * Account/SwitchToLinkedAccount); both must be users of the actor's tenant whom the actor may
 * manage (so neither holds a permission the actor lacks), and never the actor's own account.
 * Linking or unlinking sets both users' isMultiple and ends both users' sessions.
 */
export interface IdentityLinksAdminApi {
  /** The user's linked accounts in the tenant; null when the user is not in the tenant. */
  linkedUsers(tenantId: number, userId: number): Promise<LinkedUser[] | null>;
  linkUsers(actor: AdminActor, userId: number, linkedUserId: number): Promise<LinkedUser[]>;
  unlinkUsers(actor: AdminActor, userId: number, linkedUserId: number): Promise<LinkedUser[]>;
}
