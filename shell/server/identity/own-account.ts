// What a signed-in user changes about their own account through another domain's screen (the
// account domain's Profile/ChangePassword and UpdateCurrentUserProfile). The password rule, the
// lockout and the session rules stay here, where the passwords are.
import {
  hashPassword,
  notFound,
  validationError,
  verifyPassword,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';
import { assertPasswordRule } from '../account/codes.js';
import { audit } from '../auth/audit.js';
import { lockedOut, recordFailure, recordSuccess, reserveAttempt } from '../auth/lockout.js';
import { issueSession, TOKEN_SECONDS } from '../auth/session-issuer.js';
import { findUser } from './repository.js';
import { currentTokenVersion, revokeSessions } from './sessions.js';
import type { ShellDb } from '../db/tables.js';

const WRONG_CURRENT = 'Obecne hasło jest nieprawidłowe.';
const SAME_AS_CURRENT = 'Nowe hasło musi się różnić od obecnego.';

type OwnAccountApi = Pick<IdentityModuleApi, 'changePassword' | 'updateProfile'>;

export function ownAccountApi(ctx: ModuleContext): OwnAccountApi {
  const db: ShellDb = ctx.db;
  return {
    async changePassword(input) {
      const { tenantId, userId } = input;
      assertPasswordRule(input.newPassword, 'newPassword');
      const row = await db
        .selectFrom('shell.users')
        .select(['id', 'password_hash'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!row) throw notFound('Nie znaleziono użytkownika.');
      // The current password is guessed like a sign-in: counted first, locked after 5 failures.
      if (!(await reserveAttempt(db, row.id))) throw lockedOut();
      if (!(await verifyPassword(row.password_hash as string, input.currentPassword))) {
        await recordFailure(db, { tenantId, userId }, input.clientIp);
        throw validationError(WRONG_CURRENT, [
          { message: WRONG_CURRENT, members: ['currentPassword'] },
        ]);
      }
      await recordSuccess(db, row.id);
      if (input.newPassword === input.currentPassword)
        throw validationError(SAME_AS_CURRENT, [
          { message: SAME_AS_CURRENT, members: ['newPassword'] },
        ]);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('shell.users')
          .set({ password_hash: passwordHash, must_change_password: false })
          .where('id', '=', userId)
          .execute();
        // The new hash moves the token version already (trigger); said here so it does not depend on it.
        await revokeSessions(tx, tenantId, userId);
        await audit(tx, {
          tenantId,
          userId,
          action: 'PasswordChanged',
          targetUserId: userId,
          targetTenantId: tenantId,
          clientIp: input.clientIp,
        });
      });
      const user = (await findUser(db, tenantId, userId))!;
      const claims = input.switchedFromUserId
        ? {
            switchedFromUserId: input.switchedFromUserId,
            switchedFromTokenVersion: await currentTokenVersion(db, input.switchedFromUserId),
          }
        : {};
      const session = await issueSession(
        ctx,
        user,
        claims,
        Math.max(60, input.expireInSeconds ?? TOKEN_SECONDS),
      );
      return {
        accessToken: session.accessToken,
        encryptedAccessToken: session.encryptedAccessToken,
        expireInSeconds: session.expireInSeconds,
      };
    },

    async updateProfile(tenantId, userId, changes) {
      const res = await db
        .updateTable('shell.users')
        .set({
          name: changes.name.trim(),
          surname: changes.surname.trim(),
          ...(changes.phone === undefined ? {} : { phone: changes.phone?.trim() || null }),
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('Nie znaleziono użytkownika.');
      return (await findUser(db, tenantId, userId))!;
    },
  };
}
