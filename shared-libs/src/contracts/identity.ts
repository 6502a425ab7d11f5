// The identity domain (shell API module) owns tenants, users, roles and permissions.
// Other domains call it through `ctx.modules.get<IdentityModuleApi>('identity')`.
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
  getUsersWithPermission(tenantId: number, permission: string, organizationUnitId?: number | null): Promise<IdentityUser[]>;
  isGranted(tenantId: number, userId: number | null, permission: string): Promise<boolean>;
  /** Tenant-level switches other domains need (e.g. guest checkout). */
  getTenantSettings(tenantId: number): Promise<Record<string, string>>;
}
