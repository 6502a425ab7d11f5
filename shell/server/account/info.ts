// What the signed-in user's account is: the header's account menu and the linked-account switcher.
import {
  envelope,
  requireUserId,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import { CurrentAccountSchema, LinkedAccountsSchema } from '@armatura/shared-libs/contracts';
import type { FastifyInstance } from 'fastify';
import { findTenant, findUser } from '../identity/repository.js';
import { loggedInUser } from '../auth/session-issuer.js';
import { linkedAccounts } from './links-repository.js';
import { lastLoginAt } from './users-repository.js';

export async function accountInfoRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // The accounts the caller may switch to (ABP's linked users), for the account switcher.
  app.get(
    '/api/services/app/Account/GetUsers',
    {
      schema: {
        tags: ['Account'],
        response: { 200: envelope(LinkedAccountsSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const rows = await linkedAccounts(ctx.db, req.auth.switchedFromUserId ?? requireUserId(req));
      const items = rows.map((r) => ({
        id: r.id,
        userName: r.user_name,
        title: `${r.name} ${r.surname}`,
        tenantId: r.tenant_id,
        tenancyName: r.tenancy_name,
        contractorId: r.contractor_id,
      }));
      return { items, totalCount: items.length };
    },
  );

  app.get(
    '/api/services/app/Account/GetAccountInformations',
    {
      schema: {
        tags: ['Account'],
        response: { 200: envelope(CurrentAccountSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      const userId = requireUserId(req);
      const user = (await findUser(ctx.db, req.auth.tenantId, userId))!;
      const tenant = (await findTenant(ctx.db, req.auth.tenantId))!;
      const last = await lastLoginAt(ctx.db, userId);
      return {
        user: loggedInUser(user),
        userName: user.userName,
        language: user.language,
        currency: user.currency,
        tenant: { id: tenant.id, tenancyName: tenant.tenancy_name, name: tenant.name },
        impersonatorUserId: req.auth.impersonatorUserId,
        switchedFromUserId: req.auth.switchedFromUserId,
        linkedAccountsCount: (await linkedAccounts(ctx.db, userId)).length,
        lastLoginTime: last ? new Date(last).toISOString() : null,
      };
    },
  );
}
