// PointsOfSale/* reads: the shop list and pickup points are public information.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  PagedQuery,
  PagedResult,
  IdQueryAnyCase,
  pickId,
  notFound,
  type ModuleContext,
  type Static,
} from '@armatura/shared-libs/server';
import { PointOfSaleDto } from '../schemas.js';
import { getPoint, listPoints } from './repository.js';

const P = '/api/services/app/PointsOfSale';

export async function pointsOfSaleRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.get(
    P + '/GetAll',
    {
      schema: {
        tags: ['PointsOfSale'],
        querystring: PagedQuery,
        response: { 200: envelope(PagedResult(PointOfSaleDto)) },
      },
    },
    async (req) => {
      const q = req.query as Static<typeof PagedQuery>;
      return listPoints(ctx.db, req.auth.tenantId, {
        filter: q.filter,
        skip: q.skipCount,
        take: Math.min(q.maxResultCount, 1000),
      });
    },
  );

  app.get(
    P + '/Get',
    {
      schema: {
        tags: ['PointsOfSale'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(PointOfSaleDto) },
      },
    },
    async (req) => {
      const point = await getPoint(
        ctx.db,
        req.auth.tenantId,
        pickId(req.query as Static<typeof IdQueryAnyCase>),
      );
      if (!point) throw notFound('Nie znaleziono punktu sprzedaży.');
      return point;
    },
  );
}
