// Impersonation (staff act as a user, with a way back) and linked accounts (a user switches to
// another account of theirs, with a way back). Each call returns a one-time token the client
// exchanges at /api/TokenAuth/ImpersonatedAuthenticate or LinkedAccountAuthenticate; the token
// carries the origin user's token version, so revoking their sessions also voids a pending switch.
import {
  envelope,
  forbidden,
  requireUserId,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  ImpersonateSchema,
  ImpersonationTokenSchema,
  SwitchAccountTokenSchema,
  SwitchToLinkedAccountSchema,
} from '@armatura/shared-libs/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPERSONATION_PERMISSION } from '../permissions.js';
import { findTenant } from '../identity/repository.js';
import { assertMayActFor } from '../identity/authority.js';
import { currentTokenVersion } from '../identity/sessions.js';
import { issueSwitchToken } from '../auth/switch-tokens.js';
import { audit } from '../auth/audit.js';
import { linkedAccountTenant } from './links-repository.js';
import { tenantOfUser } from './users-repository.js';

export async function switchingRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas (identity-account.ts): req.body needs no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // The request's session was just checked against these versions, so they are the current ones.
  const versionOf = async (userId: number) => (await currentTokenVersion(ctx.db, userId)) ?? -1;
  const tenancyName = async (tenantId: number) =>
    (await findTenant(ctx.db, tenantId))?.tenancy_name ?? '';
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
        body: ImpersonateSchema,
        response: { 200: envelope(ImpersonationTokenSchema) },
      },
      config: { permission: IMPERSONATION_PERMISSION },
    },
    async (req) => {
      const body = req.body;
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
      schema: { tags: ['Account'], response: { 200: envelope(ImpersonationTokenSchema) } },
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
        body: SwitchToLinkedAccountSchema,
        response: { 200: envelope(SwitchAccountTokenSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const { targetUserId } = req.body;
      const me = requireUserId(req);
      if (req.auth.impersonatorUserId)
        throw userError('Podczas działania jako inny użytkownik nie można przełączać kont.');
      const tenantId = await linkedAccountTenant(ctx.db, me, targetUserId);
      if (tenantId === null) throw forbidden('To konto nie jest powiązane z Twoim.');
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
      schema: { tags: ['Account'], response: { 200: envelope(SwitchAccountTokenSchema) } },
      config: { auth: true },
    },
    async (req) => {
      const from = req.auth.switchedFromUserId;
      if (!from) throw userError('Nie przełączono konta.');
      const tenantId = await tenantOfUser(ctx.db, from);
      if (tenantId === null) throw userError('Konto, z którego przełączono, już nie istnieje.');
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
