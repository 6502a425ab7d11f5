// The checkout API as the browser calls it (paths of endpoints.tsv; answers unwrapped from the
// ABP envelope). `silent`: the stores show errors themselves.
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';
import type { LocalCartItem } from './cart/local-cart';
import type {
  CartView,
  Confirmation,
  DeliveryOption,
  OrderDto,
  PaymentStart,
  PlaceInput,
  Placed,
  PointOfSale,
  RecentAddress,
  RequiresAcceptance,
  Summary,
} from './types';

const S = { silent: true } as const;

export const cartApi = {
  view: () => get<CartView>(appUrl('ShoppingCart/GetUserShoppingCarts'), undefined, S),
  totals: () =>
    get<{ totalPrice: number; quantity: number }>(
      appUrl('ShoppingCart/GetTotalUserShoppingCarts'),
      undefined,
      S,
    ),
  add: (productId: number, qty: number, priceNet?: number, priceGross?: number) =>
    post(appUrl('ShoppingCart/Create'), { productId, qty, priceNet, priceGross }, S),
  update: (id: number, qty: number) => put(appUrl('ShoppingCart/Update'), { id, qty }, S),
  remove: (id: number) => del(appUrl('ShoppingCart/Delete'), { id }, S),
  clear: () => del(appUrl('ShoppingCart/DeleteAll'), undefined, S),
  migrate: (items: LocalCartItem[]) =>
    post(
      appUrl('ShoppingCart/Migrate'),
      {
        items: items.map(({ productId, qty, priceNet, priceGross }) => ({
          productId,
          qty,
          priceNet,
          priceGross,
        })),
      },
      S,
    ),
  importCsv: (content: string) =>
    post<{
      imported: number;
      errors: { line: number; code: string; message: string }[];
      cart: CartView;
    }>(appUrl('ShoppingCart/Import'), { content }, S),
  editOrder: (orderId: number) =>
    post<CartView>(appUrl('ShoppingCart/AddOrderToShoppingCardToEdit'), { orderId }, S),
  addOffer: (orderId: number) =>
    post<CartView>(appUrl('ShoppingCart/AddOfferToShoppingCard'), { orderId }, S),
  summary: (
    items: { productId: number; qty: number }[] | undefined,
    deliveryMethodId: number | null,
  ) => post<Summary>(appUrl('ShoppingCart/GetCheckoutSummary'), { items, deliveryMethodId }, S),
};

export const checkoutApi = {
  deliveries: () =>
    get<{ items: DeliveryOption[] }>(appUrl('Delivery/GetUserDelivery'), undefined, S),
  pointsOfSale: () =>
    get<{ items: PointOfSale[] }>(appUrl('PointsOfSale/GetAll'), { maxResultCount: 100 }, S),
  recentAddresses: () =>
    get<{ items: RecentAddress[] }>(appUrl('Order/GetRecentAddresses'), undefined, S),
  requiresAcceptance: (deliveryMethodId: number | null) =>
    post<RequiresAcceptance>(
      appUrl('Order/CheckIfOrderRequiresAcceptance'),
      { deliveryMethodId: deliveryMethodId ?? undefined },
      S,
    ),
  create: (input: PlaceInput) => post<Placed>(appUrl('Order/Create'), input, S),
  edit: (orderId: number, input: Omit<PlaceInput, 'idempotencyKey' | 'items'>) =>
    post<OrderDto>(appUrl('Order/EditOrder'), { orderId, ...input }, S),
  saveOffer: (idempotencyKey: string) =>
    post<Placed>(appUrl('Order/SaveOffer'), { idempotencyKey }, S),
};

export const orderApi = {
  confirmation: (orderId: number | undefined, token: string | undefined) =>
    get<Confirmation>(appUrl('Order/GetOrderConfirmation'), { orderId, token }, S),
  pay: (orderId: number, token?: string) =>
    post<PaymentStart>(appUrl('Order/PayForOrder'), { orderId, token }, S),
  accept: (orderId: number | undefined, token: string | undefined) =>
    post<OrderDto>(appUrl('Order/AcceptOrder'), { orderId, token }, S),
  discard: (orderId: number | undefined, token: string | undefined, reason?: string) =>
    post<OrderDto>(appUrl('Order/DiscardOrder'), { orderId, token, reason }, S),
};
