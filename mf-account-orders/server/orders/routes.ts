// Order/* reads of the account domain (Pages.Order): the order history built from checkout's
// events (read-model/). Customers see their own orders, staff with Pages.Order.Manage the
// tenant's (scope.ts); an order the caller may not see answers 404, like one that does not exist.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  notFound,
  parseSorting,
  pickId,
  userError,
  IdQueryAnyCase,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  GenerateOrderPdfSchema,
  OrderDetailsSchema,
  OrderElementPageSchema,
  OrderElementsQuerySchema,
  OrderHistorySchema,
  OrderIdQuerySchema,
  OrderListQuerySchema,
  OrderPageSchema,
  type IdentityModuleApi,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { findVisibleOrder, listOrders, MAX_PAGE, ORDER_SORT_COLUMNS } from './repository.js';
import {
  ELEMENT_SORT_COLUMNS,
  getOrderForDocument,
  orderElements,
  orderHistory,
  toDetails,
} from './details.js';
import { orderScope } from './scope.js';
import { renderOrderPdf } from './pdf.js';

const O = '/api/services/app/Order';
const NOT_FOUND = 'Nie znaleziono zamówienia.';

export async function orderRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: AccountDb = ctx.db;
  const config = { permission: 'Pages.Order' };

  /** The order if the caller may see it, else the same 404 as for an id that does not exist. */
  async function visible(auth: Parameters<typeof orderScope>[1], id: number) {
    const row = await findVisibleOrder(db, await orderScope(ctx, auth), id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  app.get(
    `${O}/GetAll`,
    {
      config,
      schema: { querystring: OrderListQuerySchema, response: { 200: envelope(OrderPageSchema) } },
    },
    async (req) => {
      const sort = parseSorting(req.query.sorting, ORDER_SORT_COLUMNS, ['o.created_at', 'desc']);
      return listOrders(db, await orderScope(ctx, req.auth), req.query, sort);
    },
  );

  app.get(
    `${O}/Get`,
    {
      config,
      schema: { querystring: IdQueryAnyCase, response: { 200: envelope(OrderDetailsSchema) } },
    },
    async (req) => {
      const id = pickId(req.query);
      if (!id) throw userError('Podaj identyfikator zamówienia (id).');
      return toDetails(await visible(req.auth, id));
    },
  );

  app.get(
    `${O}/GetOrderElements`,
    {
      config,
      schema: {
        querystring: OrderElementsQuerySchema,
        response: { 200: envelope(OrderElementPageSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const sort = parseSorting(q.sorting, ELEMENT_SORT_COLUMNS, ['position', 'asc']);
      const order = await visible(req.auth, q.orderId);
      return orderElements(
        db,
        { tenantId: order.tenant_id, id: order.id },
        { skipCount: q.skipCount, take: Math.min(q.maxResultCount, MAX_PAGE), sort },
      );
    },
  );

  app.get(
    `${O}/GetOrderChangeHistories`,
    {
      config,
      schema: { querystring: OrderIdQuerySchema, response: { 200: envelope(OrderHistorySchema) } },
    },
    async (req) => {
      const order = await visible(req.auth, req.query.orderId);
      const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
      const names = async (ids: number[]) =>
        new Map(
          (ids.length && identity ? await identity.getUsers(order.tenant_id, ids) : []).map((u) => [
            u.id,
            u.title,
          ]),
        );
      return { items: await orderHistory(db, { tenantId: order.tenant_id, id: order.id }, names) };
    },
  );

  app.post(
    `${O}/GeneratePdf`,
    { config, schema: { body: GenerateOrderPdfSchema } },
    async (req, reply) => {
      const order = await visible(req.auth, req.body.orderId);
      const doc = await getOrderForDocument(db, order.tenant_id, order.id);
      if (!doc) throw notFound(NOT_FOUND);
      const pdf = await renderOrderPdf(doc);
      const file = `zamowienie-${order.number.replace(/[^\w-]+/g, '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
