// Polish address and buyer rules used at checkout (polish-commerce.md): postal code NN-NNN,
// NIP with its checksum for company buyers. The rules are the contract's (checkout-order-input.ts),
// so the checkout form in the browser refuses exactly what the server does; ABP-style errors.
import {
  checkoutAddressProblems,
  checkoutBuyerProblems,
  type CheckoutAddress,
  type CheckoutBuyer,
} from '@armatura/shared-libs/contracts';
import { isValidNip } from '@armatura/shared-libs/format';

export { isValidNip };
export const normalizeNip = (raw: string) => raw.replace(/[\s-]/g, '').replace(/^PL/i, '');

export type AddressInput = CheckoutAddress;
export type BuyerInput = CheckoutBuyer;

export const validateBuyer = checkoutBuyerProblems;
export const validateAddress = checkoutAddressProblems;
