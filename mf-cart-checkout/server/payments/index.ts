import type { PaymentProvider } from './provider.js';
import { codProvider, transferProvider } from './transfer.js';
import { tpayProvider } from './tpay/provider.js';

export const paymentProviders: Record<PaymentProvider['provider'], PaymentProvider> = {
  transfer: transferProvider,
  cod: codProvider,
  tpay: tpayProvider,
};
