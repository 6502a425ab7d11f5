// Linked accounts (shell.user_links): the accounts a user may switch to without a password.
import type { ShellDb } from '../db/tables.js';

/** The active accounts linked to the user, with their tenants, by user name. */
export function linkedAccounts(db: ShellDb, userId: number) {
  return db
    .selectFrom('shell.user_links as l')
    .innerJoin('shell.users as u', 'u.id', 'l.linked_user_id')
    .innerJoin('shell.tenants as t', 't.id', 'u.tenant_id')
    .select([
      'u.id',
      'u.user_name',
      'u.name',
      'u.surname',
      'u.tenant_id',
      't.tenancy_name',
      'u.contractor_id',
    ])
    .where('l.user_id', '=', userId)
    .where('u.is_active', '=', true)
    .orderBy('u.user_name')
    .execute();
}

/** The tenant of `linkedUserId` when the user is linked to it; null when not linked. */
export async function linkedAccountTenant(
  db: ShellDb,
  userId: number,
  linkedUserId: number,
): Promise<number | null> {
  const link = await db
    .selectFrom('shell.user_links as l')
    .innerJoin('shell.users as u', 'u.id', 'l.linked_user_id')
    .select('u.tenant_id')
    .where('l.user_id', '=', userId)
    .where('l.linked_user_id', '=', linkedUserId)
    .executeTakeFirst();
  return link?.tenant_id ?? null;
}

/** Is `linkedUserId` linked to the user (a switch token is checked again when redeemed)? */
export async function isLinked(db: ShellDb, userId: number, linkedUserId: number) {
  const link = await db
    .selectFrom('shell.user_links')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('linked_user_id', '=', linkedUserId)
    .executeTakeFirst();
  return link !== undefined;
}
