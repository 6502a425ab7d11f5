// OrganizationUnit/* for companies (back-office.md §7 "Organization units"), Pages.UserManagement:
// a company's data, list and save, and the company a user belongs to. Groups: group-routes.ts.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  notFound,
  parseSorting,
  pickId,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CompanyOfUserQuerySchema,
  CompanyOfUserSchema,
  OrganizationUnitInputSchema,
  OrganizationUnitListQuerySchema,
  OrganizationUnitPageSchema,
  OrganizationUnitQuerySchema,
  OrganizationUnitSchema,
  ORGANIZATION_MESSAGES,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { identityOf } from './members.js';
import { listUnits, UNIT_SORTS } from './repository.js';
import { loadUnit, saveUnit } from './units.js';

export const OU = '/api/services/app/OrganizationUnit';
export const ouConfig = { permission: 'Pages.UserManagement' };
export const ouTags = ['OrganizationUnit'];

export async function organizationUnitRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = ouConfig;
  const tags = ouTags;
  const db: UsersDb = ctx.db;

  app.post(
    `${OU}/CreateOrUpdateOrganizationUnit`,
    {
      config,
      schema: {
        tags,
        body: OrganizationUnitInputSchema,
        response: { 200: envelope(OrganizationUnitSchema) },
      },
    },
    async (req) => saveUnit(ctx, req.auth.tenantId, req.body),
  );

  app.get(
    `${OU}/GetOrganizationUnit`,
    {
      config,
      schema: {
        tags,
        querystring: OrganizationUnitQuerySchema,
        response: { 200: envelope(OrganizationUnitSchema) },
      },
    },
    async (req) => loadUnit(ctx, req.auth.tenantId, pickId(req.query)),
  );

  app.get(
    `${OU}/GetAll`,
    {
      config,
      schema: {
        tags,
        querystring: OrganizationUnitListQuerySchema,
        response: { 200: envelope(OrganizationUnitPageSchema) },
      },
    },
    async (req) =>
      listUnits(db, req.auth.tenantId, {
        filter: req.query.filter,
        skip: req.query.skipCount,
        take: req.query.maxResultCount,
        order: parseSorting(req.query.sorting, UNIT_SORTS, ['u.display_name', 'asc']),
      }),
  );

  app.get(
    `${OU}/GetCompanyOrganizationUnit`,
    {
      config,
      schema: {
        tags,
        querystring: CompanyOfUserQuerySchema,
        response: { 200: envelope(CompanyOfUserSchema) },
      },
    },
    async (req) => {
      const tenantId = req.auth.tenantId;
      const user = await identityOf(ctx).getUser(tenantId, req.query.userId);
      if (!user) throw notFound(ORGANIZATION_MESSAGES.userNotFound);
      return user.organizationUnitId === null
        ? null
        : loadUnit(ctx, tenantId, user.organizationUnitId);
    },
  );
}
