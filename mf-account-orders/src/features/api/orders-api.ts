// The order-history calls of the account API, typed with the API's own contract
// (shared-libs/src/contracts/account-orders.ts), and the two cart calls of the checkout team that
// 'edit' and 'repeat order' use (over HTTP: the teams meet only at runtime, ARCHITECTURE.md §1).
import type {
  OrderDetails,
  OrderElementPage,
  OrderHistory,
  OrderListQuery,
  OrderPage,
} from '@armatura/shared-libs/contracts';
import { appUrl, get, post, postBlob } from '@armatura/shared-libs/http';

const S = { silent: true } as const;

export const ordersApi = {
  list: (query: OrderListQuery) => get<OrderPage>(appUrl('Order/GetAll'), query, S),
  get: (id: number) => get<OrderDetails>(appUrl('Order/Get'), { id }, S),
  elements: (orderId: number, skipCount: number, maxResultCount: number) =>
    get<OrderElementPage>(
      appUrl('Order/GetOrderElements'),
      { orderId, skipCount, maxResultCount },
      S,
    ),
  history: (orderId: number) =>
    get<OrderHistory>(appUrl('Order/GetOrderChangeHistories'), { orderId }, S),
  pdf: (orderId: number) => postBlob(appUrl('Order/GeneratePdf'), { orderId }, S),
};

/** mf-cart-checkout's ShoppingCart calls (its server README): the answer is its cart view. */
export const cartCallsApi = {
  /** Replaces the caller's cart with the order's lines; placing it then saves the order (EditOrder). */
  loadOrderToEdit: (orderId: number) =>
    post<unknown>(appUrl('ShoppingCart/AddOrderToShoppingCardToEdit'), { orderId }, S),
  /** One line into the cart (merged with the same product); the server prices it. */
  addLine: (productId: number, qty: number) =>
    post<unknown>(appUrl('ShoppingCart/Create'), { productId, qty }, S),
};
