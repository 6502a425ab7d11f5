// Reading roles for administration (Role/*): each with its permissions and its number of members
// (deleted users not counted).
import { sql } from '@armatura/shared-libs/server';
import type { Role, RoleSortField } from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';

export const ROLE_SORT_COLUMNS = {
  id: 'r.id',
  name: 'r.name',
  displayName: 'r.display_name',
  isStatic: 'r.is_static',
  isDefault: 'r.is_default',
} as const satisfies Record<RoleSortField, string>;

export function roleQuery(db: ShellDb, tenantId: number) {
  return db
    .selectFrom('shell.roles as r')
    .where('r.tenant_id', '=', tenantId)
    .select([
      'r.id',
      'r.name',
      'r.display_name',
      'r.is_static',
      'r.is_default',
      sql<string[]>`coalesce((select array_agg(rp.permission order by rp.permission)
        from shell.role_permissions rp where rp.role_id = r.id), '{}')`.as('permissions'),
      sql<number>`(select count(*)::int from shell.user_roles ur join shell.users u on u.id = ur.user_id
        where ur.role_id = r.id and u.deleted_at is null)`.as('user_count'),
    ]);
}
type RoleRow = Awaited<ReturnType<ReturnType<typeof roleQuery>['executeTakeFirstOrThrow']>>;

export const toRole = (r: RoleRow): Role => ({
  id: r.id,
  name: r.name,
  displayName: r.display_name,
  isStatic: r.is_static,
  isDefault: r.is_default,
  grantedPermissions: r.permissions,
  userCount: r.user_count,
});
