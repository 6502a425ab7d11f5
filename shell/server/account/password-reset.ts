// Forgotten password: a code is mailed (into the e-mail log, and by SMTP when configured), then the
// code and a new password reset it. The answer never tells whether an e-mail address exists.
import {
  Type,
  envelope,
  hashPassword,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  ResetPasswordResultSchema,
  ResetPasswordSchema,
  SendPasswordResetCodeSchema,
} from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { assertPasswordRule, consumeCode, createCode, mailCulture } from './codes.js';
import type { ShellDb } from '../db/tables.js';
import { findActiveUserByEmail, findResetTarget, updateOwnUser } from './users-repository.js';

export async function passwordResetRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (identity-account.ts): req.body needs no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ShellDb = ctx.db;

  app.post(
    '/api/services/app/Account/SendPasswordResetCode',
    {
      schema: {
        tags: ['Account'],
        body: SendPasswordResetCodeSchema,
        response: { 200: envelope(Type.Null()) },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => {
      const tenantId = req.auth.tenantId;
      const user = await findActiveUserByEmail(ctx.db, tenantId, req.body.emailAddress);
      if (!user) return null;
      await db.transaction().execute((tx) =>
        createCode(ctx, tx, {
          tenantId,
          userId: user.id,
          purpose: 'password-reset',
          mail: (code) => ({
            to: user.email,
            template: 'PasswordResetCode',
            culture: mailCulture(user.language),
            data: {
              userName: user.name,
              resetUrl: `${ctx.config.publicUrl}/user/forgot-password?email=${encodeURIComponent(user.email)}&resetCode=${code}`,
            },
          }),
        }),
      );
      return null;
    },
  );

  app.post(
    '/api/services/app/Account/ResetPassword',
    {
      schema: {
        tags: ['Account'],
        body: ResetPasswordSchema,
        response: { 200: envelope(ResetPasswordResultSchema) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      const body = req.body;
      assertPasswordRule(body.password, 'password');
      if (!body.emailAddress && !body.userId)
        throw validationError('Podaj adres e-mail.', [
          { message: 'Podaj adres e-mail.', members: ['emailAddress'] },
        ]);
      const user = await findResetTarget(ctx.db, req.auth.tenantId, body);
      const passwordHash = await hashPassword(body.password);
      // An unknown address fails exactly like a wrong code.
      await consumeCode(ctx, ctx.db, user?.id ?? 0, 'password-reset', body.resetCode);
      // consumeCode found this user's code, so the user exists.
      const { id, user_name: userName } = user!;
      // The new hash moves the user's token version (trigger, migration 003): every session issued
      // before the reset ends; the client signs in again with the new password. Proving the mailbox
      // also lifts a sign-in lockout.
      await updateOwnUser(ctx.db, req.auth.tenantId, id, {
        password_hash: passwordHash,
        must_change_password: false,
        failed_login_count: 0,
        lockout_end_at: null,
      });
      return { canLogin: true, userName };
    },
  );
}
