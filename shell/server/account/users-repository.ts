// Queries of the Account/* and User/* routes over shell.users and shell.tenants: lookups by e-mail
// or tenancy name, self-registration, and the user's own changes. Every query names its tenant
// (or the user's id, which belongs to one).
import { sql } from '@armatura/shared-libs/server';
import type { Updateable } from 'kysely';
import type { ShellDb, ShellUsers } from '../db/tables.js';

/** The tenant by its tenancy name (case-insensitive). */
export function findTenantByName(db: ShellDb, tenancyName: string) {
  return db
    .selectFrom('shell.tenants')
    .select(['id', 'is_active'])
    .where(sql`lower(tenancy_name)`, '=', tenancyName.trim().toLowerCase())
    .executeTakeFirst();
}

/** An active user of the tenant by e-mail (case-insensitive): who a reset code goes to. */
export function findActiveUserByEmail(db: ShellDb, tenantId: number, email: string) {
  return db
    .selectFrom('shell.users')
    .select(['id', 'email', 'name', 'language'])
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The user a password reset names: by id, or else by e-mail (case-insensitive). */
export function findResetTarget(
  db: ShellDb,
  tenantId: number,
  by: { userId?: number; emailAddress?: string },
) {
  const q = db
    .selectFrom('shell.users')
    .select(['id', 'user_name'])
    .where('tenant_id', '=', tenantId);
  return (
    by.userId
      ? q.where('id', '=', by.userId)
      : q.where(sql`lower(email)`, '=', (by.emailAddress ?? '').toLowerCase())
  ).executeTakeFirst();
}

/** A user of the tenant whose user name or e-mail is already one of these (case-insensitive). */
export function findRegistrationClash(
  db: ShellDb,
  tenantId: number,
  userName: string,
  email: string,
) {
  return db
    .selectFrom('shell.users')
    .select(['user_name', 'email'])
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb(sql`lower(user_name)`, '=', userName.toLowerCase()),
        eb(sql`lower(email)`, '=', email.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
}

/** A self-registered B2C customer with the tenant's default roles, in one transaction. */
export async function insertRegisteredUser(
  db: ShellDb,
  tenantId: number,
  input: { userName: string; emailAddress: string; name: string; surname: string },
  passwordHash: string,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const user = await tx
      .insertInto('shell.users')
      .values({
        tenant_id: tenantId,
        user_name: input.userName,
        email: input.emailAddress,
        name: input.name,
        surname: input.surname,
        password_hash: passwordHash,
        type: 'B2C',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roles = await tx
      .selectFrom('shell.roles')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('is_default', '=', true)
      .execute();
    if (roles.length)
      await tx
        .insertInto('shell.user_roles')
        .values(roles.map((r) => ({ user_id: user.id, role_id: r.id })))
        .execute();
  });
}

/** What the forced change of e-mail or password needs to know about the signed-in user. */
export function findAccountState(db: ShellDb, tenantId: number, userId: number) {
  return db
    .selectFrom('shell.users')
    .select(['id', 'email', 'name', 'language', 'must_change_email', 'must_change_password'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Is the e-mail address (case-insensitive) used by another user of the tenant? */
export async function emailTakenByOther(
  db: ShellDb,
  tenantId: number,
  email: string,
  userId: number,
): Promise<boolean> {
  const taken = await db
    .selectFrom('shell.users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Changes columns of the user's own row. A new password hash moves the user's token version
 * (trigger, migration 003): every session issued before ends.
 */
export async function updateOwnUser(
  db: ShellDb,
  tenantId: number,
  userId: number,
  changes: Updateable<ShellUsers>,
): Promise<void> {
  await db
    .updateTable('shell.users')
    .set(changes)
    .where('id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** The user's tenant (null when the user no longer exists). */
export async function tenantOfUser(db: ShellDb, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('shell.users')
    .select('tenant_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.tenant_id ?? null;
}

export async function lastLoginAt(db: ShellDb, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('shell.users')
    .select('last_login_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.last_login_at ?? null;
}
