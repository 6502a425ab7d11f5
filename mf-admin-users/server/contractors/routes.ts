// Contractor/* (back-office.md §7 "Contractors"): the ERP's customer records a company links to and
// the catalogue's contracts and discounts are keyed by. Read-only here: the ERP owns them.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  parseSorting,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  ContractorAddressesQuerySchema,
  ContractorAddressPageSchema,
  ContractorListQuerySchema,
  ContractorPageSchema,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { CONTRACTOR_SORTS, listContractorAddresses, listContractors } from './repository.js';

const P = '/api/services/app/Contractor';
const config = { permission: 'Pages.UserManagement' };
const tags = ['Contractor'];

export async function contractorRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: UsersDb = ctx.db;

  app.get(
    `${P}/GetAll`,
    {
      config,
      schema: {
        tags,
        querystring: ContractorListQuerySchema,
        response: { 200: envelope(ContractorPageSchema) },
      },
    },
    async (req) =>
      listContractors(db, req.auth.tenantId, {
        filter: req.query.filter,
        skip: req.query.skipCount,
        take: req.query.maxResultCount,
        order: parseSorting(req.query.sorting, CONTRACTOR_SORTS, ['c.name', 'asc']),
      }),
  );

  app.get(
    `${P}/GetContractorAddresses`,
    {
      config,
      schema: {
        tags,
        querystring: ContractorAddressesQuerySchema,
        response: { 200: envelope(ContractorAddressPageSchema) },
      },
    },
    async (req) =>
      listContractorAddresses(db, req.auth.tenantId, {
        contractorId: req.query.contractorId,
        skip: req.query.skipCount,
        take: req.query.maxResultCount,
      }),
  );
}
