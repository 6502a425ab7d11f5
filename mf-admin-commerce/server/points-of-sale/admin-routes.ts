// PointsOfSale/Create|Update|Delete (Pages.PointsOfSale). Schemas and Polish messages:
// shared-libs/src/contracts/commerce-points-of-sale.ts; SQL: repository.ts. Create and Update
// answer the saved point as PointsOfSale/Get does. Checkout reads the result through
// CommerceModuleApi.getPointsOfSale at once (no cache).
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  IdQueryAnyCase,
  notFound,
  pickId,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  POINT_OF_SALE_MESSAGES,
  PointOfSaleInputSchema,
  PointOfSaleSchema,
  PointOfSaleUpdateSchema,
  pointOfSaleProblems,
  type PointOfSaleInput,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { createPoint, deletePoint, updatePoint } from './repository.js';

const P = '/api/services/app/PointsOfSale';

/** The rules the schema cannot say (coordinates in pairs, hours in order): a 400 naming the fields. */
function refuseProblems(input: PointOfSaleInput) {
  const problems = pointOfSaleProblems(input);
  if (problems.length) throw validationError(POINT_OF_SALE_MESSAGES.invalid, problems);
}

export async function pointsOfSaleAdminRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CommerceDb = ctx.db;
  const config = { permission: 'Pages.PointsOfSale' };

  app.post(
    P + '/Create',
    {
      config,
      schema: {
        tags: ['PointsOfSale'],
        body: PointOfSaleInputSchema,
        response: { 200: envelope(PointOfSaleSchema) },
      },
    },
    async (req) => {
      refuseProblems(req.body);
      return createPoint(db, req.auth.tenantId, req.body);
    },
  );

  app.put(
    P + '/Update',
    {
      config,
      schema: {
        tags: ['PointsOfSale'],
        body: PointOfSaleUpdateSchema,
        response: { 200: envelope(PointOfSaleSchema) },
      },
    },
    async (req) => {
      const { id, ...input } = req.body;
      refuseProblems(input);
      const saved = await updatePoint(db, req.auth.tenantId, id, input);
      if (!saved) throw notFound(POINT_OF_SALE_MESSAGES.notFound);
      return saved;
    },
  );

  app.delete(
    P + '/Delete',
    {
      config,
      schema: {
        tags: ['PointsOfSale'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(Type.Null()) },
      },
    },
    async (req) => {
      if (!(await deletePoint(db, req.auth.tenantId, pickId(req.query))))
        throw notFound(POINT_OF_SALE_MESSAGES.notFound);
      return null;
    },
  );
}
