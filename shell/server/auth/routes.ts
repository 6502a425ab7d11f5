// /api/TokenAuth: sign-in with a password, and the two one-time-token exchanges that switch identity.
// Guessing is throttled twice: per IP (@fastify/rate-limit keyed by req.ip alone, AUTH_RATE_LIMIT a
// minute, default 30: enough for an office behind one address) and per account (lockout.ts). The
// tenant header never feeds a limiter: a malformed or unknown one is a 400 in the auth hook, which
// runs before the route's rate-limit hook.
import {
  AppError,
  envelope,
  forbidden,
  userError,
  verifyPassword,
  hashPassword,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  AuthenticateResultSchema,
  AuthenticateSchema,
  ImpersonatedAuthenticateSchema,
  LinkedAccountAuthenticateSchema,
} from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { findLoginCandidate, findUser } from '../identity/repository.js';
import { assertMayActFor } from '../identity/authority.js';
import { takeLicenseSeat } from '../license/seats.js';
import { issueSession } from './session-issuer.js';
import { redeemSwitchToken } from './switch-tokens.js';
import { lockedOut, recordFailure, recordSuccess, reserveAttempt } from './lockout.js';
import { audit } from './audit.js';
import { isLinked } from '../account/links-repository.js';

const INVALID = () =>
  new AppError('Invalid credentials', 400, 'Nieprawidłowa nazwa użytkownika lub hasło.');
// Compared when the user does not exist, so a wrong user name costs as much time as a wrong password.
const dummyHash = hashPassword('armatura-timing-equaliser');
const DEFAULT_ATTEMPTS_PER_MINUTE = 30;

export const attemptsPerMinute = (env: Record<string, string | undefined>) => {
  const n = Number(env.AUTH_RATE_LIMIT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_ATTEMPTS_PER_MINUTE;
};

export async function authRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (identity-session.ts): req.body/req.query need no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/TokenAuth/Authenticate',
    {
      schema: {
        tags: ['TokenAuth'],
        body: AuthenticateSchema,
        response: { 200: envelope(AuthenticateResultSchema) },
      },
      config: {
        rateLimit: {
          max: attemptsPerMinute(ctx.config.env),
          timeWindow: '1 minute',
          keyGenerator: (req) => req.ip,
          errorResponseBuilder: () =>
            new AppError('Zbyt wiele prób logowania. Spróbuj ponownie za minutę.', 429),
        },
      },
    },
    async (req) => {
      const body = req.body;
      const tenantId = req.auth.tenantId;
      const row = await findLoginCandidate(ctx.db, tenantId, body.userNameOrEmailAddress);
      if (!row) {
        await verifyPassword(await dummyHash, body.password);
        throw INVALID();
      }
      if (!(await reserveAttempt(ctx.db, row.id))) throw lockedOut();
      if (!(await verifyPassword(row.password_hash, body.password))) {
        await recordFailure(ctx.db, { tenantId, userId: row.id }, req.ip);
        throw INVALID();
      }
      await recordSuccess(ctx.db, row.id);
      if (!row.is_active)
        throw userError('Konto jest nieaktywne. Skontaktuj się z administratorem sklepu.');
      const user = (await findUser(ctx.db, tenantId, row.id))!;
      await takeLicenseSeat(ctx.db, tenantId, user);
      // Read back by User/GetUserLoginInfo (the last sign-ins of a user).
      await audit(ctx.db, { tenantId, userId: row.id, action: 'SignIn', clientIp: req.ip });
      return issueSession(
        ctx,
        user,
        {},
        body.rememberMe,
        row.must_change_password || row.must_change_email,
      );
    },
  );

  app.post(
    '/api/TokenAuth/ImpersonatedAuthenticate',
    {
      schema: {
        tags: ['TokenAuth'],
        querystring: ImpersonatedAuthenticateSchema,
        response: { 200: envelope(AuthenticateResultSchema) },
      },
    },
    async (req) => {
      const data = await redeemSwitchToken(ctx, 'impersonation', req.query.impersonationToken);
      // The rule again: the impersonator or the target may have changed since the token was issued.
      if (!data.back) {
        if (!data.impersonatorUserId) throw userError('Token jest nieprawidłowy lub wygasł.');
        await assertMayActFor(
          ctx.db,
          { tenantId: data.impersonatorTenantId ?? data.tenantId, userId: data.impersonatorUserId },
          { tenantId: data.tenantId, userId: data.userId },
        );
      }
      const user = await findUser(ctx.db, data.tenantId, data.userId);
      if (!user || !user.isActive) throw userError('Użytkownik nie istnieje lub jest nieaktywny.');
      const claims = data.back
        ? {}
        : {
            impersonatorUserId: data.impersonatorUserId,
            impersonatorTenantId: data.impersonatorTenantId,
            impersonatorTokenVersion: data.originTokenVersion,
          };
      await audit(ctx.db, {
        tenantId: data.tenantId,
        userId: user.id,
        impersonatorUserId: data.back ? null : data.impersonatorUserId,
        action: data.back ? 'BackToImpersonator' : 'ImpersonatedSignIn',
        targetUserId: user.id,
        targetTenantId: data.tenantId,
        clientIp: req.ip,
      });
      return issueSession(ctx, user, claims, false);
    },
  );

  app.post(
    '/api/TokenAuth/LinkedAccountAuthenticate',
    {
      schema: {
        tags: ['TokenAuth'],
        querystring: LinkedAccountAuthenticateSchema,
        response: { 200: envelope(AuthenticateResultSchema) },
      },
    },
    async (req) => {
      const data = await redeemSwitchToken(ctx, 'switch', req.query.switchAccountToken);
      if (!data.back) {
        // The link may have been removed since the token was issued.
        const via = data.viaUserId ?? data.switchedFromUserId;
        if (!via || !(await isLinked(ctx.db, via, data.userId)))
          throw forbidden('To konto nie jest powiązane z Twoim.');
      }
      const user = await findUser(ctx.db, data.tenantId, data.userId);
      if (!user || !user.isActive) throw userError('Użytkownik nie istnieje lub jest nieaktywny.');
      await audit(ctx.db, {
        tenantId: data.tenantId,
        userId: user.id,
        action: data.back ? 'BackToSwitchedAccount' : 'LinkedAccountSignIn',
        targetUserId: user.id,
        details: { from: data.switchedFromUserId },
        clientIp: req.ip,
      });
      return issueSession(
        ctx,
        user,
        data.back
          ? {}
          : {
              switchedFromUserId: data.switchedFromUserId,
              switchedFromTokenVersion: data.originTokenVersion,
            },
        false,
      );
    },
  );
}
