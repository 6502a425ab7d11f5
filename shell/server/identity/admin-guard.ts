// The authority rules of user administration, on top of authority.ts:
// - manage: a user manager may change, delete or set the password of a user only when that user
//   holds no permission the manager lacks (else a manager could take over a richer account, e.g.
//   reset the admin's password and sign in as them);
// - grant: roles and user-specific grants given go through assertMayGrant (nobody grants what they
//   do not hold; a role counts with every permission it holds);
// - own account: nobody changes their own roles, own grants or activity (no self-promotion, and no
//   administrator locks the shop out by removing their own Admin role).
import { forbidden, validationError } from '@armatura/shared-libs/server';
import {
  USERS_ADMIN_MESSAGES,
  type UpdateUserInput,
  type UserPermission,
} from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';
import { assertMayGrant, permissionsOf, permissionsNotHeld, type Principal } from './authority.js';
import { assignedPermissions } from './repository.js';

/** The actor's current permissions; 403 unless they may manage `targetUserId`. */
export async function assertMayManage(
  db: ShellDb,
  actor: Principal,
  targetUserId: number,
): Promise<Set<string>> {
  const held = await permissionsOf(db, actor);
  if (actor.userId === targetUserId) return held;
  const missing = permissionsNotHeld(held, await assignedPermissions(db, targetUserId));
  if (missing.length) throw forbidden(USERS_ADMIN_MESSAGES.manageRicher);
  return held;
}

/** Role ids by name in the tenant; 400 naming `roleNames` for an unknown one. */
export async function roleIdsByName(db: ShellDb, tenantId: number, names: string[]) {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('shell.roles')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('name', 'in', wanted)
    .execute();
  if (rows.length !== wanted.length)
    throw validationError(USERS_ADMIN_MESSAGES.unknownRole, [
      { message: USERS_ADMIN_MESSAGES.unknownRole, members: ['roleNames'] },
    ]);
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** 400 naming `field` unless every name is a permission the platform defines. */
export function assertKnownPermissions(known: Set<string>, names: Iterable<string>, field: string) {
  for (const n of names)
    if (!known.has(n))
      throw validationError(USERS_ADMIN_MESSAGES.unknownPermission, [
        {
          message: `${USERS_ADMIN_MESSAGES.unknownPermission} (${n.slice(0, 128)})`,
          members: [field],
        },
      ]);
}

/** The actor may give these roles and grants: they hold every permission in them. */
export async function assertMayAssign(
  db: ShellDb,
  held: ReadonlySet<string>,
  roleIds: number[],
  overrides: UserPermission[],
) {
  const fromRoles = roleIds.length
    ? await db
        .selectFrom('shell.role_permissions')
        .select('permission')
        .where('role_id', 'in', roleIds)
        .execute()
    : [];
  assertMayGrant(held, [
    ...fromRoles.map((r) => r.permission),
    ...overrides.filter((o) => o.isGranted).map((o) => o.name),
  ]);
}

/** 403 when the caller's edit of their own account changes their roles, own grants or activity. */
export async function assertOwnAuthorityKept(db: ShellDb, input: UpdateUserInput) {
  const row = await db
    .selectFrom('shell.users')
    .select('is_active')
    .where('id', '=', input.id)
    .executeTakeFirstOrThrow();
  const roles = await db
    .selectFrom('shell.user_roles as ur')
    .innerJoin('shell.roles as r', 'r.id', 'ur.role_id')
    .select('r.name')
    .where('ur.user_id', '=', input.id)
    .execute();
  const overrides = await db
    .selectFrom('shell.user_permissions')
    .select(['permission', 'is_granted'])
    .where('user_id', '=', input.id)
    .execute();
  const key = (list: string[]) => [...new Set(list)].sort().join('\n');
  const sameRoles = key(roles.map((r) => r.name)) === key(input.roleNames);
  const sameGrants =
    input.permissions === undefined ||
    key(overrides.map((o) => `${o.permission}=${o.is_granted}`)) ===
      key(input.permissions.map((o) => `${o.name}=${o.isGranted}`));
  const sameActivity = input.isActive === undefined || input.isActive === row.is_active;
  if (!sameRoles || !sameGrants || !sameActivity)
    throw forbidden(USERS_ADMIN_MESSAGES.ownAuthority);
}
