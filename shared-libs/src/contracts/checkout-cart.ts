// The checkout domain's cart API (mf-cart-checkout `ShoppingCart/*`, the checkout summary): the one
// contract. The routes validate with these schemas (and get `req.body`/`req.query` types from them
// through the TypeBox type provider); the checkout remote types its client with the `Static` types.
// TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { MAX_QUANTITY } from '../constants.js';
import { Id, Money, Nullable, Quantity } from './schema-kit.js';

/** A quantity a browser kept (local cart, summary lines): 0 is allowed there and skipped by the server. */
const KeptQuantity = Type.Number({ minimum: 0, maximum: MAX_QUANTITY });
/** What the person saw; never used for money (the server prices every line itself). */
const SeenPrice = Type.Optional(Money());

/** ShoppingCart/Create body. */
export const AddCartItemSchema = Type.Object({
  productId: Id(),
  qty: Quantity(),
  priceNet: SeenPrice,
  priceGross: SeenPrice,
});
/** ShoppingCart/Update body. */
export const UpdateCartItemSchema = Type.Object({ id: Id(), qty: Quantity() });
/** ShoppingCart/Migrate body: the anonymous visitor's local cart, moved at sign-in. */
export const MigrateCartSchema = Type.Object({
  items: Type.Array(
    Type.Object({ productId: Id(), qty: KeptQuantity, priceNet: SeenPrice, priceGross: SeenPrice }),
    { maxItems: 500 },
  ),
});
/** ShoppingCart/Import body: the CSV quick order's text. */
export const ImportCartSchema = Type.Object({
  content: Type.String({ minLength: 1, maxLength: 2_000_000 }),
});
/** ShoppingCart/AddOrderToShoppingCardToEdit and AddOfferToShoppingCard body. */
export const CartOrderIdSchema = Type.Object({ orderId: Id() });
/** ShoppingCart/GetUserShoppingCarts query: only the caller's own id is accepted. */
export const CartUserIdQuerySchema = Type.Object({ userId: Type.Optional(Id()) });

/** VAT per rate on the sum of nets (polish-commerce.md). */
export const CheckoutRateTotalSchema = Type.Object({
  rate: Type.Number(),
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
});
export const CheckoutTotalsSchema = Type.Object({
  net: Type.Number(),
  vat: Type.Number(),
  gross: Type.Number(),
  byRate: Type.Array(CheckoutRateTotalSchema),
});

/** One line of the server cart at the caller's current prices. */
export const CartItemSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  qty: Type.Number(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  vatRate: Type.Number(),
  currency: Type.String(),
  netValue: Type.Number(),
  grossValue: Type.Number(),
  imageUrl: Nullable(Type.String()),
  qtyAvailable: Type.Number(),
  /** False when the product was withdrawn: it is shown but cannot be ordered. */
  isAvailable: Type.Boolean(),
  /** More than the stock, taken because the shop allows backorders: 'na zamówienie' (issue 14.5). */
  backorder: Type.Optional(Type.Boolean()),
  /** Why the line's quantity cannot be ordered now (beyond the stock, no backorders), in Polish. */
  stockProblem: Type.Optional(Nullable(Type.String())),
});

/** The order being edited, or the offer being turned into an order, through the cart. */
export const CartOrderRefSchema = Nullable(
  Type.Object({ id: Type.Integer(), number: Type.String() }),
);
/** ShoppingCart/GetUserShoppingCarts answer (and of every call that changes the whole cart). */
export const CartViewSchema = Type.Object({
  items: Type.Array(CartItemSchema),
  totalCount: Type.Integer(),
  totals: CheckoutTotalsSchema,
  editingOrder: CartOrderRefSchema,
  offer: CartOrderRefSchema,
});
/** ShoppingCart/GetTotalUserShoppingCarts and Migrate answer: the mini-cart badge. */
export const CartBadgeSchema = Type.Object({
  totalPrice: Type.Number(),
  quantity: Type.Integer(),
});
/** ShoppingCart/Import answer: what was added, the lines refused (with their CSV line) and the cart. */
export const CartImportResultSchema = Type.Object({
  imported: Type.Integer(),
  errors: Type.Array(
    Type.Object({ line: Type.Integer(), code: Type.String(), message: Type.String() }),
  ),
  cart: CartViewSchema,
});

/** ShoppingCart/GetCheckoutSummary body: a guest sends the local lines; a signed-in caller's cart is on the server. */
export const CheckoutSummaryRequestSchema = Type.Object({
  items: Type.Optional(
    Type.Array(Type.Object({ productId: Id(), qty: KeptQuantity }), { maxItems: 500 }),
  ),
  deliveryMethodId: Type.Optional(Nullable(Id())),
});
/** The chosen delivery as the summary charges it. */
export const SummaryDeliverySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  vatRate: Type.Number(),
});
/** ShoppingCart/GetCheckoutSummary answer: the cart with the delivery in its totals. */
export const CheckoutSummarySchema = Type.Object({
  ...CartViewSchema.properties,
  delivery: Nullable(SummaryDeliverySchema),
});

export type AddCartItem = Static<typeof AddCartItemSchema>;
export type UpdateCartItem = Static<typeof UpdateCartItemSchema>;
export type MigrateCart = Static<typeof MigrateCartSchema>;
export type ImportCart = Static<typeof ImportCartSchema>;
export type CheckoutRateTotal = Static<typeof CheckoutRateTotalSchema>;
export type CheckoutTotals = Static<typeof CheckoutTotalsSchema>;
export type CartItem = Static<typeof CartItemSchema>;
export type CartOrderRef = Static<typeof CartOrderRefSchema>;
export type CartView = Static<typeof CartViewSchema>;
export type CartBadge = Static<typeof CartBadgeSchema>;
export type CartImportResult = Static<typeof CartImportResultSchema>;
export type CheckoutSummaryRequest = Static<typeof CheckoutSummaryRequestSchema>;
export type SummaryDelivery = Static<typeof SummaryDeliverySchema>;
export type CheckoutSummary = Static<typeof CheckoutSummarySchema>;
