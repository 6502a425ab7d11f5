// Queries over the identity tables (schema `shell`). Every query names its tenant.
import { sql } from '@armatura/shared-libs/server';
import type { Selectable } from 'kysely';
import type { IdentityUser } from '@armatura/shared-libs/contracts';
import type { ShellDb, ShellUsers } from '../db/tables.js';

const userColumns = [
  'u.id',
  'u.tenant_id',
  'u.user_name',
  'u.email',
  'u.name',
  'u.surname',
  'u.phone',
  'u.is_active',
  'u.type',
  'u.is_b2b',
  'u.contractor_id',
  'u.organization_unit_id',
  'u.organization_group_id',
  'u.price_list',
  'u.is_multiple',
  'u.language',
  'u.currency',
] as const;

/** The columns of userColumns, as selected. */
type UserRow = Pick<
  Selectable<ShellUsers>,
  (typeof userColumns)[number] extends `u.${infer C extends keyof ShellUsers}` ? C : never
>;

export function toIdentityUser(row: UserRow, roles: string[]): IdentityUser {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    userName: row.user_name,
    email: row.email,
    name: row.name,
    surname: row.surname,
    title: `${row.name} ${row.surname}`.trim(),
    phone: row.phone,
    isActive: row.is_active,
    type: row.type,
    isB2B: row.is_b2b,
    contractorId: row.contractor_id,
    organizationUnitId: row.organization_unit_id,
    organizationGroupId: row.organization_group_id,
    priceList: row.price_list,
    isMultiple: row.is_multiple,
    language: row.language,
    currency: row.currency,
    roles,
  };
}

export async function findUsers(
  db: ShellDb,
  tenantId: number,
  userIds: number[],
): Promise<IdentityUser[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('shell.users as u')
    .select(userColumns)
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', 'in', userIds)
    .execute();
  const roles = await db
    .selectFrom('shell.user_roles as ur')
    .innerJoin('shell.roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .execute();
  return rows.map((row) =>
    toIdentityUser(
      row,
      roles.filter((r) => r.user_id === row.id).map((r) => r.name),
    ),
  );
}

export async function findUser(
  db: ShellDb,
  tenantId: number,
  userId: number,
): Promise<IdentityUser | null> {
  return (await findUsers(db, tenantId, [userId]))[0] ?? null;
}

/** The user row with its password hash, by user name or e-mail (case-insensitive), within a tenant. */
export async function findLoginCandidate(db: ShellDb, tenantId: number, userNameOrEmail: string) {
  const key = userNameOrEmail.trim().toLowerCase();
  return db
    .selectFrom('shell.users as u')
    .select([...userColumns, 'u.password_hash', 'u.must_change_password', 'u.must_change_email'])
    .where('u.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([eb(sql`lower(u.user_name)`, '=', key), eb(sql`lower(u.email)`, '=', key)]),
    )
    .executeTakeFirst();
}

export async function findTenant(db: ShellDb, tenantId: number) {
  return db.selectFrom('shell.tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
}

export async function tenantSettings(
  db: ShellDb,
  tenantId: number,
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('shell.tenant_settings')
    .select(['key', 'value'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * Role grants ∪ user grants − user denials; null when the user may not act in this tenant.
 * With `tokenVersion` (a request's session) also null when the user's sessions were revoked since
 * that token was issued: this is the per-request check of the permission resolver, so it is one
 * statement (every API request waits for it before anything else; four round trips were ~1 ms).
 */
export async function grantedPermissions(
  db: ShellDb,
  tenantId: number,
  userId: number | null,
  tokenVersion?: number,
): Promise<Set<string> | null> {
  if (userId === null) {
    const guest = await sql<{ is_active: boolean; permissions: string[] }>`
      select t.is_active, array(select g.permission from shell.guest_permissions g
        where g.tenant_id = t.id) as permissions
      from shell.tenants t where t.id = ${tenantId}`.execute(db);
    const tenant = guest.rows[0];
    return tenant?.is_active ? new Set(tenant.permissions) : null;
  }
  // The same rule as assignedPermissions (below), in SQL: (roles ∪ grants) − denials.
  const found = await sql<{ is_active: boolean; token_version: number; permissions: string[] }>`
    select u.is_active, u.token_version, array(
        select rp.permission from shell.user_roles ur
          join shell.role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id
        union select o.permission from shell.user_permissions o where o.user_id = u.id and o.is_granted
        except select o.permission from shell.user_permissions o
          where o.user_id = u.id and not o.is_granted) as permissions
    from shell.tenants t join shell.users u on u.tenant_id = t.id and u.id = ${userId}
    where t.id = ${tenantId} and t.is_active`.execute(db);
  const user = found.rows[0];
  if (!user || !user.is_active) return null;
  if (tokenVersion !== undefined && user.token_version !== tokenVersion) return null;
  return new Set(user.permissions);
}

/**
 * What a user holds by their roles and own grants (role grants ∪ user grants − user denials),
 * whether the user is active or not: the request's permissions (above, once the user may act)
 * and the manage rule of user administration (admin-guard.ts) count the same way.
 */
export async function assignedPermissions(db: ShellDb, userId: number): Promise<Set<string>> {
  const fromRoles = await db
    .selectFrom('shell.user_roles as ur')
    .innerJoin('shell.role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select('rp.permission')
    .where('ur.user_id', '=', userId)
    .execute();
  const overrides = await db
    .selectFrom('shell.user_permissions')
    .select(['permission', 'is_granted'])
    .where('user_id', '=', userId)
    .execute();
  const held = new Set(fromRoles.map((r) => r.permission));
  for (const o of overrides) {
    if (o.is_granted) held.add(o.permission);
    else held.delete(o.permission);
  }
  return held;
}
