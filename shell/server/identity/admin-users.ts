// IdentityUsersAdminApi: user administration for the users domain (User/* routes of mf-admin-users).
// The rules are admin-guard.ts (manage and grant) and authority.ts; the rows admin-user-rows.ts.
import {
  forbidden,
  inTransaction,
  notFound,
  userError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import {
  USERS_ADMIN_MESSAGES as M,
  type AdminActor,
  type IdentityUsersAdminApi,
} from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';
import { audit } from '../auth/audit.js';
import { assertPasswordRule } from '../account/codes.js';
import { findAdminRow, findAdminUser, listAdminUsers } from './admin-user-rows.js';
import {
  assertKnownPermissions,
  assertMayAssign,
  assertMayManage,
  assertOwnAuthorityKept,
  roleIdsByName,
} from './admin-guard.js';
import {
  assertNameAndEmailFree,
  setUserOverrides,
  setUserRoles,
  userColumns,
} from './admin-user-writes.js';
import { generatePassword, mailGeneratedPassword, setPassword } from './admin-passwords.js';
import { impersonationCandidates, userForEdit, userLoginInfo } from './admin-user-reads.js';
import { createAdminUser } from './admin-user-create.js';

export function identityUsersAdminApi(ctx: ModuleContext): IdentityUsersAdminApi {
  const db: ShellDb = ctx.db;
  const known = () => new Set(ctx.permissions.all().map((p) => p.name));

  /** The target exists in the actor's tenant (404) and the actor may manage them (403). */
  async function target(tx: ShellDb, actor: AdminActor, userId: number) {
    const row = await findAdminRow(tx, actor.tenantId, userId);
    if (!row) throw notFound(M.userNotFound);
    return { row, held: await assertMayManage(tx, actor, userId) };
  }

  return {
    listUsers: (tenantId, q) => listAdminUsers(db, tenantId, q),

    getUserForEdit: (tenantId, userId) => userForEdit(db, tenantId, userId),

    createUser: (actor, input) => createAdminUser(ctx, actor, input),

    async updateUser(actor, input) {
      await inTransaction(db, async (tx) => {
        const { held } = await target(tx, actor, input.id);
        if (actor.userId === input.id) await assertOwnAuthorityKept(tx, input);
        const roleIds = [...(await roleIdsByName(tx, actor.tenantId, input.roleNames)).values()];
        const overrides = input.permissions;
        if (overrides)
          assertKnownPermissions(
            known(),
            overrides.map((o) => o.name),
            'permissions',
          );
        await assertMayAssign(tx, held, roleIds, overrides ?? []);
        await assertNameAndEmailFree(tx, actor.tenantId, input, input.id);
        await tx
          .updateTable('shell.users')
          .set(userColumns(input))
          .where('tenant_id', '=', actor.tenantId)
          .where('id', '=', input.id)
          .execute();
        await setUserRoles(tx, input.id, roleIds);
        if (overrides) await setUserOverrides(tx, input.id, overrides);
      });
      return (await findAdminUser(db, actor.tenantId, input.id))!;
    },

    async deleteUser(actor, userId) {
      if (actor.userId === userId) throw userError(M.deleteSelf);
      await inTransaction(db, async (tx) => {
        await target(tx, actor, userId);
        // is_active = false ends the sessions (trigger) and the sign-in; deleted_at hides the row.
        await tx
          .updateTable('shell.users')
          .set({ is_active: false, deleted_at: new Date() })
          .where('tenant_id', '=', actor.tenantId)
          .where('id', '=', userId)
          .execute();
        await tx.deleteFrom('shell.license_seats').where('user_id', '=', userId).execute();
        await audit(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId,
          action: 'UserDeleted',
          targetUserId: userId,
        });
      });
    },

    async resetUserSpecificPermissions(actor, userId) {
      // Own grants include own denials: resetting them would widen what the caller may do.
      if (actor.userId === userId) throw forbidden(M.ownAuthority);
      await inTransaction(db, async (tx) => {
        await target(tx, actor, userId);
        await tx.deleteFrom('shell.user_permissions').where('user_id', '=', userId).execute();
      });
    },

    async generateUserPassword(actor, userId) {
      if (actor.userId === userId) throw userError(M.ownPassword);
      await inTransaction(db, async (tx) => {
        const { row } = await target(tx, actor, userId);
        const password = generatePassword();
        await setPassword(tx, {
          tenantId: actor.tenantId,
          userId,
          actorUserId: actor.userId,
          password,
          mustChange: true,
          action: 'PasswordGenerated',
        });
        await mailGeneratedPassword(
          ctx,
          tx,
          { tenantId: actor.tenantId, email: row.email, userName: row.user_name },
          password,
        );
      });
    },

    async changeUserPassword(actor, input) {
      // One's own password changes with the current one (a stolen session must not suffice).
      if (actor.userId === input.id) throw userError(M.ownPassword);
      assertPasswordRule(input.newPassword, 'newPassword');
      await inTransaction(db, async (tx) => {
        await target(tx, actor, input.id);
        await setPassword(tx, {
          tenantId: actor.tenantId,
          userId: input.id,
          actorUserId: actor.userId,
          password: input.newPassword,
          mustChange: input.shouldChangePasswordOnNextLogin ?? false,
          action: 'PasswordSetByAdmin',
        });
      });
    },

    userLoginInfo: (tenantId, userId, take) => userLoginInfo(db, tenantId, userId, take),
    impersonationCandidates: (actor, q) => impersonationCandidates(db, actor, q),
  };
}
