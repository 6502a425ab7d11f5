// IdentityRolesAdminApi: role administration for the users domain (Role/* routes of mf-admin-users).
// Rules: static roles keep their name and cannot be deleted (409), the Admin role always holds
// every permission; nobody gives a role a permission they lack, nor edits or deletes a role holding
// one (that would change what its members may do beyond the editor's own reach). A change of a
// role's permissions ends its members' sessions: the token-version triggers watch user_roles and
// user_permissions, not role_permissions, so it is done here explicitly.
import {
  conflict,
  inTransaction,
  notFound,
  sql,
  validationError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import {
  USERS_ADMIN_MESSAGES as M,
  type IdentityRolesAdminApi,
} from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';
import { ADMIN_ROLE, assertMayGrant, permissionsOf } from './authority.js';
import { assertKnownPermissions } from './admin-guard.js';
import { likePattern, MAX_PAGE } from './admin-user-rows.js';
import { ROLE_SORT_COLUMNS, roleQuery, toRole } from './admin-role-rows.js';

export function identityRolesAdminApi(ctx: ModuleContext): IdentityRolesAdminApi {
  const db: ShellDb = ctx.db;
  const known = () => new Set(ctx.permissions.all().map((p) => p.name));
  const getRole = async (ex: ShellDb, tenantId: number, roleId: number) => {
    const row = await roleQuery(ex, tenantId).where('r.id', '=', roleId).executeTakeFirst();
    return row ? toRole(row) : null;
  };
  const assertNameFree = async (ex: ShellDb, tenantId: number, name: string, except: number) => {
    const other = await ex
      .selectFrom('shell.roles')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .where('id', '<>', except)
      .executeTakeFirst();
    if (other)
      throw validationError(M.roleNameTaken, [{ message: M.roleNameTaken, members: ['name'] }]);
  };

  return {
    async listRoles(tenantId, q) {
      let base = roleQuery(db, tenantId);
      const text = q.filter?.trim();
      if (text)
        base = base.where((eb) =>
          eb.or([
            eb(sql`lower(r.name)`, 'like', likePattern(text)),
            eb(sql`lower(r.display_name)`, 'like', likePattern(text)),
          ]),
        );
      if (q.permission)
        base = base.where(
          sql<boolean>`exists (select 1 from shell.role_permissions rp where rp.role_id = r.id and rp.permission = ${q.permission})`,
        );
      const all = await base
        .orderBy(ROLE_SORT_COLUMNS[q.sort[0]], q.sort[1])
        .orderBy('r.id')
        .execute();
      const page = all.slice(q.skip, q.skip + Math.min(q.take, MAX_PAGE));
      return { totalCount: all.length, items: page.map(toRole) };
    },

    getRole: (tenantId, roleId) => getRole(db, tenantId, roleId),

    async createRole(actor, input) {
      const permissions = [...new Set(input.grantedPermissions)];
      assertKnownPermissions(known(), permissions, 'grantedPermissions');
      assertMayGrant(await permissionsOf(db, actor), permissions);
      const id = await inTransaction(db, async (tx) => {
        await assertNameFree(tx, actor.tenantId, input.name, 0);
        const role = await tx
          .insertInto('shell.roles')
          .values({
            tenant_id: actor.tenantId,
            name: input.name,
            display_name: input.displayName.trim(),
            is_default: input.isDefault ?? false,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (permissions.length)
          await tx
            .insertInto('shell.role_permissions')
            .values(permissions.map((permission) => ({ role_id: role.id, permission })))
            .execute();
        return role.id;
      });
      return (await getRole(db, actor.tenantId, id))!;
    },

    async updateRole(actor, input) {
      const wanted = [...new Set(input.grantedPermissions)];
      assertKnownPermissions(known(), wanted, 'grantedPermissions');
      await inTransaction(db, async (tx) => {
        const role = await getRole(tx, actor.tenantId, input.id);
        if (!role) throw notFound(M.roleNotFound);
        if (role.isStatic && input.name !== role.name) throw conflict(M.staticRole);
        const removed = role.grantedPermissions.filter((p) => !wanted.includes(p));
        const added = wanted.filter((p) => !role.grantedPermissions.includes(p));
        if (role.name === ADMIN_ROLE && removed.length) throw conflict(M.adminRolePermissions);
        assertMayGrant(await permissionsOf(tx, actor), [...role.grantedPermissions, ...wanted]);
        await assertNameFree(tx, actor.tenantId, input.name, role.id);
        await tx
          .updateTable('shell.roles')
          .set({
            name: input.name,
            display_name: input.displayName.trim(),
            is_default: input.isDefault ?? role.isDefault,
          })
          .where('id', '=', role.id)
          .execute();
        if (removed.length)
          await tx
            .deleteFrom('shell.role_permissions')
            .where('role_id', '=', role.id)
            .where('permission', 'in', removed)
            .execute();
        if (added.length)
          await tx
            .insertInto('shell.role_permissions')
            .values(added.map((permission) => ({ role_id: role.id, permission })))
            .execute();
        if (removed.length || added.length)
          await sql`update shell.users set token_version = token_version + 1
            where id in (select user_id from shell.user_roles where role_id = ${role.id})`.execute(
            tx,
          );
      });
      return (await getRole(db, actor.tenantId, input.id))!;
    },

    async deleteRole(actor, roleId) {
      await inTransaction(db, async (tx) => {
        const role = await getRole(tx, actor.tenantId, roleId);
        if (!role) throw notFound(M.roleNotFound);
        if (role.isStatic) throw conflict(M.staticRole);
        assertMayGrant(await permissionsOf(tx, actor), role.grantedPermissions);
        // Members lose the role: the user_roles cascade moves their token version (trigger).
        await tx.deleteFrom('shell.roles').where('id', '=', role.id).execute();
      });
    },

    async heldPermissions(actor) {
      return [...(await permissionsOf(db, actor))].sort();
    },
  };
}
