// Integration events and e-mails of an order change, written to the outbox in the same
// transaction as the change: they exist exactly when the change was committed.
//   order.placed        {tenantId, order}                               — on Create / SaveOffer
//   order.statusChanged {tenantId, orderId, number, from, to, action, actorUserId, note, at, order}
// `order` is the full snapshot, so the account domain keeps its own read model. Names and payload
// types are the contract's (shared-libs/src/contracts/order-events.ts).
// Every link token in a mail (view, accept, reject) is a bearer credential: it goes through
// requestMail as a sealed secret, so the outbox and the e-mail log only ever hold a placeholder.
import {
  requestMail,
  secretPlaceholder,
  type Executor,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import {
  ORDER_PLACED,
  ORDER_STATUS_CHANGED,
  type IdentityUser,
  type OrderAction,
  type OrderPlacedEvent,
  type OrderSnapshot,
  type OrderStatus,
  type OrderStatusChangedEvent,
} from '@armatura/shared-libs/contracts';
import { acceptanceRequestMail, confirmationMail, statusMail, type OrderMail } from './mails.js';
import { DECISION_TOKEN_DAYS, issueDecisionToken, issueViewToken, publicUrl } from './tokens.js';
import { transferDetailsDue, transferInstructions } from '../payments/transfer.js';

async function mail(
  ctx: ModuleContext,
  tx: Executor,
  tenantId: number,
  to: string,
  m: OrderMail,
  secrets: Record<string, string>,
) {
  await requestMail(ctx, tx, { tenantId, to, template: m.template, data: m.data, secrets });
}

/** The order page without signing in (as tokens.orderLink), its token as the `viewToken` secret. */
async function viewLink(ctx: ModuleContext, order: OrderSnapshot) {
  const token = await issueViewToken(ctx, { tenantId: order.tenantId, orderId: order.id });
  return {
    url: `${publicUrl(ctx)}/zamowienia/potwierdzenie?orderId=${order.id}&token=${secretPlaceholder('viewToken')}`,
    secrets: { viewToken: encodeURIComponent(token) },
  };
}

/** Approvers get one pair of links each, tied to this revision of the order. */
export async function requestAcceptance(
  ctx: ModuleContext,
  tx: Executor,
  order: OrderSnapshot,
  approvers: IdentityUser[],
) {
  const base = publicUrl(ctx);
  const token = secretPlaceholder('decisionToken');
  for (const a of approvers) {
    const decisionToken = encodeURIComponent(
      await issueDecisionToken(ctx, {
        tenantId: order.tenantId,
        orderId: order.id,
        approverUserId: a.id,
        revision: order.revision,
      }),
    );
    const text = acceptanceRequestMail(
      order,
      a.name,
      `${base}/zamowienia/akceptacja?token=${token}`,
      `${base}/zamowienia/odrzuc?token=${token}`,
      DECISION_TOKEN_DAYS,
    );
    await mail(ctx, tx, order.tenantId, a.email, text, { decisionToken });
  }
}

export async function orderPlaced(
  ctx: ModuleContext,
  tx: Executor,
  order: OrderSnapshot,
  approvers: IdentityUser[],
) {
  await ctx.events.publish<OrderPlacedEvent>(tx, {
    type: ORDER_PLACED,
    payload: { tenantId: order.tenantId, order },
    tenantId: order.tenantId,
  });
  if (order.kind === 'OFFER') return;
  const link = await viewLink(ctx, order);
  await mail(
    ctx,
    tx,
    order.tenantId,
    order.buyer.email,
    confirmationMail(
      order,
      link.url,
      transferDetailsDue(order) ? transferInstructions(ctx, order) : null,
    ),
    link.secrets,
  );
  if (order.status === 'AWAITING_ACCEPTANCE') await requestAcceptance(ctx, tx, order, approvers);
}

const MAILED_ACTIONS = new Set(['accept', 'reject', 'cancel', 'paid', 'confirm']);

export async function orderChanged(
  ctx: ModuleContext,
  tx: Executor,
  order: OrderSnapshot,
  change: {
    from: OrderStatus;
    action: OrderAction;
    actorUserId: number | null;
    note?: string | null;
    approvers?: IdentityUser[];
  },
) {
  await ctx.events.publish<OrderStatusChangedEvent>(tx, {
    type: ORDER_STATUS_CHANGED,
    payload: {
      tenantId: order.tenantId,
      orderId: order.id,
      number: order.number,
      from: change.from,
      to: order.status,
      action: change.action,
      actorUserId: change.actorUserId,
      note: change.note ?? null,
      at: order.updatedAt,
      order,
    },
    tenantId: order.tenantId,
  });
  if (order.kind === 'ORDER' && MAILED_ACTIONS.has(change.action)) {
    const link = await viewLink(ctx, order);
    const m = statusMail(order, link.url);
    if (m) await mail(ctx, tx, order.tenantId, order.buyer.email, m, link.secrets);
  }
  if (change.action === 'edit' && order.status === 'AWAITING_ACCEPTANCE' && change.approvers)
    await requestAcceptance(ctx, tx, order, change.approvers);
}
