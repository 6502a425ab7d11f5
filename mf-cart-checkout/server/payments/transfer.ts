// Bank transfer and cash on delivery: nothing to call, the shop confirms by hand
// (MarkOrderAsConfirmed records a received transfer as paid).
import { userError, type ModuleContext } from '@armatura/shared-libs/server';
import type { PaymentProvider, TransferInstructions } from './provider.js';
import type { OrderSnapshot } from '../orders/snapshot.js';
import { formatPrice } from '@armatura/shared-libs/format';

/**
 * Whether the buyer may be given the transfer details now: not while the order waits for an
 * approver (it may be rejected, and a buyer who pays early would wait for a refund), nor once it
 * is rejected or cancelled (issue 14.8). They come with the acceptance.
 */
export const transferDetailsDue = (order: Pick<OrderSnapshot, 'kind' | 'status' | 'payment'>) =>
  order.kind === 'ORDER' &&
  order.payment?.provider === 'transfer' &&
  !['AWAITING_ACCEPTANCE', 'REJECTED', 'CANCELLED'].includes(order.status);

// The seller's account; SHOP_BANK_ACCOUNT / SHOP_NAME override the demo values.
export function transferInstructions(
  ctx: ModuleContext,
  order: OrderSnapshot,
): TransferInstructions {
  return {
    recipient:
      ctx.config.env.SHOP_NAME ?? 'Armatura sp. z o.o., ul. Marszałkowska 104/122, 00-017 Warszawa',
    bankAccount: ctx.config.env.SHOP_BANK_ACCOUNT ?? 'PL61 1090 1014 0000 0712 1981 2874',
    title: `Zamówienie ${order.number}`,
    amount: order.totals.gross,
    currency: order.currency,
  };
}

export const transferProvider: PaymentProvider = {
  provider: 'transfer',
  initialStatus: 'PENDING',
  async start(ctx, order) {
    return {
      provider: 'transfer',
      redirectUrl: null,
      transactionId: null,
      instructions: transferInstructions(ctx, order),
      message: 'Opłać zamówienie przelewem na podany rachunek. Wyślemy je po zaksięgowaniu wpłaty.',
    };
  },
};

export const codProvider: PaymentProvider = {
  provider: 'cod',
  initialStatus: 'NOT_REQUIRED',
  async start(_ctx, order) {
    throw userError(
      `To zamówienie opłacisz przy odbiorze przesyłki (${formatPrice(order.totals.gross)}).`,
    );
  },
};
