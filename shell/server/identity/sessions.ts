// Sessions end when the user's token version moves on. Every access token carries the version it
// was issued with (claim `tokenVersion`); the permission resolver compares it on every request.
// The version moves on password reset or change, deactivation, any change of the user's roles or
// own permissions (database triggers, migration 003) and on revokeSessions.
import { sql, type TokenClaims } from '@armatura/shared-libs/server';
import type { ShellDb } from '../db/tables.js';
import { grantedPermissions } from './repository.js';

/** The user's current token version; null when the user does not exist or is inactive. */
export async function currentTokenVersion(db: ShellDb, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('shell.users')
    .select(['token_version', 'is_active'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && row.is_active ? row.token_version : null;
}

/** True while the user is active and has not had their sessions revoked since `version`. */
export async function isCurrent(
  db: ShellDb,
  userId: number,
  version: number | null | undefined,
): Promise<boolean> {
  return typeof version === 'number' && (await currentTokenVersion(db, userId)) === version;
}

/** Ends every session of the user: tokens issued before are refused from the next request on. */
export async function revokeSessions(db: ShellDb, tenantId: number, userId: number): Promise<void> {
  await sql`update shell.users set token_version = token_version + 1 where id = ${userId} and tenant_id = ${tenantId}`.execute(
    db,
  );
}

/**
 * The platform's PermissionResolver. A session opened on someone else's authority (impersonation,
 * a linked-account switch) ends with that person's sessions too: revoking the impersonator's
 * sessions ends the impersonation.
 */
export async function resolveSessionPermissions(
  db: ShellDb,
  tenantId: number,
  userId: number | null,
  session?: TokenClaims | null,
) {
  if (userId === null) return grantedPermissions(db, tenantId, null);
  if (typeof session?.tokenVersion !== 'number') return null;
  const granted = await grantedPermissions(db, tenantId, userId, session.tokenVersion);
  if (!granted) return null;
  if (
    session.impersonatorUserId != null &&
    !(await isCurrent(db, session.impersonatorUserId, session.impersonatorTokenVersion))
  )
    return null;
  if (
    session.switchedFromUserId != null &&
    !(await isCurrent(db, session.switchedFromUserId, session.switchedFromTokenVersion))
  )
    return null;
  return granted;
}
