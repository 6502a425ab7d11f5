// The checkout API as the browser calls it (paths of endpoints.tsv; answers unwrapped from the
// ABP envelope). `silent`: the stores show errors themselves.
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';
import type { LocalCartItem } from './cart/local-cart';
import type {
  AddCartItem,
  CartBadge,
  CartItem,
  CartImportResult,
  CartView,
  CheckoutOrder,
  CheckoutSummary,
  DeliveryOption,
  EditOrder,
  MigrateCart,
  OrderConfirmation,
  PaymentStart,
  PlacedOrder,
  PlaceOrder,
  PointOfSale,
  RecentAddresses,
  RequiresAcceptance,
  UpdateCartItem,
} from '@armatura/shared-libs/contracts';

const S = { silent: true } as const;

export const cartApi = {
  view: () => get<CartView>(appUrl('ShoppingCart/GetUserShoppingCarts'), undefined, S),
  totals: () => get<CartBadge>(appUrl('ShoppingCart/GetTotalUserShoppingCarts'), undefined, S),
  add: (productId: number, qty: number, priceNet?: number, priceGross?: number) =>
    post<CartItem>(
      appUrl('ShoppingCart/Create'),
      { productId, qty, priceNet, priceGross } satisfies AddCartItem,
      S,
    ),
  update: (id: number, qty: number) =>
    put<CartItem>(appUrl('ShoppingCart/Update'), { id, qty } satisfies UpdateCartItem, S),
  remove: (id: number) => del(appUrl('ShoppingCart/Delete'), { id }, S),
  clear: () => del(appUrl('ShoppingCart/DeleteAll'), undefined, S),
  migrate: (items: LocalCartItem[]) => {
    const body: MigrateCart = {
      items: items.map(({ productId, qty, priceNet, priceGross }) => ({
        productId,
        qty,
        priceNet,
        priceGross,
      })),
    };
    return post<CartBadge>(appUrl('ShoppingCart/Migrate'), body, S);
  },
  importCsv: (content: string) =>
    post<CartImportResult>(appUrl('ShoppingCart/Import'), { content }, S),
  editOrder: (orderId: number) =>
    post<CartView>(appUrl('ShoppingCart/AddOrderToShoppingCardToEdit'), { orderId }, S),
  addOffer: (orderId: number) =>
    post<CartView>(appUrl('ShoppingCart/AddOfferToShoppingCard'), { orderId }, S),
  summary: (
    items: { productId: number; qty: number }[] | undefined,
    deliveryMethodId: number | null,
  ) =>
    post<CheckoutSummary>(
      appUrl('ShoppingCart/GetCheckoutSummary'),
      { items, deliveryMethodId },
      S,
    ),
};

export const checkoutApi = {
  deliveries: () =>
    get<{ items: DeliveryOption[] }>(appUrl('Delivery/GetUserDelivery'), undefined, S),
  pointsOfSale: () =>
    get<{ items: PointOfSale[] }>(appUrl('PointsOfSale/GetAll'), { maxResultCount: 100 }, S),
  recentAddresses: () => get<RecentAddresses>(appUrl('Order/GetRecentAddresses'), undefined, S),
  requiresAcceptance: (deliveryMethodId: number | null) =>
    post<RequiresAcceptance>(
      appUrl('Order/CheckIfOrderRequiresAcceptance'),
      { deliveryMethodId: deliveryMethodId ?? undefined },
      S,
    ),
  create: (input: PlaceOrder) => post<PlacedOrder>(appUrl('Order/Create'), input, S),
  edit: (orderId: number, input: Omit<EditOrder, 'orderId'>) =>
    post<CheckoutOrder>(appUrl('Order/EditOrder'), { orderId, ...input }, S),
  saveOffer: (idempotencyKey: string) =>
    post<PlacedOrder>(appUrl('Order/SaveOffer'), { idempotencyKey }, S),
};

export const orderApi = {
  confirmation: (orderId: number | undefined, token: string | undefined) =>
    get<OrderConfirmation>(appUrl('Order/GetOrderConfirmation'), { orderId, token }, S),
  pay: (orderId: number, token?: string) =>
    post<PaymentStart>(appUrl('Order/PayForOrder'), { orderId, token }, S),
  accept: (orderId: number | undefined, token: string | undefined) =>
    post<CheckoutOrder>(appUrl('Order/AcceptOrder'), { orderId, token }, S),
  discard: (orderId: number | undefined, token: string | undefined, reason?: string) =>
    post<CheckoutOrder>(appUrl('Order/DiscardOrder'), { orderId, token, reason }, S),
};
