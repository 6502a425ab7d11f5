// Forgotten password: a code is mailed (into the e-mail log, and by SMTP when configured), then the
// code and a new password reset it. The answer never tells whether an e-mail address exists.
import {
  Type,
  envelope,
  hashPassword,
  sql,
  validationError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { assertPasswordRule, consumeCode, createCode } from './codes.js';

const Email = Type.String({ format: 'email', maxLength: 256 });

export async function passwordResetRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.post(
    '/api/services/app/Account/SendPasswordResetCode',
    {
      schema: {
        tags: ['Account'],
        body: Type.Object({ emailAddress: Email }),
        response: { 200: envelope(Type.Null()) },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { emailAddress } = req.body as { emailAddress: string };
      const tenantId = req.auth.tenantId;
      const user = await ctx.db
        .selectFrom('shell.users')
        .select(['id', 'email', 'name'])
        .where('tenant_id', '=', tenantId)
        .where(sql`lower(email)`, '=', emailAddress.toLowerCase())
        .where('is_active', '=', true)
        .executeTakeFirst();
      if (!user) return null;
      await ctx.db.transaction().execute((tx) =>
        createCode(ctx, tx, {
          tenantId,
          userId: user.id,
          purpose: 'password-reset',
          mail: (code) => ({
            to: user.email,
            template: 'PasswordResetCode',
            subject: 'Armatura: kod do zmiany hasła',
            text: `Dzień dobry ${user.name},\n\nTwój kod do zmiany hasła: ${code}\nKod jest ważny 30 minut.\n\nMożesz też otworzyć: ${ctx.config.publicUrl}/user/forgot-password?email=${encodeURIComponent(user.email)}&resetCode=${code}\n\nJeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość.`,
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
        body: Type.Object({
          emailAddress: Type.Optional(Email),
          userId: Type.Optional(Type.Integer({ minimum: 1 })),
          resetCode: Type.String({ minLength: 4, maxLength: 16 }),
          password: Type.String({ maxLength: 128 }),
          tenantId: Type.Optional(Type.Integer()),
        }),
        response: {
          200: envelope(Type.Object({ canLogin: Type.Boolean(), userName: Type.String() })),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      const body = req.body as {
        emailAddress?: string;
        userId?: number;
        resetCode: string;
        password: string;
      };
      assertPasswordRule(body.password, 'password');
      if (!body.emailAddress && !body.userId)
        throw validationError('Podaj adres e-mail.', [
          { message: 'Podaj adres e-mail.', members: ['emailAddress'] },
        ]);
      let q = ctx.db
        .selectFrom('shell.users')
        .select(['id', 'user_name'])
        .where('tenant_id', '=', req.auth.tenantId);
      q = body.userId
        ? q.where('id', '=', body.userId)
        : q.where(sql`lower(email)`, '=', body.emailAddress!.toLowerCase());
      const user = await q.executeTakeFirst();
      const passwordHash = await hashPassword(body.password);
      // An unknown address fails exactly like a wrong code.
      await consumeCode(ctx, ctx.db, user?.id ?? 0, 'password-reset', body.resetCode);
      // The new hash moves the user's token version (trigger, migration 003): every session issued
      // before the reset ends; the client signs in again with the new password. Proving the mailbox
      // also lifts a sign-in lockout.
      await ctx.db
        .updateTable('shell.users')
        .set({
          password_hash: passwordHash,
          must_change_password: false,
          failed_login_count: 0,
          lockout_end_at: null,
        })
        .where('id', '=', user!.id)
        .execute();
      return { canLogin: true, userName: user!.user_name as string };
    },
  );
}
