// Tpay's server-to-server notification. Nothing in it is trusted before the JWS signature is
// verified; a notification seen before (same transaction, status and amount: Tpay's retries)
// changes nothing again.
// Outcomes are recorded in checkout.payment_notifications for the staff.
import { AppError, userError, type ModuleContext } from '@armatura/shared-libs/server';
import { commerceApi } from '../../lib/deps.js';
import { verifyTpayJws } from './jws.js';
import { loadSnapshot } from '../../orders/repository.js';
import { markPaid } from '../../orders/lifecycle.js';
import { checkoutDb } from '../../lib/checkout-db.js';

export async function handleTpayNotification(
  ctx: ModuleContext,
  rawBody: string,
  signature: string | undefined,
): Promise<string> {
  const form = new URLSearchParams(rawBody);
  const [tenantText, orderText] = (form.get('tr_crc') ?? '').split(':');
  const tenantId = Number(tenantText),
    orderId = Number(orderText);
  if (!Number.isInteger(tenantId) || !Number.isInteger(orderId) || tenantId < 1 || orderId < 1)
    throw userError('Powiadomienie nie wskazuje zamówienia.');
  const config = await commerceApi(ctx).getTpayConfiguration(tenantId);
  if (!config) throw userError('Płatności Tpay nie są skonfigurowane.');
  const check = await verifyTpayJws(signature, rawBody, config.jwsCertificateUrl);
  if (!check.valid) {
    ctx.log.warn({ reason: check.reason, orderId }, 'rejected Tpay notification');
    throw new AppError('Nieprawidłowy podpis powiadomienia.', 400, check.reason);
  }
  if (config.merchantId && form.get('id') !== config.merchantId)
    throw userError('Powiadomienie dotyczy innego sprzedawcy.');

  const trId = form.get('tr_id') ?? '';
  const status = form.get('tr_status') ?? '';
  const paid = Number(form.get('tr_paid') ?? form.get('tr_amount') ?? 0);
  const db = checkoutDb(ctx);
  return db.transaction().execute(async (tx) => {
    const order = await loadSnapshot(tx, tenantId, orderId, true);
    if (!order) throw userError('Powiadomienie nie wskazuje zamówienia.');
    const seen = await tx
      .insertInto('checkout.payment_notifications')
      .values({
        tenant_id: tenantId,
        order_id: orderId,
        provider: 'tpay',
        transaction_id: trId,
        status,
        amount: Number.isFinite(paid) ? paid : 0,
        payload: JSON.stringify(Object.fromEntries(form)),
        outcome: 'RECEIVED',
      })
      .onConflict((oc) =>
        oc.columns(['provider', 'transaction_id', 'status', 'amount']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!seen) return 'DUPLICATE';
    let outcome: string;
    if (order.paymentTransactionId !== trId) outcome = 'UNKNOWN_TRANSACTION';
    else if (status === 'TRUE') {
      if (Math.round(paid * 100) < Math.round(order.totals.gross * 100)) outcome = 'AMOUNT_TOO_LOW';
      else if (order.status !== 'NEW')
        outcome =
          order.status === 'PAID' || order.paymentStatus === 'PAID'
            ? 'ALREADY_PAID'
            : 'ORDER_NOT_PAYABLE';
      else {
        await markPaid(ctx, tx, order);
        outcome = 'PAID';
      }
    } else if (status === 'FALSE') {
      await tx
        .updateTable('checkout.orders')
        .set({ payment_status: 'FAILED', updated_at: new Date() })
        .where('id', '=', orderId)
        .where('payment_status', '=', 'PENDING')
        .execute();
      outcome = 'FAILED';
    } else outcome = status === 'CHARGEBACK' ? 'CHARGEBACK' : 'IGNORED';
    await tx
      .updateTable('checkout.payment_notifications')
      .set({ outcome })
      .where('id', '=', seen.id)
      .execute();
    if (outcome !== 'PAID')
      ctx.log.warn({ orderId, trId, status, outcome }, 'Tpay notification needs attention');
    return outcome;
  });
}
