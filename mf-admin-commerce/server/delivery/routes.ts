// Delivery/* reads. The active list is public: a guest at checkout must see the options.
// The full list (with inactive methods) is the back office's and needs Pages.Delivery.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  PagedResult,
  ListResult,
  IdQueryAnyCase,
  pickId,
  parseSorting,
  notFound,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  DeliveryListQuerySchema,
  DeliveryMethodSchema,
  DeliveryOptionSchema,
} from '@armatura/shared-libs/contracts';
import { DELIVERY_SORTS, getDelivery, listDeliveries } from './repository.js';
import { paymentsForDelivery } from '../payments/repository.js';

const P = '/api/services/app/Delivery';

export async function deliveryRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas: req.query is the schema's Static type, no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    P + '/GetAll',
    {
      schema: {
        tags: ['Delivery'],
        querystring: DeliveryListQuerySchema,
        response: { 200: envelope(PagedResult(DeliveryMethodSchema)) },
      },
      config: { permission: 'Pages.Delivery' },
    },
    async (req) => {
      const q = req.query;
      return listDeliveries(ctx.db, req.auth.tenantId, {
        activeOnly: false,
        filter: q.filter,
        skip: q.skipCount,
        take: Math.min(q.maxResultCount, 1000),
        sort: parseSorting(q.sorting, DELIVERY_SORTS, ['d.sort_order', 'asc']),
      });
    },
  );

  app.get(
    P + '/Get',
    {
      schema: {
        tags: ['Delivery'],
        querystring: IdQueryAnyCase,
        response: { 200: envelope(DeliveryMethodSchema) },
      },
      config: { permission: 'Pages.Delivery' },
    },
    async (req) => {
      const found = await getDelivery(ctx.db, req.auth.tenantId, pickId(req.query));
      if (!found) throw notFound('Nie znaleziono metody dostawy.');
      return found;
    },
  );

  app.get(
    P + '/GetDeliveries',
    {
      schema: { tags: ['Delivery'], response: { 200: envelope(ListResult(DeliveryMethodSchema)) } },
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
        response: { 200: envelope(ListResult(DeliveryOptionSchema)) },
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
