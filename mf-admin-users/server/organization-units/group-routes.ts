// OrganizationUnit/* for the groups inside a company and their members, Pages.UserManagement.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  parseSorting,
  pickId,
  Type,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CreateOrganizationGroupSchema,
  DeleteOrganizationGroupQuerySchema,
  JoinUsersToGroupSchema,
  OrganizationGroupListQuerySchema,
  OrganizationGroupMembersSchema,
  OrganizationGroupPageSchema,
  OrganizationGroupSchema,
  UnpinUserFromGroupSchema,
  UpdateOrganizationGroupSchema,
} from '@armatura/shared-libs/contracts';
import { GROUP_SORTS } from './group-repository.js';
import {
  createGroup,
  joinGroup,
  listUnitGroups,
  removeGroup,
  renameGroup,
  unpinFromGroup,
} from './groups.js';
import { OU, ouConfig as config, ouTags as tags } from './routes.js';

export async function organizationGroupRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${OU}/GetOrganizationGroups`,
    {
      config,
      schema: {
        tags,
        querystring: OrganizationGroupListQuerySchema,
        response: { 200: envelope(OrganizationGroupPageSchema) },
      },
    },
    async (req) =>
      listUnitGroups(ctx, req.auth.tenantId, {
        unitId: req.query.organizationUnitId,
        filter: req.query.filter,
        skip: req.query.skipCount,
        take: req.query.maxResultCount,
        order: parseSorting(req.query.sorting, GROUP_SORTS, ['name', 'asc']),
      }),
  );

  app.post(
    `${OU}/CreateOrganizationGroup`,
    {
      config,
      schema: {
        tags,
        body: CreateOrganizationGroupSchema,
        response: { 200: envelope(OrganizationGroupSchema) },
      },
    },
    async (req) => createGroup(ctx, req.auth.tenantId, req.body),
  );

  app.put(
    `${OU}/UpdateOrganizationGroup`,
    {
      config,
      schema: {
        tags,
        body: UpdateOrganizationGroupSchema,
        response: { 200: envelope(OrganizationGroupSchema) },
      },
    },
    async (req) => renameGroup(ctx, req.auth.tenantId, req.body),
  );

  app.delete(
    `${OU}/DeleteOrganizationGroup`,
    {
      config,
      schema: {
        tags,
        querystring: DeleteOrganizationGroupQuerySchema,
        response: { 200: envelope(Type.Null()) },
      },
    },
    async (req) => {
      await removeGroup(ctx, req.auth.tenantId, pickId(req.query));
      return null;
    },
  );

  app.post(
    `${OU}/JoinUsersToOrganizationGroup`,
    {
      config,
      schema: {
        tags,
        body: JoinUsersToGroupSchema,
        response: { 200: envelope(OrganizationGroupMembersSchema) },
      },
    },
    async (req) =>
      joinGroup(ctx, req.auth.tenantId, req.body.organizationGroupId, req.body.userIds),
  );

  app.post(
    `${OU}/UnpinUserFromOrganizationGroup`,
    {
      config,
      schema: {
        tags,
        body: UnpinUserFromGroupSchema,
        response: { 200: envelope(OrganizationGroupMembersSchema) },
      },
    },
    async (req) =>
      unpinFromGroup(ctx, req.auth.tenantId, req.body.organizationGroupId, req.body.userId),
  );
}
