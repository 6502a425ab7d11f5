// Status changes after placement. Each runs in one transaction on the locked order row: the
// transition table decides whether the change is allowed from the status the row has NOW (so two
// approvers clicking at once cannot both win), and events + mails are written in the same commit.
import {
  conflict,
  notFound,
  type Executor,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import { transition, type OrderAction, type OrderStatus } from '../domain/status.js';
import { addHistory, loadSnapshot } from './repository.js';
import { orderChanged } from './notify.js';
import { limitsApi } from '../lib/deps.js';
import type { OrderSnapshot } from './snapshot.js';

interface Change {
  tenantId: number;
  orderId: number;
  action: OrderAction;
  actorUserId: number | null;
  note?: string | null;
  /** Extra checks on the locked order (throw to refuse), and the columns to set besides the status. */
  guard?: (order: OrderSnapshot) => void;
  set?: (order: OrderSnapshot) => Record<string, unknown>;
  /** More work in the same transaction, after the status was written. */
  effect?: (tx: Executor, order: OrderSnapshot) => Promise<void>;
}

async function apply(
  ctx: ModuleContext,
  tx: Executor,
  order: OrderSnapshot,
  c: Change,
): Promise<OrderSnapshot> {
  const to = transition(c.action, order.status);
  c.guard?.(order);
  await tx
    .updateTable('checkout.orders')
    .set({ status: to, updated_at: new Date(), ...(c.set?.(order) ?? {}) })
    .where('tenant_id', '=', c.tenantId)
    .where('id', '=', order.id)
    .execute();
  if (to === 'REJECTED' || to === 'CANCELLED')
    await limitsApi(ctx)?.release(tx, { tenantId: c.tenantId, orderId: order.id });
  await c.effect?.(tx, order);
  await addHistory(tx, {
    tenantId: c.tenantId,
    orderId: order.id,
    action: c.action,
    from: order.status,
    to,
    userId: c.actorUserId,
    note: c.note,
  });
  const after = (await loadSnapshot(tx, c.tenantId, order.id))!;
  await orderChanged(ctx, tx, after, {
    from: order.status,
    action: c.action,
    actorUserId: c.actorUserId,
    note: c.note,
  });
  return after;
}

export function changeStatus(ctx: ModuleContext, c: Change): Promise<OrderSnapshot> {
  return ctx.db.transaction().execute(async (tx) => {
    const order = await loadSnapshot(tx, c.tenantId, c.orderId, true);
    if (!order) throw notFound('Nie znaleziono zamówienia.');
    return apply(ctx, tx, order, c);
  });
}

export const acceptOrder = (
  ctx: ModuleContext,
  tenantId: number,
  orderId: number,
  approverUserId: number,
  revision?: number,
) =>
  changeStatus(ctx, {
    tenantId,
    orderId,
    action: 'accept',
    actorUserId: approverUserId,
    guard: (o) => {
      if (o.buyerUserId === approverUserId)
        throw conflict('Nie możesz zaakceptować własnego zamówienia.');
      if (revision !== undefined && o.revision !== revision)
        throw conflict(
          'Zamówienie zmieniło się od wysłania tego linku. Użyj linku z najnowszej wiadomości.',
        );
    },
    set: () => ({ accepted_by_user_id: approverUserId, accepted_at: new Date() }),
    // The approver covers the excess; if the order fits the limit by now (new period, raised
    // limit) it is charged to it like any other order.
    effect: async (tx, o) => {
      if (o.buyerUserId !== null)
        await limitsApi(ctx)?.checkAndReserve(tx, {
          tenantId,
          userId: o.buyerUserId,
          amount: o.totals.gross,
          orderId: o.id,
          reserve: true,
        });
    },
  });

export const rejectOrder = (
  ctx: ModuleContext,
  tenantId: number,
  orderId: number,
  approverUserId: number,
  reason: string | null,
  revision?: number,
) =>
  changeStatus(ctx, {
    tenantId,
    orderId,
    action: 'reject',
    actorUserId: approverUserId,
    note: reason,
    guard: (o) => {
      if (o.buyerUserId === approverUserId)
        throw conflict('Nie możesz odrzucić własnego zamówienia — możesz je anulować.');
      if (revision !== undefined && o.revision !== revision)
        throw conflict(
          'Zamówienie zmieniło się od wysłania tego linku. Użyj linku z najnowszej wiadomości.',
        );
    },
    set: () => ({ rejected_by_user_id: approverUserId, rejection_reason: reason }),
  });

export const cancelOrder = (
  ctx: ModuleContext,
  tenantId: number,
  orderId: number,
  actorUserId: number | null,
  reason: string | null,
) =>
  changeStatus(ctx, {
    tenantId,
    orderId,
    action: 'cancel',
    actorUserId,
    note: reason,
    guard: (o) => {
      if (o.paymentStatus === 'PAID')
        throw conflict('Opłaconego zamówienia nie można anulować. Skontaktuj się ze sklepem.');
    },
  });

/** Staff confirm an order for fulfilment; a transfer is thereby recorded as received. Tpay must have paid first. */
export const confirmOrder = (
  ctx: ModuleContext,
  tenantId: number,
  orderId: number,
  actorUserId: number,
) =>
  changeStatus(ctx, {
    tenantId,
    orderId,
    action: 'confirm',
    actorUserId,
    guard: (o) => {
      if (o.payment?.provider === 'tpay' && o.paymentStatus !== 'PAID')
        throw conflict(
          'Zamówienie opłacane online można potwierdzić dopiero po otrzymaniu płatności.',
        );
    },
    set: (o) =>
      o.payment?.provider === 'transfer' && o.paymentStatus !== 'PAID'
        ? { payment_status: 'PAID', paid_at: new Date() }
        : {},
  });

/** A verified payment notification, inside the notification's transaction (order already locked). */
export const markPaid = (ctx: ModuleContext, tx: Executor, order: OrderSnapshot) =>
  apply(ctx, tx, order, {
    tenantId: order.tenantId,
    orderId: order.id,
    action: 'paid',
    actorUserId: null,
    set: () => ({ payment_status: 'PAID', paid_at: new Date() }),
  });

export type { OrderStatus };
