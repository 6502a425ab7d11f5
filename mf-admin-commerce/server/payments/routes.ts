// Payment/* reads used by checkout (public) and the payment-type dictionary.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  ListResult,
  notFound,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  PaymentMethodSchema,
  PaymentsForDeliveryQuerySchema,
  PaymentTypeSchema,
} from '@armatura/shared-libs/contracts';
import { PAYMENT_TYPES, paymentsForDelivery } from './repository.js';
import { getDelivery } from '../delivery/repository.js';

const P = '/api/services/app/Payment';

export async function paymentRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    P + '/GetPaymentTypes',
    {
      schema: { tags: ['Payment'], response: { 200: envelope(ListResult(PaymentTypeSchema)) } },
    },
    async () => ({ items: PAYMENT_TYPES.map((t) => ({ ...t })) }),
  );

  app.get(
    P + '/GetPaymentsForDelivery',
    {
      schema: {
        tags: ['Payment'],
        querystring: PaymentsForDeliveryQuerySchema,
        response: { 200: envelope(ListResult(PaymentMethodSchema)) },
      },
    },
    async (req) => {
      const id = req.query.deliveryId ?? req.query.deliveryMethodId;
      if (!id) throw notFound('Wybierz metodę dostawy.');
      const delivery = await getDelivery(ctx.db, req.auth.tenantId, id);
      if (!delivery || !delivery.isActive) throw notFound('Nie znaleziono metody dostawy.');
      return { items: await paymentsForDelivery(ctx.db, req.auth.tenantId, id) };
    },
  );
}
