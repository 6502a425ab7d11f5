// Editing a placed order goes through the cart: AddOrderToShoppingCardToEdit loads its lines into
// the editor's cart, the person changes the cart, EditOrder writes it back. The buyer may edit
// while the order is not paid (and no online payment is under way); an approver may edit an order
// waiting for them. The new total is checked against the BUYER's limit again.
import { conflict, notFound, userError, type ModuleContext } from '@armatura/shared-libs/server';
import { canTransition, transition } from '../domain/status.js';
import { computeTotals } from '../domain/totals.js';
import {
  clearCart,
  getContext,
  listCart,
  setContext,
  upsertLine,
  type Owner,
} from '../carts/repository.js';
import { addHistory, loadSnapshot, replaceItems } from './repository.js';
import { priceRequestedLines } from './lines.js';
import { resolveCheckout, type CheckoutInput } from './checkout-input.js';
import { approversFor, mayDecide } from './people.js';
import { consumeCart } from './cart-link.js';
import { orderNotFound } from './access.js';
import { orderChanged } from './notify.js';
import { limitsApi } from '../lib/deps.js';
import { paymentProviders } from '../payments/index.js';
import type { OrderSnapshot } from './snapshot.js';

async function editableBy(
  ctx: ModuleContext,
  editor: Owner,
  order: OrderSnapshot | null,
): Promise<OrderSnapshot> {
  // Who may edit is decided first, and someone else's order answers like a missing one: no status
  // or payment detail of an order the editor may not touch comes back in an error.
  if (!order || order.kind !== 'ORDER') throw orderNotFound();
  const isBuyer = order.buyerUserId === editor.userId;
  const isApprover =
    order.status === 'AWAITING_ACCEPTANCE' &&
    (await mayDecide(ctx, editor.tenantId, editor.userId, order.buyerUserId, order.approverUserId));
  if (!isBuyer && !isApprover) throw orderNotFound();
  if (!canTransition('edit', order.status)) transition('edit', order.status);
  if (order.paymentStatus === 'PAID') throw conflict('Opłaconego zamówienia nie można edytować.');
  if (order.paymentTransactionId && order.paymentStatus === 'PENDING')
    throw conflict('Płatność za to zamówienie została rozpoczęta — nie można go już edytować.');
  return order;
}

/** Replaces the editor's cart with the order's lines (at their current prices) and marks the cart as this order's. */
export async function loadOrderIntoCart(ctx: ModuleContext, editor: Owner, orderId: number) {
  const order = await editableBy(ctx, editor, await loadSnapshot(ctx.db, editor.tenantId, orderId));
  await ctx.db.transaction().execute(async (tx) => {
    await clearCart(tx, editor);
    for (const i of order.items)
      await upsertLine(tx, editor, {
        productId: i.productId,
        qty: i.qty,
        priceNet: i.priceNet,
        priceGross: i.priceGross,
        name: i.name,
        code: i.code,
        unit: i.unit,
      });
    await setContext(tx, editor, { editingOrderId: order.id, offerId: null });
  });
}

export async function editOrder(
  ctx: ModuleContext,
  editor: Owner,
  orderId: number,
  input: Partial<CheckoutInput>,
): Promise<OrderSnapshot> {
  const order = await editableBy(ctx, editor, await loadSnapshot(ctx.db, editor.tenantId, orderId));
  const context = await getContext(ctx.db, editor);
  if (context.editingOrderId !== orderId)
    throw conflict('Najpierw wczytaj to zamówienie do koszyka do edycji.');
  const cart = await listCart(ctx.db, editor);
  const requested = cart.map((r) => ({ productId: r.productId, qty: r.qty, name: r.name }));
  const buyerCaller = { tenantId: editor.tenantId, userId: order.buyerUserId };
  const lines = await priceRequestedLines(ctx, buyerCaller, requested);
  const resolved = await resolveCheckout(ctx, editor.tenantId, {
    deliveryMethodId: input.deliveryMethodId ?? order.delivery!.id,
    paymentMethodId: input.paymentMethodId ?? order.payment!.id,
    pointOfSaleId: input.pointOfSaleId ?? order.pointOfSale?.id ?? null,
    buyer: input.buyer ?? order.buyer,
    address: input.address ?? order.deliveryAddress,
    comment: input.comment ?? order.comment,
  });
  const totals = computeTotals(lines, {
    net: resolved.delivery.priceNet,
    vatRate: resolved.delivery.vatRate,
  });
  const approvers =
    order.buyerUserId !== null ? await approversFor(ctx, editor.tenantId, order.buyerUserId) : [];

  return ctx.db.transaction().execute(async (tx) => {
    const locked = (await loadSnapshot(tx, editor.tenantId, orderId, true))!;
    if (locked.revision !== order.revision)
      throw conflict('Zamówienie zostało w międzyczasie zmienione. Wczytaj je ponownie.');
    transition('edit', locked.status);
    const check =
      locked.buyerUserId !== null
        ? await limitsApi(ctx)?.checkAndReserve(tx, {
            tenantId: editor.tenantId,
            userId: locked.buyerUserId,
            amount: totals.gross,
            orderId,
            reserve: true,
          })
        : null;
    const to = transition('edit', locked.status, check?.requiresAcceptance ?? false);
    await replaceItems(tx, orderId, lines);
    await tx
      .updateTable('checkout.orders')
      .set({
        status: to,
        revision: locked.revision + 1,
        updated_at: new Date(),
        buyer: JSON.stringify(resolved.buyer),
        delivery: JSON.stringify(resolved.delivery),
        delivery_address: resolved.address ? JSON.stringify(resolved.address) : null,
        point_of_sale: resolved.pointOfSale ? JSON.stringify(resolved.pointOfSale) : null,
        payment: JSON.stringify(resolved.payment),
        payment_status: paymentProviders[resolved.payment.provider].initialStatus,
        payment_transaction_id: null,
        payment_url: null,
        total_net: totals.net,
        total_vat: totals.vat,
        total_gross: totals.gross,
        vat_breakdown: JSON.stringify(totals.byRate),
        comment: resolved.comment,
        approver_user_id: check?.limit?.approverUserId ?? locked.approverUserId,
      })
      .where('id', '=', orderId)
      .execute();
    await consumeCart(tx, editor, requested);
    await addHistory(tx, {
      tenantId: editor.tenantId,
      orderId,
      action: 'edit',
      from: locked.status,
      to,
      userId: editor.userId,
    });
    const after = (await loadSnapshot(tx, editor.tenantId, orderId))!;
    await orderChanged(ctx, tx, after, {
      from: locked.status,
      action: 'edit',
      actorUserId: editor.userId,
      approvers,
    });
    return after;
  });
}

/** Puts an offer's lines into the owner's cart; placing that cart turns the offer into an order. */
export async function loadOfferIntoCart(ctx: ModuleContext, owner: Owner, offerId: number) {
  const offer = await loadSnapshot(ctx.db, owner.tenantId, offerId);
  if (!offer || offer.kind !== 'OFFER' || offer.buyerUserId !== owner.userId)
    throw notFound('Nie znaleziono oferty.');
  if (offer.status !== 'OFFER')
    throw conflict('Ta oferta została już zamieniona na zamówienie lub anulowana.');
  const context = await getContext(ctx.db, owner);
  if (context.editingOrderId)
    throw userError('W koszyku jest edytowane zamówienie. Zapisz je albo wyczyść koszyk.');
  await ctx.db.transaction().execute(async (tx) => {
    for (const i of offer.items)
      await upsertLine(tx, owner, {
        productId: i.productId,
        qty: i.qty,
        priceNet: i.priceNet,
        priceGross: i.priceGross,
        name: i.name,
        code: i.code,
        unit: i.unit,
      });
    await setContext(tx, owner, { editingOrderId: null, offerId });
  });
}
