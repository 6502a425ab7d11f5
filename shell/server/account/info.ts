// What the signed-in user's account is: the header's account menu and the linked-account switcher.
import {
  Type,
  envelope,
  requireUserId,
  Nullable,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import type { FastifyInstance } from 'fastify';
import { findTenant, findUser } from '../identity/repository.js';
import { LoggedInUser } from '../auth/schemas.js';
import { loggedInUser } from '../auth/session-issuer.js';

const LinkedAccount = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  title: Type.String(),
  tenantId: Type.Integer(),
  tenancyName: Type.String(),
  contractorId: Nullable(Type.Integer()),
});

export async function accountInfoRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const linkedAccounts = (userId: number) =>
    ctx.db
      .selectFrom('shell.user_links as l')
      .innerJoin('shell.users as u', 'u.id', 'l.linked_user_id')
      .innerJoin('shell.tenants as t', 't.id', 'u.tenant_id')
      .select([
        'u.id',
        'u.user_name',
        'u.name',
        'u.surname',
        'u.tenant_id',
        't.tenancy_name',
        'u.contractor_id',
      ])
      .where('l.user_id', '=', userId)
      .where('u.is_active', '=', true)
      .orderBy('u.user_name')
      .execute();

  // The accounts the caller may switch to (ABP's linked users), for the account switcher.
  app.get(
    '/api/services/app/Account/GetUsers',
    {
      schema: {
        tags: ['Account'],
        response: {
          200: envelope(
            Type.Object({ items: Type.Array(LinkedAccount), totalCount: Type.Integer() }),
          ),
        },
      },
      config: { auth: true },
    },
    async (req) => {
      const rows = await linkedAccounts(req.auth.switchedFromUserId ?? requireUserId(req));
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
        response: {
          200: envelope(
            Type.Object({
              user: LoggedInUser,
              userName: Type.String(),
              language: Type.String(),
              currency: Type.String(),
              tenant: Type.Object({
                id: Type.Integer(),
                tenancyName: Type.String(),
                name: Type.String(),
              }),
              impersonatorUserId: Nullable(Type.Integer()),
              switchedFromUserId: Nullable(Type.Integer()),
              linkedAccountsCount: Type.Integer(),
              lastLoginTime: Nullable(Type.String()),
            }),
          ),
        },
      },
      config: { auth: true },
    },
    async (req) => {
      const userId = requireUserId(req);
      const user = (await findUser(ctx.db, req.auth.tenantId, userId))!;
      const tenant = (await findTenant(ctx.db, req.auth.tenantId))!;
      const last = await ctx.db
        .selectFrom('shell.users')
        .select('last_login_at')
        .where('id', '=', userId)
        .executeTakeFirst();
      return {
        user: loggedInUser(user),
        userName: user.userName,
        language: user.language,
        currency: user.currency,
        tenant: { id: tenant.id, tenancyName: tenant.tenancy_name, name: tenant.name },
        impersonatorUserId: req.auth.impersonatorUserId,
        switchedFromUserId: req.auth.switchedFromUserId,
        linkedAccountsCount: (await linkedAccounts(userId)).length,
        lastLoginTime: last?.last_login_at ? new Date(last.last_login_at).toISOString() : null,
      };
    },
  );
}
