// User/GetMPKs (Pages.UserManagement): the cost centres the user edit screen offers a buyer, i.e.
// their company's and their own. A user of another tenant is a 404, like a missing one.
// User/CreateMPK and User/DeleteMPK: a B2B buyer's own cost centres, assigned on their edit page
// (a deleted one is retired, not removed: orders may name it, and its code stays taken).
import type { FastifyInstance } from 'fastify';
import {
  conflict,
  envelope,
  IdQueryAnyCase,
  notFound,
  pickId,
  Type,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CreateMpkSchema,
  MpkSchema,
  MpkListSchema,
  MpkQuerySchema,
  USERS_ADMIN_MESSAGES,
  type IdentityModuleApi,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { deactivateMpk, insertUserMpk, listMpks } from './repository.js';

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

  app.post(
    '/api/services/app/User/CreateMPK',
    {
      schema: { tags: ['User'], body: CreateMpkSchema, response: { 200: envelope(MpkSchema) } },
      config: { permission: 'Pages.UserManagement' },
    },
    async (req) => {
      const tenantId = req.auth.tenantId;
      const user = await ctx.modules
        .get<IdentityModuleApi>('identity')
        .getUser(tenantId, req.body.userId);
      if (!user) throw notFound(USERS_ADMIN_MESSAGES.userNotFound);
      if (!(user.isB2B || user.type === 'B2B')) throw userError(USERS_ADMIN_MESSAGES.mpkOnlyB2B);
      const mpk = await insertUserMpk(db, tenantId, req.body);
      if (!mpk) throw conflict(USERS_ADMIN_MESSAGES.mpkCodeTaken);
      return mpk;
    },
  );

  app.delete(
    '/api/services/app/User/DeleteMPK',
    {
      schema: {
        tags: ['User'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(Type.Null()) },
      },
      config: { permission: 'Pages.UserManagement' },
    },
    async (req) => {
      if (!(await deactivateMpk(db, req.auth.tenantId, pickId(req.query))))
        throw notFound(USERS_ADMIN_MESSAGES.mpkNotFound);
      return null;
    },
  );
}
