// Per-account sign-in throttling, stored on the user row so it holds across processes and for any
// IP: MAX_FAILURES wrong passwords in a row lock the account for LOCKOUT_MINUTES, a success resets
// the counter, and every lockout is written to shell.audit_log. An attempt is counted BEFORE the
// password is checked (reserveAttempt), so parallel guesses cannot slip past the limit.
// Guessing unknown user names is left to the per-IP limit of the sign-in route.
import { sql, userError } from '@armatura/shared-libs/server';
import type { ShellDb } from '../db/tables.js';
import { audit } from './audit.js';

export const MAX_FAILURES = 5;
export const LOCKOUT_MINUTES = 5;

export const lockedOut = () =>
  userError(
    `Konto zostało zablokowane na ${LOCKOUT_MINUTES} minut po ${MAX_FAILURES} nieudanych próbach logowania. Spróbuj ponownie później.`,
  );

/** Counts one attempt; false when the account is locked (or its last allowed attempts are in flight). */
export async function reserveAttempt(db: ShellDb, userId: number): Promise<boolean> {
  const r = await sql`update shell.users set failed_login_count = failed_login_count + 1
    where id = ${userId} and (lockout_end_at is null or lockout_end_at <= now()) and failed_login_count < ${MAX_FAILURES}
    returning id`.execute(db);
  return r.rows.length > 0;
}

export async function recordSuccess(db: ShellDb, userId: number): Promise<void> {
  await db
    .updateTable('shell.users')
    .set({ failed_login_count: 0, lockout_end_at: null })
    .where('id', '=', userId)
    .execute();
}

/** The failed attempt is already counted; when it was the last one allowed, the account locks. */
export async function recordFailure(
  db: ShellDb,
  user: { tenantId: number; userId: number },
  clientIp: string,
): Promise<void> {
  const locked =
    await sql`update shell.users set failed_login_count = 0, lockout_end_at = now() + make_interval(mins => ${LOCKOUT_MINUTES})
    where id = ${user.userId} and failed_login_count >= ${MAX_FAILURES} returning id`.execute(db);
  if (locked.rows.length === 0) return;
  await audit(db, {
    tenantId: user.tenantId,
    userId: user.userId,
    action: 'AccountLockedOut',
    targetUserId: user.userId,
    targetTenantId: user.tenantId,
    details: { failures: MAX_FAILURES, minutes: LOCKOUT_MINUTES },
    clientIp,
  });
}
