// The identity domain (shell API module) owns tenants, users, roles and permissions.
// Other domains call it through `ctx.modules.get<IdentityModuleApi>('identity')`.
import type { Executor } from '../server/db/transaction.js';
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
  getUser(tenantId: number, userId: number): Promise<IdentityUser | null>;
  getUsers(tenantId: number, userIds: number[]): Promise<IdentityUser[]>;
  /** Users of the tenant holding a permission (e.g. the approvers of an organization unit). */
  getUsersWithPermission(
    tenantId: number,
    permission: string,
    organizationUnitId?: number | null,
  ): Promise<IdentityUser[]>;
  isGranted(tenantId: number, userId: number | null, permission: string): Promise<boolean>;
  /** Tenant-level switches other domains need (e.g. guest checkout). */
  getTenantSettings(tenantId: number): Promise<Record<string, string>>;
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
}
