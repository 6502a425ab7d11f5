// Delivery/* reads. The active list is public: a guest at checkout must see the options.
// The full list (with inactive methods) is the back office's and needs Pages.Delivery.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  PagedQuery,
  PagedResult,
  ListResult,
  IdQueryAnyCase,
  pickId,
  notFound,
  type ModuleContext,
  type Static,
} from '@armatura/shared-libs/server';
import { DeliveryDto, DeliveryWithPaymentsDto } from '../schemas.js';
import { getDelivery, listDeliveries } from './repository.js';
import { paymentsForDelivery } from '../payments/repository.js';

const P = '/api/services/app/Delivery';

export async function deliveryRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.get(
    P + '/GetAll',
    {
      schema: {
        tags: ['Delivery'],
        querystring: PagedQuery,
        response: { 200: envelope(PagedResult(DeliveryDto)) },
      },
      config: { permission: 'Pages.Delivery' },
    },
    async (req) => {
      const q = req.query as Static<typeof PagedQuery>;
      return listDeliveries(ctx.db, req.auth.tenantId, {
        activeOnly: false,
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
        tags: ['Delivery'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(DeliveryDto) },
      },
      config: { permission: 'Pages.Delivery' },
    },
    async (req) => {
      const found = await getDelivery(
        ctx.db,
        req.auth.tenantId,
        pickId(req.query as Static<typeof IdQueryAnyCase>),
      );
      if (!found) throw notFound('Nie znaleziono metody dostawy.');
      return found;
    },
  );

  app.get(
    P + '/GetDeliveries',
    {
      schema: { tags: ['Delivery'], response: { 200: envelope(ListResult(DeliveryDto)) } },
    },
    async (req) => ({
      items: (await listDeliveries(ctx.db, req.auth.tenantId, { activeOnly: true })).items,
    }),
  );

  // What the caller may choose at checkout: active methods, each with the payments it allows.
  app.get(
    P + '/GetUserDelivery',
    {
      schema: {
        tags: ['Delivery'],
        response: { 200: envelope(ListResult(DeliveryWithPaymentsDto)) },
      },
    },
    async (req) => {
      const { items } = await listDeliveries(ctx.db, req.auth.tenantId, { activeOnly: true });
      const withPayments = await Promise.all(
        items.map(async (d) => ({
          ...d,
          payments: await paymentsForDelivery(ctx.db, req.auth.tenantId, d.id),
        })),
      );
      return { items: withPayments.filter((d) => d.payments.length > 0) };
    },
  );
}
