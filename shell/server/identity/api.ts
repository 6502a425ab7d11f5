// The identity module API other domains call (ctx.modules.get<IdentityModuleApi>('identity')).
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';
import {
  findUser,
  findTenant,
  findUsers,
  grantedPermissions,
  tenantSettings,
  toIdentityUser,
} from './repository.js';
import { assertMayActFor, assertMayGrant, permissionsOf } from './authority.js';
import { revokeSessions } from './sessions.js';
import { setGuestCheckout } from './guest-repository.js';
import type { ShellDb } from '../db/tables.js';

/** The read side and the rules; the own-account changes (own-account.ts) need the token service. */
export function createIdentityApi(
  db: ShellDb,
): Omit<IdentityModuleApi, 'changePassword' | 'updateProfile'> {
  return {
    getUser: (tenantId, userId, executor?: ShellDb) => findUser(executor ?? db, tenantId, userId),
    getUsers: (tenantId, userIds) => findUsers(db, tenantId, userIds),
    async getUsersWithPermission(tenantId, permission, organizationUnitId) {
      let q = db
        .selectFrom('shell.users as u')
        .select('u.id')
        .where('u.tenant_id', '=', tenantId)
        .where('u.is_active', '=', true)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('shell.user_roles as ur')
                .innerJoin('shell.role_permissions as rp', 'rp.role_id', 'ur.role_id')
                .select('ur.user_id')
                .whereRef('ur.user_id', '=', 'u.id')
                .where('rp.permission', '=', permission),
            ),
            eb.exists(
              eb
                .selectFrom('shell.user_permissions as up')
                .select('up.user_id')
                .whereRef('up.user_id', '=', 'u.id')
                .where('up.permission', '=', permission)
                .where('up.is_granted', '=', true),
            ),
          ]),
        );
      if (organizationUnitId != null)
        q = q.where('u.organization_unit_id', '=', organizationUnitId);
      const ids = (await q.execute()).map((r) => r.id);
      // Re-check through the resolver so explicit denials are honoured.
      const users = await findUsers(db, tenantId, ids);
      const allowed = await Promise.all(
        users.map(
          async (u) => (await grantedPermissions(db, tenantId, u.id))?.has(permission) ?? false,
        ),
      );
      return users.filter((_, i) => allowed[i]);
    },
    async isGranted(tenantId, userId, permission) {
      return (await grantedPermissions(db, tenantId, userId))?.has(permission) ?? false;
    },
    isTenantActive: async (tenantId) => (await findTenant(db, tenantId))?.is_active ?? false,
    getTenantSettings: (tenantId) => tenantSettings(db, tenantId),
    setGuestCheckout: (tenantId, enabled, executor?: ShellDb) =>
      setGuestCheckout(executor ?? db, tenantId, enabled),
    async assertMayGrant(tenantId, granterUserId, permissions) {
      assertMayGrant(await permissionsOf(db, { tenantId, userId: granterUserId }), permissions);
    },
    async permissionsOfRoles(tenantId, roleNames) {
      if (roleNames.length === 0) return [];
      const rows = await db
        .selectFrom('shell.roles as r')
        .innerJoin('shell.role_permissions as rp', 'rp.role_id', 'r.id')
        .select('rp.permission')
        .distinct()
        .where('r.tenant_id', '=', tenantId)
        .where('r.name', 'in', roleNames)
        .execute();
      return rows.map((r) => r.permission).sort();
    },
    assertMayActFor: (actor, target) => assertMayActFor(db, actor, target),
    revokeSessions: (tenantId, userId, executor) =>
      revokeSessions(executor ?? db, tenantId, userId),
  };
}

export { toIdentityUser };
