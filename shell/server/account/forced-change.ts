// First sign-in: staff can require a user to change their e-mail and/or password. The user asks
// for a code (mailed to the current address, or to the new one when the e-mail changes) and then
// sends the code with the new values. A new password ends every session of the user (the token
// version moves, migration 003); the session that changed it gets a fresh token in `session`.
import {
  Type,
  envelope,
  hashPassword,
  requireUserId,
  userError,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  MustChangeSchema,
  ResetEmailOrPasswordResultSchema,
  ResetEmailOrPasswordSchema,
  SendEmailResetCodeSchema,
} from '@armatura/shared-libs/contracts';
import type { Updateable } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PASSWORD_MESSAGE,
  assertPasswordRule,
  consumeCode,
  createCode,
  mailCulture,
} from './codes.js';
import { emailTakenByOther, findAccountState, updateOwnUser } from './users-repository.js';
import { findUser } from '../identity/repository.js';
import { currentTokenVersion } from '../identity/sessions.js';
import { TOKEN_SECONDS, issueSession } from '../auth/session-issuer.js';
import type { ShellDb, ShellUsers } from '../db/tables.js';

export async function forcedChangeRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (identity-account.ts): req.body needs no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ShellDb = ctx.db;

  /** The caller's session again, with the new token version; it expires when the old one would have. */
  async function replacementSession(req: FastifyRequest, userId: number) {
    const { auth } = req;
    const user = (await findUser(ctx.db, auth.tenantId, userId))!;
    const seconds = auth.tokenExpiresAt
      ? Math.max(60, auth.tokenExpiresAt - Math.floor(Date.now() / 1000))
      : TOKEN_SECONDS;
    const claims = auth.impersonatorUserId
      ? {
          impersonatorUserId: auth.impersonatorUserId,
          impersonatorTenantId: auth.impersonatorTenantId,
          impersonatorTokenVersion: await currentTokenVersion(ctx.db, auth.impersonatorUserId),
        }
      : auth.switchedFromUserId
        ? {
            switchedFromUserId: auth.switchedFromUserId,
            switchedFromTokenVersion: await currentTokenVersion(ctx.db, auth.switchedFromUserId),
          }
        : {};
    return issueSession(ctx, user, claims, seconds);
  }

  const currentUser = (tenantId: number, userId: number) =>
    findAccountState(ctx.db, tenantId, userId);

  app.post(
    '/api/services/app/Account/CheckIfUserMustChangeEmailOrPassword',
    {
      schema: {
        tags: ['Account'],
        response: { 200: envelope(MustChangeSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const u = await currentUser(req.auth.tenantId, requireUserId(req));
      return { mustChangeEmail: u.must_change_email, mustChangePassword: u.must_change_password };
    },
  );

  app.post(
    '/api/services/app/Account/SendEmailResetCode',
    {
      schema: {
        tags: ['Account'],
        body: SendEmailResetCodeSchema,
        response: { 200: envelope(Type.Null()) },
      },
      config: { auth: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { newEmailAddress } = req.body;
      const u = await currentUser(req.auth.tenantId, requireUserId(req));
      if (u.must_change_email && !newEmailAddress)
        throw validationError('Podaj nowy adres e-mail.', [
          { message: 'Podaj nowy adres e-mail.', members: ['newEmailAddress'] },
        ]);
      const to = newEmailAddress ?? u.email;
      await db.transaction().execute((tx) =>
        createCode(ctx, tx, {
          tenantId: req.auth.tenantId,
          userId: u.id,
          purpose: 'email-or-password',
          newEmail: newEmailAddress ?? null,
          mail: () => ({
            to,
            template: 'EmailOrPasswordChangeCode',
            culture: mailCulture(u.language),
            data: { userName: u.name },
          }),
        }),
      );
      return null;
    },
  );

  app.post(
    '/api/services/app/Account/ResetEmailOrPassword',
    {
      schema: {
        tags: ['Account'],
        body: ResetEmailOrPasswordSchema,
        response: { 200: envelope(ResetEmailOrPasswordResultSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const { code, newPassword } = req.body;
      const u = await currentUser(req.auth.tenantId, requireUserId(req));
      if (u.must_change_password && !newPassword)
        throw validationError(PASSWORD_MESSAGE, [
          { message: PASSWORD_MESSAGE, members: ['newPassword'] },
        ]);
      if (newPassword) assertPasswordRule(newPassword, 'newPassword');
      const row = await consumeCode(ctx, ctx.db, u.id, 'email-or-password', code);
      const changes: Updateable<ShellUsers> = {};
      if (newPassword) {
        changes.password_hash = await hashPassword(newPassword);
        changes.must_change_password = false;
      }
      if (row.new_email) {
        if (await emailTakenByOther(ctx.db, req.auth.tenantId, row.new_email, u.id))
          throw userError('Ten adres e-mail jest już używany przez inne konto.');
        changes.email = row.new_email;
        changes.must_change_email = false;
      }
      if (Object.keys(changes).length)
        await updateOwnUser(ctx.db, req.auth.tenantId, u.id, changes);
      const after = await currentUser(req.auth.tenantId, u.id);
      const result = {
        mustChangeEmail: after.must_change_email,
        mustChangePassword: after.must_change_password,
      };
      return newPassword ? { ...result, session: await replacementSession(req, u.id) } : result;
    },
  );
}
