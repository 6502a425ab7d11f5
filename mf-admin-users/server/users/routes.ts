// User/* administration routes (Pages.UserManagement): list, read, create, update, soft delete,
// own grants reset, passwords and sign-ins. The identity module applies the authority rules (nobody
// manages a richer user, nobody grants what they lack); this domain checks the company, group and
// contractor a user is given (they are its own tables). Spending limits: ../limits/routes.ts.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  IdQueryAnyCase,
  notFound,
  parseSorting,
  pickId,
  Type,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  ChangeUserPasswordSchema,
  CreateUserSchema,
  LOGIN_INFO_COUNT,
  UpdateUserSchema,
  USER_SORT_FIELDS,
  UserForEditSchema,
  UserIdBodySchema,
  UserListQuerySchema,
  UserListSchema,
  UserLoginInfoQuerySchema,
  UserLoginInfoSchema,
  USERS_ADMIN_MESSAGES as M,
  AdminUserSchema,
  type UserSortField,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { assertOrganizationReferences } from '../organization-units/references.js';
import { actorOf, identityAdmin } from './identity.js';
import { sessionFieldsChanged } from './sessions.js';

const P = '/api/services/app/User';
const config = { permission: 'Pages.UserManagement' };
const SORTS = Object.fromEntries(USER_SORT_FIELDS.map((f) => [f, f])) as Record<
  string,
  UserSortField
>;
const Done = envelope(Type.Null());

export async function userRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: UsersDb = ctx.db;
  const identity = () => identityAdmin(ctx);

  app.get(
    P + '/GetUsers',
    {
      schema: {
        tags: ['User'],
        querystring: UserListQuerySchema,
        response: { 200: envelope(UserListSchema) },
      },
      config,
    },
    async (req) => {
      const q = req.query;
      const sort = parseSorting(q.sorting, SORTS, ['userName', 'asc']);
      return identity().listUsers(req.auth.tenantId, {
        type: q.type,
        organizationUnitId: q.organizationUnitId,
        organizationGroupId: q.organizationGroupId,
        filter: q.filter,
        sort,
        skip: q.skipCount,
        take: q.maxResultCount,
      });
    },
  );

  app.get(
    P + '/GetUser',
    {
      schema: {
        tags: ['User'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(UserForEditSchema) },
      },
      config,
    },
    async (req) => {
      const user = await identity().getUserForEdit(req.auth.tenantId, pickId(req.query));
      if (!user) throw notFound(M.userNotFound);
      return user;
    },
  );

  app.post(
    P + '/CreateUser',
    {
      schema: {
        tags: ['User'],
        body: CreateUserSchema,
        response: { 200: envelope(AdminUserSchema) },
      },
      config,
    },
    async (req) => {
      await assertOrganizationReferences(db, req.auth.tenantId, req.body);
      return identity().createUser(actorOf(req), req.body);
    },
  );

  app.put(
    P + '/UpdateUser',
    {
      schema: {
        tags: ['User'],
        body: UpdateUserSchema,
        response: { 200: envelope(AdminUserSchema) },
      },
      config,
    },
    async (req) => {
      await assertOrganizationReferences(db, req.auth.tenantId, req.body);
      const before = await identity().getUser(req.auth.tenantId, req.body.id);
      const after = await identity().updateUser(actorOf(req), req.body);
      // After the save, so a token issued in between still carries the old version.
      if (before && sessionFieldsChanged(before, after))
        await identity().revokeSessions(req.auth.tenantId, after.id);
      return after;
    },
  );

  app.delete(
    P + '/DeleteUser',
    { schema: { tags: ['User'], querystring: IdQueryAnyCase, response: { 200: Done } }, config },
    async (req) => {
      await identity().deleteUser(actorOf(req), pickId(req.query));
      return null;
    },
  );

  app.post(
    P + '/ResetUserSpecificPermissions',
    { schema: { tags: ['User'], body: UserIdBodySchema, response: { 200: Done } }, config },
    async (req) => {
      await identity().resetUserSpecificPermissions(actorOf(req), req.body.id);
      return null;
    },
  );

  app.post(
    P + '/GenerateUserPassword',
    { schema: { tags: ['User'], body: UserIdBodySchema, response: { 200: Done } }, config },
    async (req) => {
      await identity().generateUserPassword(actorOf(req), req.body.id);
      return null;
    },
  );

  app.post(
    P + '/ChangeUserPassword',
    { schema: { tags: ['User'], body: ChangeUserPasswordSchema, response: { 200: Done } }, config },
    async (req) => {
      await identity().changeUserPassword(actorOf(req), req.body);
      return null;
    },
  );

  app.get(
    P + '/GetUserLoginInfo',
    {
      schema: {
        tags: ['User'],
        querystring: UserLoginInfoQuerySchema,
        response: { 200: envelope(UserLoginInfoSchema) },
      },
      config,
    },
    async (req) => {
      const info = await identity().userLoginInfo(
        req.auth.tenantId,
        req.query.id,
        LOGIN_INFO_COUNT,
      );
      if (!info) throw notFound(M.userNotFound);
      return info;
    },
  );
}
