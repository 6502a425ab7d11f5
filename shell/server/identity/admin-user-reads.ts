// What user administration reads besides the user: the sign-ins of a user (audit log) and the
// customers a support member may act as (UserLink/GetImpersonationUsers).
import { forbidden, sql } from '@armatura/shared-libs/server';
import type {
  AdminActor,
  ImpersonationUser,
  LoginEntry,
  UserForEdit,
} from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';
import { IMPERSONATION_PERMISSION } from '../permissions.js';
import { ADMIN_ROLE, permissionsOf } from './authority.js';
import { findAdminRow, findAdminUser, likePattern, MAX_PAGE } from './admin-user-rows.js';
import { grantedPermissions } from './repository.js';

/** The audit actions that are a sign-in of the user (their own, or someone acting as them). */
export const SIGN_IN_ACTIONS = ['SignIn', 'ImpersonatedSignIn', 'LinkedAccountSignIn'];

export async function userLoginInfo(db: ShellDb, tenantId: number, userId: number, take: number) {
  const user = await db
    .selectFrom('shell.users')
    .select('last_login_at')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return null;
  const rows = await db
    .selectFrom('shell.audit_log')
    .select(['created_at', 'action', 'client_ip', 'impersonator_user_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('action', 'in', SIGN_IN_ACTIONS)
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
  const items: LoginEntry[] = rows.map((r) => ({
    time: new Date(r.created_at).toISOString(),
    action: r.action,
    clientIp: r.client_ip,
    impersonatorUserId: r.impersonator_user_id,
  }));
  const last = user.last_login_at;
  return { lastLoginTime: last === null ? null : new Date(last).toISOString(), items };
}

/**
 * Active customers (B2B, B2C) of the actor's tenant the actor may act as: assertMayActFor's rule as
 * one query (no administrator, no one holding a permission the actor lacks), so paging is exact.
 * Impersonation itself checks the rule again (Account/Impersonate and the token's redemption).
 */
export async function impersonationCandidates(
  db: ShellDb,
  actor: AdminActor,
  q: { filter?: string; skip: number; take: number },
): Promise<{ totalCount: number; items: ImpersonationUser[] }> {
  const held = [...(await permissionsOf(db, actor))];
  if (!held.includes(IMPERSONATION_PERMISSION)) throw forbidden();
  let base = db
    .selectFrom('shell.users as u')
    .where('u.tenant_id', '=', actor.tenantId)
    .where('u.id', '<>', actor.userId)
    .where('u.is_active', '=', true)
    .where('u.deleted_at', 'is', null)
    .where('u.type', 'in', ['B2B', 'B2C'])
    .where(
      sql<boolean>`not exists (select 1 from shell.user_roles ur join shell.roles r on r.id = ur.role_id
        where ur.user_id = u.id and r.name = ${ADMIN_ROLE})`,
    )
    .where(
      sql<boolean>`not exists (
        select p from (
          select rp.permission as p from shell.user_roles ur
            join shell.role_permissions rp on rp.role_id = ur.role_id
            where ur.user_id = u.id and not exists (select 1 from shell.user_permissions d
              where d.user_id = u.id and d.permission = rp.permission and not d.is_granted)
          union
          select up.permission from shell.user_permissions up where up.user_id = u.id and up.is_granted
        ) effective where not (p = any(${held}::text[])))`,
    );
  const text = q.filter?.trim();
  if (text) {
    const like = likePattern(text);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(u.user_name)`, 'like', like),
        eb(sql`lower(u.email)`, 'like', like),
        eb(sql`lower(u.name || ' ' || u.surname)`, 'like', like),
      ]),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .select([
      'u.id',
      'u.user_name',
      'u.name',
      'u.surname',
      'u.email',
      'u.type',
      'u.organization_unit_id',
    ])
    .orderBy('u.user_name')
    .orderBy('u.id')
    .offset(q.skip)
    .limit(Math.min(q.take, MAX_PAGE))
    .execute();
  return {
    totalCount: Number(counted?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      userName: r.user_name,
      title: `${r.name} ${r.surname}`.trim(),
      emailAddress: r.email,
      type: r.type,
      organizationUnitId: r.organization_unit_id,
    })),
  };
}

/** GetUser: a user not deleted, their own grants and what they hold in effect. */
export async function userForEdit(
  db: ShellDb,
  tenantId: number,
  userId: number,
): Promise<UserForEdit | null> {
  const row = await findAdminRow(db, tenantId, userId);
  const user = row && (await findAdminUser(db, tenantId, userId));
  if (!row || !user) return null;
  const overrides = await db
    .selectFrom('shell.user_permissions')
    .select(['permission', 'is_granted'])
    .where('user_id', '=', userId)
    .orderBy('permission')
    .execute();
  const granted = (await grantedPermissions(db, tenantId, userId)) ?? new Set<string>();
  return {
    user,
    permissions: overrides.map((o) => ({ name: o.permission, isGranted: o.is_granted })),
    grantedPermissionNames: [...granted].sort(),
    mustChangePassword: row.must_change_password,
  };
}
