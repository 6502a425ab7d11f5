// Order/PayForOrder (the buyer, or whoever holds the order's view link) and Tpay's notification
// endpoint (POST /api/payments/tpay/notification, form-encoded, answered with the bare text TRUE).
import type { FastifyInstance } from 'fastify';
import {
  conflict,
  envelope,
  forbidden,
  Type,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import { OrderIdOrTokenSchema, PaymentStartSchema } from '@armatura/shared-libs/contracts';
import { accessOrder } from '../orders/access.js';
import { transition } from '../domain/status.js';
import { paymentProviders } from './index.js';
import { addHistory, loadSnapshot, markPaymentPending } from '../orders/repository.js';
import { handleTpayNotification } from './tpay/notification.js';

export async function paymentRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the schemas: req.body is their Static type, no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/services/app/Order/PayForOrder',
    {
      schema: {
        tags: ['Order'],
        body: OrderIdOrTokenSchema,
        response: { 200: envelope(PaymentStartSchema) },
      },
      config: { permission: 'Pages.ShoppingCart' },
    },
    async (req) => {
      const b = req.body;
      const a = await accessOrder(ctx, req.auth, b.orderId, b.token);
      const order = a.order;
      if (!a.isBuyer && !(b.token && !a.decision))
        throw forbidden('Tylko zamawiający może opłacić zamówienie.');
      if (order.kind !== 'ORDER' || !order.payment)
        throw conflict('Oferty nie można opłacić — najpierw złóż zamówienie.');
      if (order.paymentStatus === 'PAID') throw conflict('Zamówienie jest już opłacone.');
      transition('startPayment', order.status);
      // A started online payment is resumed, not duplicated.
      if (
        order.payment.provider === 'tpay' &&
        order.paymentStatus === 'PENDING' &&
        order.paymentUrl
      ) {
        return {
          provider: 'tpay' as const,
          redirectUrl: order.paymentUrl,
          transactionId: order.paymentTransactionId,
          instructions: null,
          message: 'Przekierowujemy do Tpay…',
        };
      }
      const start = await paymentProviders[order.payment.provider].start(ctx, order);
      const transactionId = start.transactionId;
      if (transactionId) {
        await ctx.db.transaction().execute(async (tx) => {
          const locked = (await loadSnapshot(tx, order.tenantId, order.id, true))!;
          transition('startPayment', locked.status);
          if (locked.revision !== order.revision)
            throw conflict('Zamówienie zmieniło się w trakcie. Spróbuj ponownie.');
          await markPaymentPending(tx, order.id, transactionId, start.redirectUrl);
          await addHistory(tx, {
            tenantId: order.tenantId,
            orderId: order.id,
            action: 'startPayment',
            from: locked.status,
            to: locked.status,
            userId: req.auth.userId,
            note: transactionId,
          });
        });
      }
      return start;
    },
  );

  // Tpay posts application/x-www-form-urlencoded; the raw text is kept because the JWS signs it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/api/payments/tpay/notification',
    { schema: { tags: ['Payments'], body: Type.String({ maxLength: 20_000 }) } },
    async (req, reply) => {
      const signature = req.headers['x-jws-signature'];
      await handleTpayNotification(
        ctx,
        req.body,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return reply.type('text/plain').send('TRUE');
    },
  );
}
