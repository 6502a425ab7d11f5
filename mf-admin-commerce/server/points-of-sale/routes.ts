// PointsOfSale/* reads: the shop list and pickup points are public information. Staff holding
// Pages.PointsOfSale also see inactive points (GetAll with includeInactive=true, Get always);
// for everyone else an inactive point does not exist. The writes are in admin-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  envelope,
  PagedResult,
  IdQueryAnyCase,
  pickId,
  parseSorting,
  notFound,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  POINT_OF_SALE_MESSAGES,
  PointOfSaleAdminListQuerySchema,
  PointOfSaleSchema,
} from '@armatura/shared-libs/contracts';
import { POINT_OF_SALE_SORTS, getPoint, listPoints } from './repository.js';

const P = '/api/services/app/PointsOfSale';
const isStaff = (req: FastifyRequest) => req.auth.permissions.has('Pages.PointsOfSale');

export async function pointsOfSaleRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    P + '/GetAll',
    {
      schema: {
        tags: ['PointsOfSale'],
        querystring: PointOfSaleAdminListQuerySchema,
        response: { 200: envelope(PagedResult(PointOfSaleSchema)) },
      },
    },
    async (req) => {
      const q = req.query;
      return listPoints(ctx.db, req.auth.tenantId, {
        filter: q.filter,
        includeInactive: q.includeInactive === true && isStaff(req),
        skip: q.skipCount,
        take: Math.min(q.maxResultCount, 1000),
        sort: parseSorting(q.sorting, POINT_OF_SALE_SORTS, ['city', 'asc']),
      });
    },
  );

  app.get(
    P + '/Get',
    {
      schema: {
        tags: ['PointsOfSale'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(PointOfSaleSchema) },
      },
    },
    async (req) => {
      const point = await getPoint(ctx.db, req.auth.tenantId, pickId(req.query), isStaff(req));
      if (!point) throw notFound(POINT_OF_SALE_MESSAGES.notFound);
      return point;
    },
  );
}
