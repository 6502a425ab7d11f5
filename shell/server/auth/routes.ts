// /api/TokenAuth: sign-in with a password, and the two one-time-token exchanges that switch identity.
import { AppError, Type, envelope, userError, verifyPassword, hashPassword, type ModuleContext } from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { findLoginCandidate, findUser } from '../identity/repository.js';
import { takeLicenseSeat } from '../license/seats.js';
import { AuthenticateBody, AuthenticateResult } from './schemas.js';
import { issueSession } from './session-issuer.js';
import { redeemSwitchToken } from './switch-tokens.js';
import { audit } from './audit.js';

const INVALID = () => new AppError('Invalid credentials', 400, 'Nieprawidłowa nazwa użytkownika lub hasło.');
// Compared when the user does not exist, so a wrong user name costs as much time as a wrong password.
const dummyHash = hashPassword('armatura-timing-equaliser');

export async function authRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.post('/api/TokenAuth/Authenticate', {
    schema: { tags: ['TokenAuth'], body: AuthenticateBody, response: { 200: envelope(AuthenticateResult) } },
    config: {
      rateLimit: {
        max: Number(ctx.config.env.AUTH_RATE_LIMIT ?? 10),
        timeWindow: '1 minute',
        keyGenerator: (req) => `${req.ip}|${req.headers['abp.tenantid'] ?? req.headers['abp-tenantid'] ?? ''}|${String((req.body as { userNameOrEmailAddress?: string })?.userNameOrEmailAddress ?? '').toLowerCase()}`,
        errorResponseBuilder: () => new AppError('Zbyt wiele prób logowania. Spróbuj ponownie za minutę.', 429),
      },
    },
  }, async (req) => {
    const body = req.body as { userNameOrEmailAddress: string; password: string; rememberMe: boolean };
    const tenantId = req.auth.tenantId;
    const row = await findLoginCandidate(ctx.db, tenantId, body.userNameOrEmailAddress);
    const ok = await verifyPassword(row?.password_hash ?? (await dummyHash), body.password);
    if (!row || !ok) throw INVALID();
    if (!row.is_active) throw userError('Konto jest nieaktywne. Skontaktuj się z administratorem sklepu.');
    const user = (await findUser(ctx.db, tenantId, row.id))!;
    await takeLicenseSeat(ctx.db, tenantId, user);
    return issueSession(ctx, user, {}, body.rememberMe, row.must_change_password || row.must_change_email);
  });

  app.post('/api/TokenAuth/ImpersonatedAuthenticate', {
    schema: { tags: ['TokenAuth'], querystring: Type.Object({ impersonationToken: Type.String({ minLength: 10 }) }), response: { 200: envelope(AuthenticateResult) } },
  }, async (req) => {
    const data = await redeemSwitchToken(ctx, 'impersonation', (req.query as { impersonationToken: string }).impersonationToken);
    const user = await findUser(ctx.db, data.tenantId, data.userId);
    if (!user || !user.isActive) throw userError('Użytkownik nie istnieje lub jest nieaktywny.');
    const claims = data.back ? {} : { impersonatorUserId: data.impersonatorUserId, impersonatorTenantId: data.impersonatorTenantId };
    await audit(ctx.db, { tenantId: data.tenantId, userId: user.id, impersonatorUserId: data.back ? null : data.impersonatorUserId, action: data.back ? 'BackToImpersonator' : 'ImpersonatedSignIn', targetUserId: user.id, targetTenantId: data.tenantId, clientIp: req.ip });
    return issueSession(ctx, user, claims, false);
  });

  app.post('/api/TokenAuth/LinkedAccountAuthenticate', {
    schema: { tags: ['TokenAuth'], querystring: Type.Object({ switchAccountToken: Type.String({ minLength: 10 }) }), response: { 200: envelope(AuthenticateResult) } },
  }, async (req) => {
    const data = await redeemSwitchToken(ctx, 'switch', (req.query as { switchAccountToken: string }).switchAccountToken);
    const user = await findUser(ctx.db, data.tenantId, data.userId);
    if (!user || !user.isActive) throw userError('Użytkownik nie istnieje lub jest nieaktywny.');
    await audit(ctx.db, { tenantId: data.tenantId, userId: user.id, action: data.back ? 'BackToSwitchedAccount' : 'LinkedAccountSignIn', targetUserId: user.id, details: { from: data.switchedFromUserId }, clientIp: req.ip });
    return issueSession(ctx, user, data.back ? {} : { switchedFromUserId: data.switchedFromUserId }, false);
  });
}

