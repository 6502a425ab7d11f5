// Writing a user's row, roles and own grants for CreateUser/UpdateUser. Roles and grants are
// changed by difference: the token-version triggers end the user's sessions on any change of them,
// so rewriting unchanged ones would sign the user out on every edit of their phone number.
import { validationError } from '@armatura/shared-libs/server';
import {
  USERS_ADMIN_MESSAGES,
  type CreateUserInput,
  type UserPermission,
} from '@armatura/shared-libs/contracts';
import type { Updateable } from 'kysely';
import type { ShellDb, ShellUsers } from '../db/tables.js';

type UserFields = Omit<CreateUserInput, 'password' | 'shouldChangePasswordOnNextLogin'>;

/** The columns of the form's fields (organisation ones only when given). */
export function userColumns(input: UserFields): Updateable<ShellUsers> {
  const set: Updateable<ShellUsers> = {
    user_name: input.userName.trim(),
    name: input.name.trim(),
    surname: input.surname.trim(),
    email: input.emailAddress.trim(),
    type: input.type,
    is_b2b: input.type === 'B2B',
  };
  if (input.phone !== undefined) set.phone = input.phone?.trim() || null;
  if (input.isActive !== undefined) set.is_active = input.isActive;
  if (input.contractorId !== undefined) set.contractor_id = input.contractorId;
  if (input.organizationUnitId !== undefined) set.organization_unit_id = input.organizationUnitId;
  if (input.organizationGroupId !== undefined)
    set.organization_group_id = input.organizationGroupId;
  if (input.priceList !== undefined) set.price_list = input.priceList?.trim() || null;
  if (input.isMultiple !== undefined) set.is_multiple = input.isMultiple;
  return set;
}

/** 400 naming the field when another account of the tenant (deleted ones too) has the name or e-mail. */
export async function assertNameAndEmailFree(
  db: ShellDb,
  tenantId: number,
  input: { userName: string; emailAddress: string },
  exceptUserId: number | null,
) {
  const taken = async (column: 'user_name' | 'email', value: string) => {
    let q = db
      .selectFrom('shell.users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb(eb.fn('lower', [column]), '=', value.trim().toLowerCase()));
    if (exceptUserId !== null) q = q.where('id', '<>', exceptUserId);
    return (await q.executeTakeFirst()) !== undefined;
  };
  if (await taken('user_name', input.userName))
    throw validationError(USERS_ADMIN_MESSAGES.userNameTaken, [
      { message: USERS_ADMIN_MESSAGES.userNameTaken, members: ['userName'] },
    ]);
  if (await taken('email', input.emailAddress))
    throw validationError(USERS_ADMIN_MESSAGES.emailTaken, [
      { message: USERS_ADMIN_MESSAGES.emailTaken, members: ['emailAddress'] },
    ]);
}

export async function setUserRoles(tx: ShellDb, userId: number, roleIds: number[]) {
  const current = (
    await tx
      .selectFrom('shell.user_roles')
      .select('role_id')
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.role_id);
  const removed = current.filter((id) => !roleIds.includes(id));
  const added = [...new Set(roleIds)].filter((id) => !current.includes(id));
  if (removed.length)
    await tx
      .deleteFrom('shell.user_roles')
      .where('user_id', '=', userId)
      .where('role_id', 'in', removed)
      .execute();
  if (added.length)
    await tx
      .insertInto('shell.user_roles')
      .values(added.map((role_id) => ({ user_id: userId, role_id })))
      .execute();
}

export async function setUserOverrides(tx: ShellDb, userId: number, wanted: UserPermission[]) {
  const byName = new Map(wanted.map((p) => [p.name, p.isGranted]));
  const current = await tx
    .selectFrom('shell.user_permissions')
    .select(['permission', 'is_granted'])
    .where('user_id', '=', userId)
    .execute();
  const stale = current
    .filter((c) => byName.get(c.permission) !== c.is_granted)
    .map((c) => c.permission);
  if (stale.length)
    await tx
      .deleteFrom('shell.user_permissions')
      .where('user_id', '=', userId)
      .where('permission', 'in', stale)
      .execute();
  const kept = new Set(
    current.filter((c) => !stale.includes(c.permission)).map((c) => c.permission),
  );
  const added = [...byName].filter(([name]) => !kept.has(name));
  if (added.length)
    await tx
      .insertInto('shell.user_permissions')
      .values(
        added.map(([permission, is_granted]) => ({ user_id: userId, permission, is_granted })),
      )
      .execute();
}
