// Contracts of the signed-in contractor (/kontrakty): list, products with contract prices, and the
// per-product availability switch. Staff may look at any contractor's contracts. Schemas: the
// contract in shared-libs/src/contracts/catalog-contracts.ts; SQL: repository.ts beside this file.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  notFound,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  ContractAvailabilitySchema,
  ContractListQuerySchema,
  ContractPageSchema,
  ContractProductPageSchema,
  ContractProductListQuerySchema,
} from '@armatura/shared-libs/contracts';
import { resolveCaller } from '../pricing/index.js';
import { toCards } from '../products/cards.js';
import { PERMISSIONS } from '../permissions.js';
import { round2 } from '../lib/text.js';
import type { CatalogDb } from '../db/tables.js';
import {
  contractProductRows,
  describeContract,
  findContract,
  listContracts,
  setContractProductAvailable,
} from './repository.js';

const P = '/api/services/app/Product';
type Caller = { auth: { tenantId: number; userId: number | null } };

export async function contractRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CatalogDb = ctx.db;
  const config = { permission: PERMISSIONS.contracts };

  /** The contractor whose contracts the caller may see (null = none; staff without a choice = all). */
  async function scope(req: Caller, requested?: number) {
    const who = await resolveCaller(ctx, req.auth.tenantId, req.auth.userId);
    if (who.isStaff) return { who, contractorId: requested ?? null, all: requested === undefined };
    return { who, contractorId: who.contractorId, all: false };
  }

  async function contractFor(req: Caller, contractId: number) {
    const { contractorId, all } = await scope(req);
    const c = await findContract(db, req.auth.tenantId, contractId);
    if (!c || (!all && c.contractor_id !== contractorId))
      throw notFound('Nie znaleziono kontraktu.');
    return c;
  }

  app.get(
    `${P}/GetContracts`,
    {
      config,
      schema: {
        querystring: ContractListQuerySchema,
        response: { 200: envelope(ContractPageSchema) },
      },
    },
    async (req) => {
      const { contractorId, all } = await scope(req, req.query.contractorId);
      if (!all && contractorId === null) return { items: [], totalCount: 0 };
      return listContracts(db, req.auth.tenantId, all ? null : contractorId, req.query);
    },
  );

  app.get(
    `${P}/GetContractProducts`,
    {
      config,
      schema: {
        querystring: ContractProductListQuerySchema,
        response: { 200: envelope(ContractProductPageSchema) },
      },
    },
    async (req) => {
      const contract = await contractFor(req, req.query.contractId);
      const { rows, totalCount } = await contractProductRows(
        db,
        req.auth.tenantId,
        contract.id,
        req.query,
      );
      const cards = await toCards(
        db,
        req.auth.tenantId,
        { isB2B: true, contractorId: contract.contractor_id },
        rows,
      );
      return {
        totalCount,
        contract: await describeContract(db, req.auth.tenantId, contract.id),
        items: cards.map((c, i) => {
          const price = Number(rows[i]!.contract_price);
          return {
            ...c,
            contractPriceNet: price,
            contractPriceGross: round2(price * (1 + c.rate / 100)),
            isAvailable: rows[i]!.is_available,
          };
        }),
      };
    },
  );

  app.post(
    `${P}/SetAvailableContractProduct`,
    {
      config,
      schema: {
        body: ContractAvailabilitySchema,
        response: { 200: envelope(ContractAvailabilitySchema) },
      },
    },
    async (req) => {
      const b = req.body;
      const contract = await contractFor(req, b.contractId);
      if (!(await setContractProductAvailable(db, contract.id, b.productId, b.isAvailable)))
        throw notFound('Produkt nie należy do tego kontraktu.');
      return b;
    },
  );
}
