// Placing an order (and saving an offer) — one transaction, idempotent per key:
//   1. a key seen before returns that order (never a second one);
//   2. lines are priced by the catalogue now, delivery/payment/address checked (before the transaction);
//   3. in the transaction: insert the order (a concurrent twin with the same key waits on the unique
//      index and then finds the first), its lines, consume the cart (it must still be what was
//      priced), check and reserve the spending limit (serialised per user by the users domain),
//      turn the source offer into CONVERTED (once), history, events and e-mails.
import { conflict, userError, type ModuleContext } from '@armatura/shared-libs/server';
import type { IdentityUser } from '@armatura/shared-libs/contracts';
import { computeTotals } from '../domain/totals.js';
import { deliveryCharge } from '../lib/free-delivery.js';
import { getContext, listCart, type Owner } from '../carts/repository.js';
import { priceRequestedLines, type RequestedLine } from './lines.js';
import { resolveCheckout, type CheckoutInput, type ResolvedCheckout } from './checkout-input.js';
import { addHistory, findByKey, loadSnapshot, nextOrderId, replaceItems } from './repository.js';
import { approversFor } from './people.js';
import { orderPlaced } from './notify.js';
import { consumeCart, convertOffer } from './cart-link.js';
import { identityApi, limitsApi } from '../lib/deps.js';
import { paymentProviders } from '../payments/index.js';
import type { OrderSnapshot } from './snapshot.js';

export interface Caller {
  tenantId: number;
  userId: number | null;
}
export interface PlaceResult {
  order: OrderSnapshot;
  replayed: boolean;
}

async function replay(
  ctx: ModuleContext,
  caller: Caller,
  key: string,
): Promise<PlaceResult | null> {
  const found = await findByKey(ctx.db, caller.tenantId, key);
  if (!found) return null;
  if (found.buyerUserId !== caller.userId)
    throw conflict('Ten klucz zamówienia został już użyty. Odśwież stronę i spróbuj ponownie.');
  return { order: (await loadSnapshot(ctx.db, caller.tenantId, found.id))!, replayed: true };
}

async function buyerOf(ctx: ModuleContext, caller: Caller): Promise<IdentityUser> {
  const user = await identityApi(ctx).getUser(caller.tenantId, caller.userId!);
  if (!user) throw userError('Nie znaleziono Twojego konta.');
  return user;
}

export async function placeOrder(
  ctx: ModuleContext,
  caller: Caller,
  key: string,
  input: CheckoutInput & { items?: RequestedLine[] },
  kind: 'ORDER' | 'OFFER',
): Promise<PlaceResult> {
  const again = await replay(ctx, caller, key);
  if (again) return again;
  const owner: Owner | null =
    caller.userId !== null ? { tenantId: caller.tenantId, userId: caller.userId } : null;
  const cart = owner ? await listCart(ctx.db, owner) : null;
  const context = owner ? await getContext(ctx.db, owner) : { editingOrderId: null, offerId: null };
  if (context.editingOrderId)
    throw conflict(
      'W koszyku jest edytowane zamówienie. Zapisz zmiany w zamówieniu albo wyczyść koszyk.',
    );
  const requested: RequestedLine[] = cart
    ? cart.map((r) => ({ productId: r.productId, qty: r.qty, name: r.name }))
    : (input.items ?? []);
  const lines = await priceRequestedLines(ctx, caller, requested);

  let resolved: ResolvedCheckout | null = null;
  let approvers: IdentityUser[] = [];
  if (kind === 'ORDER') {
    resolved = await resolveCheckout(ctx, caller.tenantId, input);
    if (caller.userId !== null) approvers = await approversFor(ctx, caller.tenantId, caller.userId);
  } else if (!owner) throw userError('Zaloguj się, aby zapisać ofertę.');
  const buyer =
    resolved?.buyer ??
    (({ name, surname, email, phone }) => ({
      firstName: name,
      lastName: surname,
      email,
      phone: phone ?? '',
      isCompany: false,
    }))(await buyerOf(ctx, caller));
  // Free delivery from the configured threshold: the stored delivery says what was charged.
  if (resolved) {
    const goods = computeTotals(lines).gross;
    const charged = await deliveryCharge(ctx, caller.tenantId, resolved.delivery, goods);
    resolved = { ...resolved, delivery: charged };
  }
  const totals = computeTotals(
    lines,
    resolved ? { net: resolved.delivery.priceNet, vatRate: resolved.delivery.vatRate } : null,
  );
  const year = new Date().getFullYear();

  // The order a limit was reserved for, while its transaction runs (see the catch below).
  let reservedFor: number | null = null;
  const result = await ctx.db
    .transaction()
    .execute(async (tx) => {
      const id = await nextOrderId(tx);
      const provider = resolved ? paymentProviders[resolved.payment.provider] : null;
      const inserted = await tx
        .insertInto('checkout.orders')
        .values({
          id,
          tenant_id: caller.tenantId,
          number: `${kind === 'OFFER' ? 'OF' : 'ZAM'}/${year}/${String(id).padStart(6, '0')}`,
          kind,
          status: kind === 'OFFER' ? 'OFFER' : 'NEW',
          idempotency_key: key,
          buyer_user_id: caller.userId,
          buyer: JSON.stringify(buyer),
          delivery: resolved ? JSON.stringify(resolved.delivery) : null,
          delivery_address: resolved?.address ? JSON.stringify(resolved.address) : null,
          point_of_sale: resolved?.pointOfSale ? JSON.stringify(resolved.pointOfSale) : null,
          payment: resolved ? JSON.stringify(resolved.payment) : null,
          payment_status: provider?.initialStatus ?? 'NONE',
          total_net: totals.net,
          total_vat: totals.vat,
          total_gross: totals.gross,
          vat_breakdown: JSON.stringify(totals.byRate),
          comment: resolved?.comment ?? input.comment ?? null,
          source_offer_id: kind === 'ORDER' ? context.offerId : null,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null; // a twin request with this key committed first
      await replaceItems(tx, id, lines);
      if (owner) await consumeCart(tx, owner, requested);
      let status: OrderSnapshot['status'] = kind === 'OFFER' ? 'OFFER' : 'NEW';
      if (kind === 'ORDER' && caller.userId !== null) {
        const check = await limitsApi(ctx)?.checkAndReserve(tx, {
          tenantId: caller.tenantId,
          userId: caller.userId,
          amount: totals.gross,
          orderId: id,
          reserve: true,
        });
        reservedFor = id;
        if (check?.requiresAcceptance) status = 'AWAITING_ACCEPTANCE';
        await tx
          .updateTable('checkout.orders')
          .set({ status, approver_user_id: check?.limit?.approverUserId ?? null })
          .where('id', '=', id)
          .execute();
      }
      if (kind === 'ORDER' && context.offerId && owner)
        await convertOffer(ctx, tx, owner, context.offerId, id);
      await addHistory(tx, {
        tenantId: caller.tenantId,
        orderId: id,
        action: kind === 'OFFER' ? 'saveOffer' : 'create',
        from: null,
        to: status,
        userId: caller.userId,
      });
      const order = (await loadSnapshot(tx, caller.tenantId, id))!;
      await orderPlaced(ctx, tx, order, approvers);
      return order;
    })
    .catch(async (error: unknown) => {
      // With the users module in another process its reservation committed there, outside this
      // transaction: an order that never existed would count against the buyer's limit. In one
      // process the reservation rolled back with the order and the release finds nothing.
      if (reservedFor !== null) await releaseAfterFailure(ctx, caller.tenantId, reservedFor);
      throw error;
    });
  if (result) return { order: result, replayed: false };
  return (await replay(ctx, caller, key))!;
}

async function releaseAfterFailure(ctx: ModuleContext, tenantId: number, orderId: number) {
  try {
    await limitsApi(ctx)?.release(ctx.db, { tenantId, orderId });
  } catch (error) {
    // The placement's own error is the one to answer with; this one is for the operators.
    ctx.log.error({ err: error, orderId }, 'limit reservation of a failed order not released');
  }
}
