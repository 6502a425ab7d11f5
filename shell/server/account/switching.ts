// Impersonation (staff act as a user, with a way back) and linked accounts (a user switches to
// another account of theirs, with a way back). Each call returns a one-time token the client
// exchanges at /api/TokenAuth/ImpersonatedAuthenticate or LinkedAccountAuthenticate; the token
// carries the origin user's token version, so revoking their sessions also voids a pending switch.
import {
  Type,
  envelope,
  forbidden,
  requireUserId,
  userError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPERSONATION_PERMISSION } from '../permissions.js';
import { findTenant } from '../identity/repository.js';
import { assertMayActFor } from '../identity/authority.js';
import { currentTokenVersion } from '../identity/sessions.js';
import { issueSwitchToken } from '../auth/switch-tokens.js';
import { audit } from '../auth/audit.js';

const ImpersonateOutput = Type.Object({
  impersonationToken: Type.String(),
  tenancyName: Type.String(),
});
const SwitchOutput = Type.Object({ switchAccountToken: Type.String(), tenancyName: Type.String() });

export async function switchingRoutes(app: FastifyInstance, ctx: ModuleContext) {
  // The request's session was just checked against these versions, so they are the current ones.
  const versionOf = async (userId: number) => (await currentTokenVersion(ctx.db, userId)) ?? -1;
  const tenancyName = async (tenantId: number) =>
    ((await findTenant(ctx.db, tenantId))?.tenancy_name as string) ?? '';
  const log = (req: FastifyRequest, action: string, target: { userId: number; tenantId: number }) =>
    audit(ctx.db, {
      tenantId: req.auth.tenantId,
      userId: req.auth.userId,
      impersonatorUserId: req.auth.impersonatorUserId,
      action,
      targetUserId: target.userId,
      targetTenantId: target.tenantId,
      clientIp: req.ip,
    });

  app.post(
    '/api/services/app/Account/Impersonate',
    {
      schema: {
        tags: ['Account'],
        body: Type.Object({
          userId: Type.Integer({ minimum: 1 }),
          tenantId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
        }),
        response: { 200: envelope(ImpersonateOutput) },
      },
      config: { permission: IMPERSONATION_PERMISSION },
    },
    async (req) => {
      const body = req.body as { userId: number; tenantId?: number | null };
      const me = requireUserId(req);
      const tenantId = req.auth.tenantId;
      if (req.auth.impersonatorUserId) throw userError('Najpierw wróć do swojego konta.');
      // Who may act for whom is one rule (identity/authority.ts), checked again at redemption.
      await assertMayActFor(
        ctx.db,
        { tenantId, userId: me },
        { tenantId: body.tenantId ?? tenantId, userId: body.userId },
      );
      await log(req, 'Impersonate', { userId: body.userId, tenantId });
      const impersonationToken = await issueSwitchToken(ctx, 'impersonation', {
        tenantId,
        userId: body.userId,
        impersonatorUserId: me,
        impersonatorTenantId: tenantId,
        originTokenVersion: await versionOf(me),
      });
      return { impersonationToken, tenancyName: await tenancyName(tenantId) };
    },
  );

  app.post(
    '/api/services/app/Account/BackToImpersonator',
    {
      schema: { tags: ['Account'], response: { 200: envelope(ImpersonateOutput) } },
      config: { auth: true },
    },
    async (req) => {
      const { impersonatorUserId, impersonatorTenantId } = req.auth;
      if (!impersonatorUserId) throw userError('Nie działasz jako inny użytkownik.');
      const tenantId = impersonatorTenantId ?? req.auth.tenantId;
      await log(req, 'BackToImpersonator', { userId: impersonatorUserId, tenantId });
      const impersonationToken = await issueSwitchToken(ctx, 'impersonation', {
        tenantId,
        userId: impersonatorUserId,
        back: true,
        originTokenVersion: await versionOf(impersonatorUserId),
      });
      return { impersonationToken, tenancyName: await tenancyName(tenantId) };
    },
  );

  app.post(
    '/api/services/app/Account/SwitchToLinkedAccount',
    {
      schema: {
        tags: ['Account'],
        body: Type.Object({
          targetUserId: Type.Integer({ minimum: 1 }),
          targetTenantId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
        }),
        response: { 200: envelope(SwitchOutput) },
      },
      config: { auth: true },
    },
    async (req) => {
      const { targetUserId } = req.body as { targetUserId: number };
      const me = requireUserId(req);
      if (req.auth.impersonatorUserId)
        throw userError('Podczas działania jako inny użytkownik nie można przełączać kont.');
      const link = await ctx.db
        .selectFrom('shell.user_links as l')
        .innerJoin('shell.users as u', 'u.id', 'l.linked_user_id')
        .select(['u.tenant_id'])
        .where('l.user_id', '=', me)
        .where('l.linked_user_id', '=', targetUserId)
        .executeTakeFirst();
      if (!link) throw forbidden('To konto nie jest powiązane z Twoim.');
      const tenantId = link.tenant_id as number;
      await log(req, 'SwitchToLinkedAccount', { userId: targetUserId, tenantId });
      const origin = req.auth.switchedFromUserId ?? me;
      const switchAccountToken = await issueSwitchToken(ctx, 'switch', {
        tenantId,
        userId: targetUserId,
        switchedFromUserId: origin,
        viaUserId: me,
        originTokenVersion: await versionOf(origin),
      });
      return { switchAccountToken, tenancyName: await tenancyName(tenantId) };
    },
  );

  app.post(
    '/api/services/app/Account/BackToSwitchedAccount',
    {
      schema: { tags: ['Account'], response: { 200: envelope(SwitchOutput) } },
      config: { auth: true },
    },
    async (req) => {
      const from = req.auth.switchedFromUserId;
      if (!from) throw userError('Nie przełączono konta.');
      const original = await ctx.db
        .selectFrom('shell.users')
        .select('tenant_id')
        .where('id', '=', from)
        .executeTakeFirst();
      if (!original) throw userError('Konto, z którego przełączono, już nie istnieje.');
      const tenantId = original.tenant_id as number;
      await log(req, 'BackToSwitchedAccount', { userId: from, tenantId });
      const switchAccountToken = await issueSwitchToken(ctx, 'switch', {
        tenantId,
        userId: from,
        back: true,
        originTokenVersion: await versionOf(from),
      });
      return { switchAccountToken, tenancyName: await tenancyName(tenantId) };
    },
  );
}
