/**
 * What one row of /kontrakty/:id may offer (issue 14 #3). The price shown as payable is always the
 * caller's price from the server (pricing/compute.ts), the one the cart charges; the contract's own
 * price is named only while it is that price. An expired contract, or a product switched off in
 * it, offers nothing to add at the contract's price.
 */
import type { Contract, ContractProduct } from '@armatura/shared-libs/contracts';

export type ContractRowState =
  /** The contract price is what the buyer pays. */
  | 'contract'
  /** The contract applies, but a lower price they are entitled to (e.g. a promotion) wins. */
  | 'lower'
  /** The product is switched off in this contract. */
  | 'off'
  /** The contract has expired (or is not active): its prices no longer apply. */
  | 'expired';

export interface ContractRowView {
  state: ContractRowState;
  /** Whether the row offers the cart widget (at the payable price). */
  canAdd: boolean;
}

/** `payableNet`: the price the screens show and the cart charges (after DiscountsProduct). */
export function contractRowView(
  product: Pick<ContractProduct, 'contractPriceNet' | 'isAvailable'>,
  contract: Pick<Contract, 'isValid'> | null,
  payableNet: number,
): ContractRowView {
  if (!contract?.isValid) return { state: 'expired', canAdd: false };
  if (!product.isAvailable) return { state: 'off', canAdd: false };
  const isContractPrice = Math.abs(payableNet - product.contractPriceNet) < 0.005;
  return { state: isContractPrice ? 'contract' : 'lower', canAdd: true };
}
