// CreateUser in the identity module: the roles and grants given pass the grant rule; without a
// password a one-time one is generated, mailed sealed and must be changed at the first sign-in.
import { inTransaction, type ModuleContext } from '@armatura/shared-libs/server';
import type { AdminActor, AdminUser, CreateUserInput } from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';
import { audit } from '../auth/audit.js';
import { assertPasswordRule } from '../account/codes.js';
import { findAdminUser } from './admin-user-rows.js';
import { assertKnownPermissions, assertMayAssign, roleIdsByName } from './admin-guard.js';
import {
  assertNameAndEmailFree,
  setUserOverrides,
  setUserRoles,
  userColumns,
} from './admin-user-writes.js';
import { generatePassword, mailGeneratedPassword, setPassword } from './admin-passwords.js';
import { permissionsOf } from './authority.js';

export async function createAdminUser(
  ctx: ModuleContext,
  actor: AdminActor,
  input: CreateUserInput,
): Promise<AdminUser> {
  const db: ShellDb = ctx.db;
  const known = new Set(ctx.permissions.all().map((p) => p.name));
  const held = await permissionsOf(db, actor);
  const overrides = input.permissions ?? [];
  assertKnownPermissions(
    known,
    overrides.map((o) => o.name),
    'permissions',
  );
  if (input.password !== undefined) assertPasswordRule(input.password, 'password');
  const id = await inTransaction(db, async (tx) => {
    const roleIds = [...(await roleIdsByName(tx, actor.tenantId, input.roleNames)).values()];
    await assertMayAssign(tx, held, roleIds, overrides);
    await assertNameAndEmailFree(tx, actor.tenantId, input, null);
    const password = input.password ?? generatePassword();
    const row = await tx
      .insertInto('shell.users')
      .values({
        ...userColumns(input),
        tenant_id: actor.tenantId,
        user_name: input.userName.trim(),
        email: input.emailAddress.trim(),
        name: input.name.trim(),
        surname: input.surname.trim(),
        password_hash: '!',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setUserRoles(tx, row.id, roleIds);
    await setUserOverrides(tx, row.id, overrides);
    const generated = input.password === undefined;
    await setPassword(tx, {
      tenantId: actor.tenantId,
      userId: row.id,
      actorUserId: actor.userId,
      password,
      mustChange: generated || (input.shouldChangePasswordOnNextLogin ?? false),
      action: generated ? 'PasswordGenerated' : 'PasswordSetByAdmin',
    });
    if (generated)
      await mailGeneratedPassword(
        ctx,
        tx,
        {
          tenantId: actor.tenantId,
          email: input.emailAddress.trim(),
          userName: input.userName,
        },
        password,
      );
    await audit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'UserCreated',
      targetUserId: row.id,
    });
    return row.id;
  });
  return (await findAdminUser(db, actor.tenantId, id))!;
}
