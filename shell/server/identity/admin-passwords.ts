// Passwords set by an administrator (User/GenerateUserPassword, ChangeUserPassword, CreateUser
// without a password). A generated password travels only sealed in the mail outbox and must be
// changed at the first sign-in (must_change_password: the sign-in answers
// shouldChangeEmailOrPassword and the forced-change flow of account/forced-change.ts takes over).
// A new hash ends every session of the user (token-version trigger; revokeSessions says it again).
import { randomInt } from 'node:crypto';
import { hashPassword, requestMail, type ModuleContext } from '@armatura/shared-libs/server';
import type { ShellDb } from '../db/tables.js';
import { audit } from '../auth/audit.js';
import { revokeSessions } from './sessions.js';

const LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 12 characters with letters and digits (the password rule: a letter and a digit, 6 or more). */
export function generatePassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  while (chars.length < 12) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

interface PasswordChange {
  tenantId: number;
  userId: number;
  actorUserId: number;
  password: string;
  mustChange: boolean;
  action: 'PasswordGenerated' | 'PasswordSetByAdmin';
}

/** Sets the hash (in the caller's transaction), ends the sessions and audits who did it. */
export async function setPassword(tx: ShellDb, c: PasswordChange) {
  await tx
    .updateTable('shell.users')
    .set({
      password_hash: await hashPassword(c.password),
      must_change_password: c.mustChange,
      failed_login_count: 0,
      lockout_end_at: null,
    })
    .where('tenant_id', '=', c.tenantId)
    .where('id', '=', c.userId)
    .execute();
  await revokeSessions(tx, c.tenantId, c.userId);
  await audit(tx, {
    tenantId: c.tenantId,
    userId: c.actorUserId,
    action: c.action,
    targetUserId: c.userId,
    targetTenantId: c.tenantId,
  });
}

/** Queues the one-time password mail (template `GeneratedPassword`, which shows it where it writes
 * `{{secret:password}}`); the password itself is only in the sealed secrets. */
export async function mailGeneratedPassword(
  ctx: ModuleContext,
  tx: ShellDb,
  to: { tenantId: number; email: string; userName: string },
  password: string,
) {
  await requestMail(ctx, tx, {
    tenantId: to.tenantId,
    to: to.email,
    template: 'GeneratedPassword',
    data: { userName: to.userName },
    secrets: { password },
  });
}
