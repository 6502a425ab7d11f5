// Integration events and e-mails of an order change, written to the outbox in the same
// transaction as the change: they exist exactly when the change was committed.
//   order.placed        {tenantId, order}                               — on Create / SaveOffer
//   order.statusChanged {tenantId, orderId, number, from, to, action, actorUserId, at, order}
// `order` is the full snapshot, so the account domain keeps its own read model.
import type { Executor, ModuleContext } from '@armatura/shared-libs/server';
import { MAIL_REQUESTED, type IdentityUser, type MailRequested } from '@armatura/shared-libs/contracts';
import type { OrderSnapshot } from './snapshot.js';
import type { OrderStatus } from '../domain/status.js';
import { acceptanceRequestMail, confirmationMail, statusMail, type MailText } from './mails.js';
import { DECISION_TOKEN_DAYS, issueDecisionToken, orderLink, publicUrl } from './tokens.js';
import { transferText } from '../payments/transfer.js';

export const ORDER_PLACED = 'order.placed';
export const ORDER_STATUS_CHANGED = 'order.statusChanged';

async function mail(ctx: ModuleContext, tx: Executor, tenantId: number, to: string, m: MailText) {
  const payload: MailRequested = { tenantId, to, subject: m.subject, text: m.text, template: m.template };
  await ctx.events.publish(tx, { type: MAIL_REQUESTED, payload, tenantId });
}

/** Approvers get one pair of links each, tied to this revision of the order. */
export async function requestAcceptance(ctx: ModuleContext, tx: Executor, order: OrderSnapshot, approvers: IdentityUser[]) {
  for (const a of approvers) {
    const token = encodeURIComponent(await issueDecisionToken(ctx, { tenantId: order.tenantId, orderId: order.id, approverUserId: a.id, revision: order.revision }));
    const base = publicUrl(ctx);
    await mail(ctx, tx, order.tenantId, a.email, acceptanceRequestMail(order, a.name, `${base}/zamowienia/akceptacja?token=${token}`, `${base}/zamowienia/odrzuc?token=${token}`, DECISION_TOKEN_DAYS));
  }
}

export async function orderPlaced(ctx: ModuleContext, tx: Executor, order: OrderSnapshot, approvers: IdentityUser[]) {
  await ctx.events.publish(tx, { type: ORDER_PLACED, payload: { tenantId: order.tenantId, order }, tenantId: order.tenantId });
  if (order.kind === 'OFFER') return;
  const link = await orderLink(ctx, order.tenantId, order.id);
  await mail(ctx, tx, order.tenantId, order.buyer.email, confirmationMail(order, link, order.payment?.provider === 'transfer' ? transferText(ctx, order) : null));
  if (order.status === 'AWAITING_ACCEPTANCE') await requestAcceptance(ctx, tx, order, approvers);
}

const MAILED_ACTIONS = new Set(['accept', 'reject', 'cancel', 'paid', 'confirm']);

export async function orderChanged(ctx: ModuleContext, tx: Executor, order: OrderSnapshot, change: { from: OrderStatus; action: string; actorUserId: number | null; approvers?: IdentityUser[] }) {
  await ctx.events.publish(tx, {
    type: ORDER_STATUS_CHANGED,
    payload: { tenantId: order.tenantId, orderId: order.id, number: order.number, from: change.from, to: order.status, action: change.action, actorUserId: change.actorUserId, at: order.updatedAt, order },
    tenantId: order.tenantId,
  });
  if (order.kind === 'ORDER' && MAILED_ACTIONS.has(change.action)) {
    const m = statusMail(order, await orderLink(ctx, order.tenantId, order.id));
    if (m) await mail(ctx, tx, order.tenantId, order.buyer.email, m);
  }
  if (change.action === 'edit' && order.status === 'AWAITING_ACCEPTANCE' && change.approvers) await requestAcceptance(ctx, tx, order, change.approvers);
}
