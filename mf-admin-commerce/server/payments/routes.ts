// Payment/* reads used by checkout (public) and the payment-type dictionary.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  ListResult,
  notFound,
  type ModuleContext,
  type Static,
} from '@armatura/shared-libs/server';
import { PaymentDto, PaymentTypeDto } from '../schemas.js';
import { PAYMENT_TYPES, paymentsForDelivery } from './repository.js';
import { getDelivery } from '../delivery/repository.js';

const P = '/api/services/app/Payment';
const ForDeliveryQuery = Type.Object({
  deliveryId: Type.Optional(Type.Integer({ minimum: 1 })),
  deliveryMethodId: Type.Optional(Type.Integer({ minimum: 1 })),
});

export async function paymentRoutes(app: FastifyInstance, ctx: ModuleContext) {
  app.get(
    P + '/GetPaymentTypes',
    {
      schema: { tags: ['Payment'], response: { 200: envelope(ListResult(PaymentTypeDto)) } },
    },
    async () => ({ items: PAYMENT_TYPES.map((t) => ({ ...t })) }),
  );

  app.get(
    P + '/GetPaymentsForDelivery',
    {
      schema: {
        tags: ['Payment'],
        querystring: ForDeliveryQuery,
        response: { 200: envelope(ListResult(PaymentDto)) },
      },
    },
    async (req) => {
      const q = req.query as Static<typeof ForDeliveryQuery>;
      const id = q.deliveryId ?? q.deliveryMethodId;
      if (!id) throw notFound('Wybierz metodę dostawy.');
      const delivery = await getDelivery(ctx.db, req.auth.tenantId, id);
      if (!delivery || !delivery.isActive) throw notFound('Nie znaleziono metody dostawy.');
      return { items: await paymentsForDelivery(ctx.db, req.auth.tenantId, id) };
    },
  );
}
