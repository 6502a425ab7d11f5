// Product/GetOrderingRules (anonymous allowed): the tenant's rule for out-of-stock products, so
// listing tiles and the product page say 'Niedostępny' or 'Na zamówienie' and offer the cart
// only when the checkout will take the line. Schema: OrderingRulesSchema (catalog-storefront.ts).
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import { OrderingRulesSchema } from '@armatura/shared-libs/contracts';
import { orderingRules } from './ordering.js';

export async function availabilityRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/services/app/Product/GetOrderingRules',
    { schema: { response: { 200: envelope(OrderingRulesSchema) } } },
    async (req) => orderingRules(ctx, req.auth.tenantId),
  );
}
