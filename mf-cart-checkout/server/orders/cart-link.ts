// Where orders meet the cart: consuming the cart at placement, and an offer turned into an order.
import { conflict, type ModuleContext } from '@armatura/shared-libs/server';
import type { Owner } from '../carts/repository.js';
import type { CheckoutExecutor } from '../lib/checkout-db.js';
import type { RequestedLine } from './lines.js';
import { addHistory, loadSnapshot } from './repository.js';
import { orderChanged } from './notify.js';

/**
 * Deletes the cart that was priced. If it is gone or changed meanwhile (another tab placed it, or
 * added a product), the placement is refused: no order is built from a cart nobody saw.
 */
export async function consumeCart(tx: CheckoutExecutor, owner: Owner, priced: RequestedLine[]) {
  const removed = await tx
    .deleteFrom('checkout.cart_items')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .returning(['product_id', 'qty'])
    .execute();
  const now = new Map(removed.map((r) => [r.product_id, Number(r.qty)]));
  const same = now.size === priced.length && priced.every((p) => now.get(p.productId) === p.qty);
  if (!same)
    throw conflict(
      removed.length === 0
        ? 'Koszyk jest pusty — to zamówienie zostało już złożone.'
        : 'Koszyk zmienił się w trakcie składania zamówienia. Sprawdź go i spróbuj ponownie.',
    );
  await tx
    .deleteFrom('checkout.cart_context')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
}

/** OFFER → CONVERTED, exactly once: a second order from the same offer is refused. */
export async function convertOffer(
  ctx: ModuleContext,
  tx: CheckoutExecutor,
  owner: Owner,
  offerId: number,
  orderId: number,
) {
  const offer = await loadSnapshot(tx, owner.tenantId, offerId, true);
  if (!offer || offer.buyerUserId !== owner.userId || offer.kind !== 'OFFER')
    throw conflict('Oferta, z której pochodzi koszyk, nie jest już dostępna.');
  if (offer.status !== 'OFFER')
    throw conflict('Ta oferta została już zamieniona na zamówienie lub anulowana.');
  await tx
    .updateTable('checkout.orders')
    .set({ status: 'CONVERTED', converted_order_id: orderId, updated_at: new Date() })
    .where('id', '=', offerId)
    .execute();
  await addHistory(tx, {
    tenantId: owner.tenantId,
    orderId: offerId,
    action: 'convert',
    from: 'OFFER',
    to: 'CONVERTED',
    userId: owner.userId,
  });
  await orderChanged(ctx, tx, (await loadSnapshot(tx, owner.tenantId, offerId))!, {
    from: 'OFFER',
    action: 'convert',
    actorUserId: owner.userId,
  });
}
