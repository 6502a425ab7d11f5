// Order/AcceptOrder, DiscardOrder, MarkOrderAsConfirmed, GetOrderConfirmation. Accept and reject
// work signed in (approver) or through the e-mailed link (its token), so they carry no route
// permission: accessOrder decides who may act.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  forbidden,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  CheckoutOrderSchema,
  OrderConfirmationSchema,
  OrderDecisionSchema,
  OrderIdOrTokenSchema,
} from '@armatura/shared-libs/contracts';
import { accessOrder, type Access } from './access.js';
import { acceptOrder, cancelOrder, confirmOrder, rejectOrder } from './lifecycle.js';
import { canTransition } from '../domain/status.js';
import { orderHistory } from './repository.js';
import { transferDetailsDue, transferInstructions } from '../payments/transfer.js';
import { MANAGE_PERMISSION } from './people.js';

const P = '/api/services/app/Order';

/** The approver acting: the signed-in one, or the one the link was sent to. */
const deciderOf = (a: Access, userId: number | null) =>
  a.decision ? a.decision.approverUserId : userId!;

export async function lifecycleRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  // Typed from the contract's schemas: req.query/req.body are their Static types, no casts.
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    P + '/AcceptOrder',
    {
      schema: {
        tags: ['Order'],
        body: OrderDecisionSchema,
        response: { 200: envelope(CheckoutOrderSchema) },
      },
    },
    async (req) => {
      const b = req.body;
      const a = await accessOrder(ctx, req.auth, b.orderId, b.token);
      if (!a.isApprover)
        throw a.isBuyer
          ? forbidden('Nie możesz zaakceptować własnego zamówienia.')
          : forbidden('Nie możesz akceptować tego zamówienia.');
      return acceptOrder(
        ctx,
        a.order.tenantId,
        a.order.id,
        deciderOf(a, req.auth.userId),
        a.decision?.revision,
      );
    },
  );

  // The approver rejects (AWAITING_ACCEPTANCE → REJECTED); the buyer or the staff cancel.
  app.post(
    P + '/DiscardOrder',
    {
      schema: {
        tags: ['Order'],
        body: OrderDecisionSchema,
        response: { 200: envelope(CheckoutOrderSchema) },
      },
    },
    async (req) => {
      const b = req.body;
      const a = await accessOrder(ctx, req.auth, b.orderId, b.token);
      const reason = b.reason?.trim() || null;
      if (a.isApprover && !a.isBuyer && (a.decision || a.order.status === 'AWAITING_ACCEPTANCE')) {
        return rejectOrder(
          ctx,
          a.order.tenantId,
          a.order.id,
          deciderOf(a, req.auth.userId),
          reason,
          a.decision?.revision,
        );
      }
      if (!a.isBuyer && !a.isStaff) throw forbidden('Nie możesz anulować tego zamówienia.');
      return cancelOrder(ctx, a.order.tenantId, a.order.id, req.auth.userId, reason);
    },
  );

  app.post(
    P + '/MarkOrderAsConfirmed',
    {
      schema: {
        tags: ['Order'],
        body: OrderIdOrTokenSchema,
        response: { 200: envelope(CheckoutOrderSchema) },
      },
      config: { auth: true, permission: MANAGE_PERMISSION },
    },
    async (req) => {
      const a = await accessOrder(ctx, req.auth, req.body.orderId);
      return confirmOrder(ctx, a.order.tenantId, a.order.id, req.auth.userId!);
    },
  );

  app.get(
    P + '/GetOrderConfirmation',
    {
      schema: {
        tags: ['Order'],
        querystring: OrderIdOrTokenSchema,
        response: { 200: envelope(OrderConfirmationSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const a = await accessOrder(ctx, req.auth, q.orderId, q.token);
      const o = a.order;
      const payable =
        canTransition('startPayment', o.status) &&
        o.paymentStatus !== 'PAID' &&
        o.payment?.provider !== 'cod';
      const history = (await orderHistory(ctx.db, o.tenantId, o.id)).map((h) => ({
        action: h.action,
        fromStatus: h.from_status,
        toStatus: h.to_status,
        note: h.note,
        createdAt: new Date(h.created_at).toISOString(),
      }));
      return {
        order: o,
        transfer: transferDetailsDue(o) ? transferInstructions(ctx, o) : null,
        can: {
          pay: payable && (a.isBuyer || (!!q.token && !a.decision)),
          edit:
            a.isBuyer &&
            o.kind === 'ORDER' &&
            canTransition('edit', o.status) &&
            o.paymentStatus !== 'PAID' &&
            !(o.paymentTransactionId && o.paymentStatus === 'PENDING'),
          cancel:
            (a.isBuyer || a.isStaff) &&
            canTransition('cancel', o.status) &&
            o.paymentStatus !== 'PAID',
          accept: a.isApprover && o.status === 'AWAITING_ACCEPTANCE',
          reject: a.isApprover && o.status === 'AWAITING_ACCEPTANCE',
          confirm: a.isStaff && canTransition('confirm', o.status),
          toCart: a.isBuyer && o.kind === 'OFFER' && canTransition('convert', o.status),
        },
        history,
      };
    },
  );
}
