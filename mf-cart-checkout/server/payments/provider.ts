// One interface per way of paying. Placing an order never talks to a provider; PayForOrder does:
// transfer → the transfer details; cod → nothing to pay online; tpay → a redirect to Tpay's page.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { OrderSnapshot } from '../orders/snapshot.js';

export interface TransferInstructions {
  recipient: string;
  bankAccount: string;
  title: string;
  amount: number;
  currency: string;
}

export interface PaymentStart {
  provider: 'transfer' | 'cod' | 'tpay';
  /** Where to send the buyer (online payment), else null. */
  redirectUrl: string | null;
  /** The provider's transaction (Tpay title, carried by its notifications as tr_id). */
  transactionId: string | null;
  instructions: TransferInstructions | null;
  message: string;
}

export interface PaymentProvider {
  readonly provider: PaymentStart['provider'];
  /** The payment status an order starts with when placed with this provider. */
  readonly initialStatus: 'PENDING' | 'NOT_REQUIRED';
  start(ctx: ModuleContext, order: OrderSnapshot): Promise<PaymentStart>;
}
