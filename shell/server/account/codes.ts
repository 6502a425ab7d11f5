// One-time codes mailed to users (password reset, forced change of e-mail or password).
// Six digits, valid 30 minutes, at most 5 wrong tries, stored only as a keyed hash (HMAC with the
// platform key: a plain hash of six digits is reversed in a moment); the mail carries it
// sealed (requestMail), so the outbox and the e-mail log never hold it readable.
import { randomInt } from 'node:crypto';
import {
  requestMail,
  secretPlaceholder,
  sql,
  userError,
  validationError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { MailCulture, MailRequested } from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';

export type CodePurpose = 'password-reset' | 'email-or-password';
const VALID_MINUTES = 30;
const MAX_ATTEMPTS = 5;

const hashCode = (ctx: ModuleContext, userId: number, code: string) =>
  ctx.tokens.mac('verification-code', `${userId}:${code.trim()}`);

/** The mail template culture for a user's language ('pl' unless the user reads English). */
export const mailCulture = (language: string | null | undefined): MailCulture =>
  language?.toLowerCase().startsWith('en') ? 'en' : 'pl';

/** Creates a code and queues its e-mail in the same transaction. The template (content domain)
 * shows the code where it writes `{{secret:code}}`; `mail` gets the placeholder to put in a link of
 * its data (as often as it likes), never the code itself. */
export async function createCode(
  ctx: ModuleContext,
  tx: ShellDb,
  input: {
    tenantId: number;
    userId: number;
    purpose: CodePurpose;
    newEmail?: string | null;
    mail: (code: string) => Omit<MailRequested, 'tenantId' | 'secrets'>;
  },
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx
    .updateTable('shell.verification_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute();
  await tx
    .insertInto('shell.verification_codes')
    .values({
      tenant_id: input.tenantId,
      user_id: input.userId,
      purpose: input.purpose,
      code_hash: hashCode(ctx, input.userId, code),
      new_email: input.newEmail ?? null,
      expires_at: sql`now() + make_interval(mins => ${VALID_MINUTES})`,
    })
    .execute();
  await requestMail(ctx, tx, {
    tenantId: input.tenantId,
    ...input.mail(secretPlaceholder('code')),
    secrets: { code },
  });
}

/** Checks and consumes a code; a wrong code counts an attempt. Call it outside a transaction that
 * could roll back, or the attempt would not be counted. */
export async function consumeCode(
  ctx: ModuleContext,
  tx: ShellDb,
  userId: number,
  purpose: CodePurpose,
  code: string,
) {
  const row = await tx
    .selectFrom('shell.verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= MAX_ATTEMPTS)
    throw userError('Kod jest nieprawidłowy lub wygasł. Poproś o nowy kod.');
  if (row.code_hash !== hashCode(ctx, userId, code)) {
    await tx
      .updateTable('shell.verification_codes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    throw userError('Kod jest nieprawidłowy lub wygasł. Poproś o nowy kod.');
  }
  // Atomic claim: of two concurrent correct submissions only one wins.
  const claimed = await tx
    .updateTable('shell.verification_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw userError('Kod jest nieprawidłowy lub wygasł. Poproś o nowy kod.');
  return row;
}

const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_PATTERN = /^(?=.*[A-Za-zÀ-ž])(?=.*\d).+$/;
export const PASSWORD_MESSAGE = 'Hasło musi mieć co najmniej 6 znaków, w tym literę i cyfrę.';

/** The one password rule (registration, reset, forced change); a 400 naming the field otherwise. */
export function assertPasswordRule(password: string, field: string) {
  if (password.length < PASSWORD_MIN_LENGTH || !PASSWORD_PATTERN.test(password)) {
    throw validationError(PASSWORD_MESSAGE, [{ message: PASSWORD_MESSAGE, members: [field] }]);
  }
}
