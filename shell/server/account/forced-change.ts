// First sign-in: staff can require a user to change their e-mail and/or password. The user asks
// for a code (mailed to the current address, or to the new one when the e-mail changes) and then
// sends the code with the new values. A new password ends every session of the user (the token
// version moves, migration 003); the session that changed it gets a fresh token in `session`.
import {
  Type,
  envelope,
  hashPassword,
  requireUserId,
  sql,
  userError,
  validationError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_MESSAGE, assertPasswordRule, consumeCode, createCode } from './codes.js';
import { findUser } from '../identity/repository.js';
import { currentTokenVersion } from '../identity/sessions.js';
import { AuthenticateResult } from '../auth/schemas.js';
import { TOKEN_SECONDS, issueSession } from '../auth/session-issuer.js';

const ChangeResult = Type.Object({
  mustChangeEmail: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  /** Present when the password changed: the caller's old token no longer works, this one replaces it. */
  session: Type.Optional(AuthenticateResult),
});

export async function forcedChangeRoutes(app: FastifyInstance, ctx: ModuleContext) {
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
    ctx.db
      .selectFrom('shell.users')
      .select(['id', 'email', 'name', 'must_change_email', 'must_change_password'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  app.post(
    '/api/services/app/Account/CheckIfUserMustChangeEmailOrPassword',
    {
      schema: {
        tags: ['Account'],
        response: {
          200: envelope(
            Type.Object({ mustChangeEmail: Type.Boolean(), mustChangePassword: Type.Boolean() }),
          ),
        },
      },
      config: { auth: true },
    },
    async (req) => {
      const u = await currentUser(req.auth.tenantId, requireUserId(req));
      return {
        mustChangeEmail: u.must_change_email as boolean,
        mustChangePassword: u.must_change_password as boolean,
      };
    },
  );

  app.post(
    '/api/services/app/Account/SendEmailResetCode',
    {
      schema: {
        tags: ['Account'],
        body: Type.Object({
          newEmailAddress: Type.Optional(Type.String({ format: 'email', maxLength: 256 })),
        }),
        response: { 200: envelope(Type.Null()) },
      },
      config: { auth: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { newEmailAddress } = req.body as { newEmailAddress?: string };
      const u = await currentUser(req.auth.tenantId, requireUserId(req));
      if (u.must_change_email && !newEmailAddress)
        throw validationError('Podaj nowy adres e-mail.', [
          { message: 'Podaj nowy adres e-mail.', members: ['newEmailAddress'] },
        ]);
      const to = newEmailAddress ?? (u.email as string);
      await ctx.db.transaction().execute((tx) =>
        createCode(ctx, tx, {
          tenantId: req.auth.tenantId,
          userId: u.id,
          purpose: 'email-or-password',
          newEmail: newEmailAddress ?? null,
          mail: (code) => ({
            to,
            template: 'EmailOrPasswordChangeCode',
            subject: 'Armatura: kod potwierdzający zmianę danych logowania',
            text: `Dzień dobry ${u.name},\n\nTwój kod potwierdzający: ${code}\nKod jest ważny 30 minut.`,
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
        body: Type.Object({
          code: Type.String({ minLength: 4, maxLength: 16 }),
          newPassword: Type.Optional(Type.String({ maxLength: 128 })),
        }),
        response: { 200: envelope(ChangeResult) },
      },
      config: { auth: true },
    },
    async (req) => {
      const { code, newPassword } = req.body as { code: string; newPassword?: string };
      const u = await currentUser(req.auth.tenantId, requireUserId(req));
      if (u.must_change_password && !newPassword)
        throw validationError(PASSWORD_MESSAGE, [
          { message: PASSWORD_MESSAGE, members: ['newPassword'] },
        ]);
      if (newPassword) assertPasswordRule(newPassword, 'newPassword');
      const row = await consumeCode(ctx, ctx.db, u.id, 'email-or-password', code);
      const changes: Record<string, unknown> = {};
      if (newPassword)
        Object.assign(changes, {
          password_hash: await hashPassword(newPassword),
          must_change_password: false,
        });
      if (row.new_email) {
        const taken = await ctx.db
          .selectFrom('shell.users')
          .select('id')
          .where('tenant_id', '=', req.auth.tenantId)
          .where(sql`lower(email)`, '=', String(row.new_email).toLowerCase())
          .where('id', '!=', u.id)
          .executeTakeFirst();
        if (taken) throw userError('Ten adres e-mail jest już używany przez inne konto.');
        Object.assign(changes, { email: row.new_email, must_change_email: false });
      }
      if (Object.keys(changes).length)
        await ctx.db.updateTable('shell.users').set(changes).where('id', '=', u.id).execute();
      const after = await currentUser(req.auth.tenantId, u.id);
      const result = {
        mustChangeEmail: after.must_change_email as boolean,
        mustChangePassword: after.must_change_password as boolean,
      };
      return newPassword ? { ...result, session: await replacementSession(req, u.id) } : result;
    },
  );
}
