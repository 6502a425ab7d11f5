// User/GetMPKs (Pages.UserManagement): the cost centres the user edit screen offers a buyer, i.e.
// their company's and their own. A user of another tenant is a 404, like a missing one.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  notFound,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  MpkListSchema,
  MpkQuerySchema,
  USERS_ADMIN_MESSAGES,
  type IdentityModuleApi,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { listMpks } from './repository.js';

export async function mpkRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: UsersDb = ctx.db;
  app.get(
    '/api/services/app/User/GetMPKs',
    {
      schema: {
        tags: ['User'],
        querystring: MpkQuerySchema,
        response: { 200: envelope(MpkListSchema) },
      },
      config: { permission: 'Pages.UserManagement' },
    },
    async (req) => {
      const tenantId = req.auth.tenantId;
      const { userId, organizationUnitId } = req.query;
      if (userId === undefined)
        return { items: await listMpks(db, tenantId, { organizationUnitId }) };
      const user = await ctx.modules.get<IdentityModuleApi>('identity').getUser(tenantId, userId);
      if (!user) throw notFound(USERS_ADMIN_MESSAGES.userNotFound);
      return {
        items: await listMpks(db, tenantId, {
          userId,
          organizationUnitId: organizationUnitId ?? user.organizationUnitId,
        }),
      };
    },
  );
}
