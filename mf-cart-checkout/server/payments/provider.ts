// One interface per way of paying. Placing an order never talks to a provider; PayForOrder does:
// transfer → the transfer details; cod → nothing to pay online; tpay → a redirect to Tpay's page.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { PaymentStart, TransferInstructions } from '@armatura/shared-libs/contracts';
import type { OrderSnapshot } from '../orders/snapshot.js';

// The start of a payment is what Order/PayForOrder answers: the contract's types (checkout-orders.ts).
export type { PaymentStart, TransferInstructions };

export interface PaymentProvider {
  readonly provider: PaymentStart['provider'];
  /** The payment status an order starts with when placed with this provider. */
  readonly initialStatus: 'PENDING' | 'NOT_REQUIRED';
  start(ctx: ModuleContext, order: OrderSnapshot): Promise<PaymentStart>;
}
