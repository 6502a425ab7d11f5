// What the checkout's `Order/*` calls answer (mf-cart-checkout): the placed order, its confirmation
// page, a payment start, the acceptance check. The one contract: routes declare these as their
// response schemas, the checkout remote types its client with the `Static` types. The order itself
// is the event contract's OrderSnapshot (order-events.ts) as a schema; the check at the bottom
// keeps the two in step. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { CheckoutTotalsSchema } from './checkout-cart.js';
import { PAYMENT_PROVIDERS } from './commerce.js';
import { ORDER_STATUSES, type OrderSnapshot } from './order-events.js';
import { Nullable } from './schema-kit.js';

const NullableString = Nullable(Type.String());
const NullableInt = Nullable(Type.Integer());

export const PAYMENT_STATUSES = ['NONE', 'NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED'] as const;

const OrderBuyerSchema = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  isCompany: Type.Boolean(),
  companyName: Type.Optional(NullableString),
  nip: Type.Optional(NullableString),
});
const OrderAddressSchema = Type.Object({
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.Optional(Type.String()),
});
const OrderLineSchema = Type.Object({
  productId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  qty: Type.Number(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  vatRate: Type.Number(),
  netValue: Type.Number(),
  imageUrl: NullableString,
});

/** One order (or offer) as every Order/* call answers it. */
export const CheckoutOrderSchema = Type.Object({
  id: Type.Integer(),
  tenantId: Type.Integer(),
  number: Type.String(),
  kind: Type.Enum(['ORDER', 'OFFER'] as const),
  status: Type.Enum(ORDER_STATUSES),
  statusName: Type.String(),
  revision: Type.Integer(),
  buyerUserId: NullableInt,
  buyer: OrderBuyerSchema,
  delivery: Nullable(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      priceNet: Type.Number(),
      priceGross: Type.Number(),
      vatRate: Type.Number(),
    }),
  ),
  deliveryAddress: Nullable(OrderAddressSchema),
  pointOfSale: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      street: Type.String(),
      postalCode: Type.String(),
      city: Type.String(),
      phone: NullableString,
      openingHours: NullableString,
    }),
  ),
  payment: Nullable(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      provider: Type.Enum(PAYMENT_PROVIDERS),
    }),
  ),
  paymentStatus: Type.Enum(PAYMENT_STATUSES),
  paymentTransactionId: NullableString,
  paymentUrl: NullableString,
  paidAt: NullableString,
  currency: Type.String(),
  items: Type.Array(OrderLineSchema),
  totals: CheckoutTotalsSchema,
  approverUserId: NullableInt,
  acceptedByUserId: NullableInt,
  acceptedAt: NullableString,
  rejectedByUserId: NullableInt,
  rejectionReason: NullableString,
  comment: NullableString,
  sourceOfferId: NullableInt,
  convertedOrderId: NullableInt,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** Order/Create and SaveOffer answer. */
export const PlacedOrderSchema = Type.Object({
  order: CheckoutOrderSchema,
  /** True when the idempotency key was seen before: this is the order made then. */
  replayed: Type.Boolean(),
  requiresAcceptance: Type.Boolean(),
  /** Link token to show the order without signing in (the guest's confirmation page). */
  viewToken: Type.String(),
});

/** The seller's bank transfer details for an order paid by transfer. */
export const TransferInstructionsSchema = Type.Object({
  recipient: Type.String(),
  bankAccount: Type.String(),
  title: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
});
/** Order/GetOrderConfirmation answer: the order, how to pay it, what the caller may do, its history. */
export const OrderConfirmationSchema = Type.Object({
  order: CheckoutOrderSchema,
  transfer: Nullable(TransferInstructionsSchema),
  can: Type.Object({
    pay: Type.Boolean(),
    edit: Type.Boolean(),
    cancel: Type.Boolean(),
    accept: Type.Boolean(),
    reject: Type.Boolean(),
    confirm: Type.Boolean(),
    toCart: Type.Boolean(),
  }),
  history: Type.Array(
    Type.Object({
      action: Type.String(),
      fromStatus: NullableString,
      toStatus: Type.String(),
      note: NullableString,
      createdAt: Type.String(),
    }),
  ),
});
/** Order/PayForOrder answer: where to send the buyer (online), or the transfer details. */
export const PaymentStartSchema = Type.Object({
  provider: Type.Enum(PAYMENT_PROVIDERS),
  redirectUrl: NullableString,
  /** The provider's transaction (Tpay title, carried by its notifications as tr_id). */
  transactionId: NullableString,
  instructions: Nullable(TransferInstructionsSchema),
  message: Type.String(),
});
/** Order/CheckIfOrderRequiresAcceptance answer. */
export const RequiresAcceptanceSchema = Type.Object({
  requiresAcceptance: Type.Boolean(),
  amount: Type.Number(),
  used: Type.Number(),
  remaining: Nullable(Type.Number()),
  limit: Nullable(
    Type.Object({ amount: Type.Number(), period: Type.String(), currency: Type.String() }),
  ),
  status: Nullable(Type.Enum(ORDER_STATUSES)),
});
/** Order/GetRecentAddresses answer: the buyer and address of the user's last orders. */
export const RecentAddressesSchema = Type.Object({
  items: Type.Array(
    Type.Object({ buyer: OrderBuyerSchema, address: OrderAddressSchema, usedAt: Type.String() }),
  ),
});

export type CheckoutOrder = Static<typeof CheckoutOrderSchema>;
export type PlacedOrder = Static<typeof PlacedOrderSchema>;
export type TransferInstructions = Static<typeof TransferInstructionsSchema>;
export type OrderConfirmation = Static<typeof OrderConfirmationSchema>;
export type PaymentStart = Static<typeof PaymentStartSchema>;
export type RequiresAcceptance = Static<typeof RequiresAcceptanceSchema>;
export type RecentAddresses = Static<typeof RecentAddressesSchema>;
export type RecentAddress = RecentAddresses['items'][number];

// The answer's order and the events' snapshot are one shape: this fails the typecheck when they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const orderMatchesSnapshot: Same<CheckoutOrder, OrderSnapshot> = true;
void orderMatchesSnapshot;
