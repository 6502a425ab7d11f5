/**
 * The tenant's rule for out-of-stock products (Product/GetOrderingRules: the commerce
 * configuration's `allowBackorders`), asked once per page load. Until it is known, and when the
 * call fails, nothing is offered beyond stock: the checkout would refuse such a line anyway.
 */
import { atom } from 'nanostores';
import { catalogApi } from '../api/catalog-api';

export const $allowBackorders = atom<boolean>(false);

let asked: Promise<void> | null = null;

export function loadOrderingRules(): Promise<void> {
  asked ??= catalogApi
    .getOrderingRules()
    .then((rules) => $allowBackorders.set(rules.allowBackorders === true))
    .catch((error: unknown) => {
      asked = null; // the next screen asks again
      console.warn('GetOrderingRules failed; out-of-stock products stay unavailable', error);
    });
  return asked;
}

/** What a product's stock lets a visitor do: buy it, order it, or only ask to be told. */
export type StockState = 'inStock' | 'backorder' | 'unavailable';

export function stockState(qtyAvailable: number, allowBackorders: boolean): StockState {
  if (qtyAvailable > 0) return 'inStock';
  return allowBackorders ? 'backorder' : 'unavailable';
}
