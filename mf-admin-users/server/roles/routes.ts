// Role/* (Pages.RoleManagement): the 12 calls of back-office.md §7 (Create/CreateRole,
// Update/UpdateRole and Delete/DeleteRole are the same call under two names). Roles and their
// grants are the identity module's (shell/server/identity/admin-roles.ts applies the rules: static
// roles keep their name, nobody grants what they lack, members' sessions end on a change).
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
  CreateRoleSchema,
  FlatPermissionListSchema,
  GrantablePermissionListSchema,
  ROLE_SORT_FIELDS,
  RoleFilterQuerySchema,
  RoleItemsSchema,
  RoleListQuerySchema,
  RoleListSchema,
  RoleSchema,
  UpdateRoleSchema,
  USERS_ADMIN_MESSAGES as M,
  type RoleSortField,
} from '@armatura/shared-libs/contracts';
import { actorOf, identityAdmin } from '../users/identity.js';
import { permissionTree } from './permission-tree.js';

const P = '/api/services/app/Role';
const config = { permission: 'Pages.RoleManagement' };
const SORTS = Object.fromEntries(ROLE_SORT_FIELDS.map((f) => [f, f])) as Record<
  string,
  RoleSortField
>;
const ALL = { skip: 0, take: 1000, sort: ['displayName', 'asc'] as [RoleSortField, 'asc'] };

export async function roleRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const identity = () => identityAdmin(ctx);
  const tree = () => permissionTree(ctx.permissions.all());

  app.get(
    P + '/GetAll',
    {
      schema: {
        tags: ['Role'],
        querystring: RoleListQuerySchema,
        response: { 200: envelope(RoleListSchema) },
      },
      config,
    },
    async (req) => {
      const q = req.query;
      return identity().listRoles(req.auth.tenantId, {
        filter: q.filter ?? q.keyword,
        permission: q.permission,
        sort: parseSorting(q.sorting, SORTS, ['displayName', 'asc']),
        skip: q.skipCount,
        take: q.maxResultCount,
      });
    },
  );

  // The role picker of the user form: every role, optionally those holding a permission.
  const allRoles = async (tenantId: number, permission?: string) => ({
    items: (await identity().listRoles(tenantId, { ...ALL, permission })).items,
  });
  for (const name of ['/GetAllRoles', '/GetAllRoleWithPermissions'])
    app.get(
      P + name,
      {
        schema: {
          tags: ['Role'],
          querystring: RoleFilterQuerySchema,
          response: { 200: envelope(RoleItemsSchema) },
        },
        config,
      },
      async (req) => allRoles(req.auth.tenantId, req.query.permission),
    );

  app.get(
    P + '/GetRole',
    {
      schema: {
        tags: ['Role'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(RoleSchema) },
      },
      config,
    },
    async (req) => {
      const role = await identity().getRole(req.auth.tenantId, pickId(req.query));
      if (!role) throw notFound(M.roleNotFound);
      return role;
    },
  );

  app.get(
    P + '/GetAllPermissions',
    { schema: { tags: ['Role'], response: { 200: envelope(FlatPermissionListSchema) } }, config },
    async () => ({ items: tree() }),
  );

  // The tree as the role editor shows it to the caller: what they may grant (what they hold).
  app.get(
    P + '/GetPermissions',
    {
      schema: { tags: ['Role'], response: { 200: envelope(GrantablePermissionListSchema) } },
      config,
    },
    async (req) => {
      const held = new Set(await identity().heldPermissions(actorOf(req)));
      return { items: tree().map((p) => ({ ...p, isGrantable: held.has(p.name) })) };
    },
  );

  for (const name of ['/Create', '/CreateRole'])
    app.post(
      P + name,
      {
        schema: { tags: ['Role'], body: CreateRoleSchema, response: { 200: envelope(RoleSchema) } },
        config,
      },
      async (req) => identity().createRole(actorOf(req), req.body),
    );

  for (const name of ['/Update', '/UpdateRole'])
    app.put(
      P + name,
      {
        schema: { tags: ['Role'], body: UpdateRoleSchema, response: { 200: envelope(RoleSchema) } },
        config,
      },
      async (req) => identity().updateRole(actorOf(req), req.body),
    );

  for (const name of ['/Delete', '/DeleteRole'])
    app.delete(
      P + name,
      {
        schema: {
          tags: ['Role'],
          querystring: IdQueryAnyCase,
          response: { 200: envelope(Type.Null()) },
        },
        config,
      },
      async (req) => {
        await identity().deleteRole(actorOf(req), pickId(req.query));
        return null;
      },
    );
}
