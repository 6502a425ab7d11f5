// Online payment through Tpay: creates a transaction for the order's gross amount and sends the
// buyer to Tpay's page. `hiddenDescription` ("tenant:order") comes back in the notification's tr_crc.
import { userError } from '@armatura/shared-libs/server';
import type { PaymentProvider } from '../provider.js';
import { commerceApi } from '../../lib/deps.js';
import { TpayClient } from './client.js';
import { orderLink } from '../../orders/tokens.js';

export const tpayProvider: PaymentProvider = {
  provider: 'tpay',
  initialStatus: 'PENDING',
  async start(ctx, order) {
    const config = await commerceApi(ctx).getTpayConfiguration(order.tenantId);
    if (!config?.isActive)
      throw userError(
        'Płatność online jest wyłączona w tym sklepie. Wybierz inną metodę płatności.',
      );
    const back = await orderLink(ctx, order.tenantId, order.id);
    const tx = await new TpayClient(config).createTransaction({
      amount: order.totals.gross,
      description: `Zamówienie ${order.number}`,
      hiddenDescription: `${order.tenantId}:${order.id}`,
      payer: {
        email: order.buyer.email,
        name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
      },
      successUrl: `${back}&platnosc=ok`,
      errorUrl: `${back}&platnosc=blad`,
      notificationUrl: config.notificationUrl,
    });
    return {
      provider: 'tpay',
      redirectUrl: tx.paymentUrl,
      transactionId: tx.title,
      instructions: null,
      message: 'Przekierowujemy do Tpay…',
    };
  },
};
