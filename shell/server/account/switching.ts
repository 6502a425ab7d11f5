// Impersonation (staff act as a user, with a way back) and linked accounts (a user switches to
// another account of theirs, with a way back). Each call returns a one-time token the client
// exchanges at /api/TokenAuth/ImpersonatedAuthenticate or LinkedAccountAuthenticate.
import { Type, envelope, forbidden, requireUserId, userError, type ModuleContext } from '@armatura/shared-libs/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPERSONATION_PERMISSION } from '../permissions.js';
import { findTenant, findUser } from '../identity/repository.js';
import { issueSwitchToken } from '../auth/switch-tokens.js';
import { audit } from '../auth/audit.js';

const ImpersonateOutput = Type.Object({ impersonationToken: Type.String(), tenancyName: Type.String() });
const SwitchOutput = Type.Object({ switchAccountToken: Type.String(), tenancyName: Type.String() });

export async function switchingRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const tenancyName = async (tenantId: number) => ((await findTenant(ctx.db, tenantId))?.tenancy_name as string) ?? '';
  const log = (req: FastifyRequest, action: string, target: { userId: number; tenantId: number }) =>
    audit(ctx.db, { tenantId: req.auth.tenantId, userId: req.auth.userId, impersonatorUserId: req.auth.impersonatorUserId, action, targetUserId: target.userId, targetTenantId: target.tenantId, clientIp: req.ip });

  app.post('/api/services/app/Account/Impersonate', {
    schema: { tags: ['Account'], body: Type.Object({ userId: Type.Integer({ minimum: 1 }), tenantId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) }), response: { 200: envelope(ImpersonateOutput) } },
    config: { permission: IMPERSONATION_PERMISSION },
  }, async (req) => {
    const { userId } = req.body as { userId: number; tenantId?: number | null };
    const me = requireUserId(req);
    // A tenant's staff impersonate only within their own tenant; nested impersonation is refused.
    const tenantId = req.auth.tenantId;
    if ((req.body as { tenantId?: number | null }).tenantId && (req.body as { tenantId: number }).tenantId !== tenantId) throw forbidden('Nie można działać jako użytkownik innego najemcy.');
    if (req.auth.impersonatorUserId) throw userError('Najpierw wróć do swojego konta.');
    if (userId === me) throw userError('Nie można działać jako samego siebie.');
    const target = await findUser(ctx.db, tenantId, userId);
    if (!target || !target.isActive) throw userError('Użytkownik nie istnieje lub jest nieaktywny.');
    await log(req, 'Impersonate', { userId, tenantId });
    const impersonationToken = await issueSwitchToken(ctx, 'impersonation', { tenantId, userId, impersonatorUserId: me, impersonatorTenantId: tenantId });
    return { impersonationToken, tenancyName: await tenancyName(tenantId) };
  });

  app.post('/api/services/app/Account/BackToImpersonator', { schema: { tags: ['Account'], response: { 200: envelope(ImpersonateOutput) } }, config: { auth: true } }, async (req) => {
    const { impersonatorUserId, impersonatorTenantId } = req.auth;
    if (!impersonatorUserId) throw userError('Nie działasz jako inny użytkownik.');
    const tenantId = impersonatorTenantId ?? req.auth.tenantId;
    await log(req, 'BackToImpersonator', { userId: impersonatorUserId, tenantId });
    const impersonationToken = await issueSwitchToken(ctx, 'impersonation', { tenantId, userId: impersonatorUserId, back: true });
    return { impersonationToken, tenancyName: await tenancyName(tenantId) };
  });

  app.post('/api/services/app/Account/SwitchToLinkedAccount', {
    schema: { tags: ['Account'], body: Type.Object({ targetUserId: Type.Integer({ minimum: 1 }), targetTenantId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) }), response: { 200: envelope(SwitchOutput) } },
    config: { auth: true },
  }, async (req) => {
    const { targetUserId } = req.body as { targetUserId: number };
    const me = requireUserId(req);
    if (req.auth.impersonatorUserId) throw userError('Podczas działania jako inny użytkownik nie można przełączać kont.');
    const link = await ctx.db.selectFrom('shell.user_links as l').innerJoin('shell.users as u', 'u.id', 'l.linked_user_id')
      .select(['u.tenant_id']).where('l.user_id', '=', me).where('l.linked_user_id', '=', targetUserId).executeTakeFirst();
    if (!link) throw forbidden('To konto nie jest powiązane z Twoim.');
    const tenantId = link.tenant_id as number;
    await log(req, 'SwitchToLinkedAccount', { userId: targetUserId, tenantId });
    const switchAccountToken = await issueSwitchToken(ctx, 'switch', { tenantId, userId: targetUserId, switchedFromUserId: req.auth.switchedFromUserId ?? me });
    return { switchAccountToken, tenancyName: await tenancyName(tenantId) };
  });

  app.post('/api/services/app/Account/BackToSwitchedAccount', { schema: { tags: ['Account'], response: { 200: envelope(SwitchOutput) } }, config: { auth: true } }, async (req) => {
    const from = req.auth.switchedFromUserId;
    if (!from) throw userError('Nie przełączono konta.');
    const original = await ctx.db.selectFrom('shell.users').select('tenant_id').where('id', '=', from).executeTakeFirst();
    if (!original) throw userError('Konto, z którego przełączono, już nie istnieje.');
    const tenantId = original.tenant_id as number;
    await log(req, 'BackToSwitchedAccount', { userId: from, tenantId });
    const switchAccountToken = await issueSwitchToken(ctx, 'switch', { tenantId, userId: from, back: true });
    return { switchAccountToken, tenancyName: await tenancyName(tenantId) };
  });
}
