// TypeBox shapes of the Order/* calls.
import { Id, Nullable, Quantity, Type } from '@armatura/shared-libs/server';
import { ORDER_STATUSES } from '../domain/status.js';
import { TotalsDto } from '../carts/schemas.js';

const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
export const IdempotencyKey = Type.String({
  minLength: 8,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_:.-]+$',
});

export const BuyerSchema = Type.Object({
  firstName: Str(100, 1),
  lastName: Str(100, 1),
  email: Str(200, 3),
  phone: Str(30, 1),
  isCompany: Type.Boolean({ default: false }),
  companyName: Type.Optional(Nullable(Str(200))),
  nip: Type.Optional(Nullable(Str(20))),
});
export const AddressSchema = Type.Object({
  street: Str(200, 1),
  postalCode: Str(10, 1),
  city: Str(100, 1),
  country: Type.Optional(Str(2)),
});

const CheckoutFields = {
  deliveryMethodId: Id(),
  paymentMethodId: Id(),
  pointOfSaleId: Type.Optional(Nullable(Id())),
  buyer: BuyerSchema,
  address: Type.Optional(Nullable(AddressSchema)),
  comment: Type.Optional(Nullable(Str(1000))),
};
export const CreateOrderBody = Type.Object({
  idempotencyKey: IdempotencyKey,
  ...CheckoutFields,
  /** A guest's local cart; a signed-in buyer's cart is on the server and this is ignored. */
  items: Type.Optional(
    Type.Array(Type.Object({ productId: Id(), qty: Quantity() }), { maxItems: 500 }),
  ),
});
export const SaveOfferBody = Type.Object({
  idempotencyKey: IdempotencyKey,
  comment: Type.Optional(Nullable(Str(1000))),
});
export const EditOrderBody = Type.Object({
  orderId: Id(),
  deliveryMethodId: Type.Optional(CheckoutFields.deliveryMethodId),
  paymentMethodId: Type.Optional(CheckoutFields.paymentMethodId),
  pointOfSaleId: CheckoutFields.pointOfSaleId,
  buyer: Type.Optional(BuyerSchema),
  address: CheckoutFields.address,
  comment: CheckoutFields.comment,
});
export const DecisionBody = Type.Object({
  orderId: Type.Optional(Id()),
  /** The token of the e-mailed link (accept/reject without signing in). */
  token: Type.Optional(Str(2000, 10)),
  reason: Type.Optional(Nullable(Str(1000))),
});
export const OrderIdOrToken = Type.Object({
  orderId: Type.Optional(Id()),
  token: Type.Optional(Str(2000, 10)),
});
export const RequiresAcceptanceBody = Type.Object({
  orderId: Type.Optional(Id()),
  deliveryMethodId: Type.Optional(Id()),
});

const Status = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
const Address = Type.Object({
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.Optional(Type.String()),
});
const Buyer = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  isCompany: Type.Boolean(),
  companyName: Type.Optional(Nullable(Type.String())),
  nip: Type.Optional(Nullable(Type.String())),
});

export const OrderDto = Type.Object({
  id: Type.Integer(),
  tenantId: Type.Integer(),
  number: Type.String(),
  kind: Type.Union([Type.Literal('ORDER'), Type.Literal('OFFER')]),
  status: Status,
  statusName: Type.String(),
  revision: Type.Integer(),
  buyerUserId: Nullable(Type.Integer()),
  buyer: Buyer,
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
  deliveryAddress: Nullable(Address),
  pointOfSale: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      street: Type.String(),
      postalCode: Type.String(),
      city: Type.String(),
      phone: Nullable(Type.String()),
      openingHours: Nullable(Type.String()),
    }),
  ),
  payment: Nullable(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      provider: Type.String(),
    }),
  ),
  paymentStatus: Type.String(),
  paymentTransactionId: Nullable(Type.String()),
  paymentUrl: Nullable(Type.String()),
  paidAt: Nullable(Type.String()),
  currency: Type.String(),
  items: Type.Array(
    Type.Object({
      productId: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      unit: Type.String(),
      qty: Type.Number(),
      priceNet: Type.Number(),
      priceGross: Type.Number(),
      vatRate: Type.Number(),
      netValue: Type.Number(),
      imageUrl: Nullable(Type.String()),
    }),
  ),
  totals: TotalsDto,
  approverUserId: Nullable(Type.Integer()),
  acceptedByUserId: Nullable(Type.Integer()),
  acceptedAt: Nullable(Type.String()),
  rejectedByUserId: Nullable(Type.Integer()),
  rejectionReason: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  sourceOfferId: Nullable(Type.Integer()),
  convertedOrderId: Nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const PlacedDto = Type.Object({
  order: OrderDto,
  replayed: Type.Boolean(),
  requiresAcceptance: Type.Boolean(),
  /** Link token to show the order without signing in (the guest's confirmation page). */
  viewToken: Type.String(),
});

export const TransferDto = Type.Object({
  recipient: Type.String(),
  bankAccount: Type.String(),
  title: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
});
export const ConfirmationDto = Type.Object({
  order: OrderDto,
  transfer: Nullable(TransferDto),
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
      fromStatus: Nullable(Type.String()),
      toStatus: Type.String(),
      note: Nullable(Type.String()),
      createdAt: Type.String(),
    }),
  ),
});
export const PaymentStartDto = Type.Object({
  provider: Type.String(),
  redirectUrl: Nullable(Type.String()),
  transactionId: Nullable(Type.String()),
  instructions: Nullable(TransferDto),
  message: Type.String(),
});
export const RequiresAcceptanceDto = Type.Object({
  requiresAcceptance: Type.Boolean(),
  amount: Type.Number(),
  used: Type.Number(),
  remaining: Nullable(Type.Number()),
  limit: Nullable(
    Type.Object({ amount: Type.Number(), period: Type.String(), currency: Type.String() }),
  ),
  status: Nullable(Type.String()),
});
export const RecentAddressesDto = Type.Object({
  items: Type.Array(Type.Object({ buyer: Buyer, address: Address, usedAt: Type.String() })),
});
