// What the checkout sends to place, edit, decide about and pay for an order (mf-cart-checkout
// `Order/*`): the one contract of those bodies, and the buyer and address rules a schema cannot say
// (trimmed values, e-mail, phone, NN-NNN postal code, NIP checksum), used by the server when it
// resolves an order and by the checkout form, so both refuse the same. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { isValidNip, isValidPostalCode } from '../format/validators.js';
import {
  ADDRESS_MESSAGES,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  type FieldProblem,
} from './account-profile.js';
import { Id, Nullable, Quantity, Text } from './schema-kit.js';

const Required = (max: number) => Text(max, { minLength: 1 });
/** The key of one checkout attempt: a resubmission with it answers with the same order. */
export const IdempotencyKeySchema = Text(100, { minLength: 8, pattern: '^[A-Za-z0-9_:.-]+$' });

/** Who orders (and gets the invoice). */
export const CheckoutBuyerSchema = Type.Object({
  firstName: Required(100),
  lastName: Required(100),
  email: Text(200, { minLength: 3 }),
  phone: Required(30),
  isCompany: Type.Boolean({ default: false }),
  companyName: Type.Optional(Nullable(Text(200))),
  nip: Type.Optional(Nullable(Text(20))),
});
/** Where a shipped order goes. */
export const CheckoutAddressSchema = Type.Object({
  street: Required(200),
  postalCode: Required(10),
  city: Required(100),
  country: Type.Optional(Text(2)),
});

const CheckoutFields = {
  deliveryMethodId: Id(),
  paymentMethodId: Id(),
  pointOfSaleId: Type.Optional(Nullable(Id())),
  buyer: CheckoutBuyerSchema,
  address: Type.Optional(Nullable(CheckoutAddressSchema)),
  comment: Type.Optional(Nullable(Text(1000))),
};
/** Order/Create body. */
export const PlaceOrderSchema = Type.Object({
  idempotencyKey: IdempotencyKeySchema,
  ...CheckoutFields,
  /** A guest's local cart; a signed-in buyer's cart is on the server and this is ignored. */
  items: Type.Optional(
    Type.Array(Type.Object({ productId: Id(), qty: Quantity() }), { maxItems: 500 }),
  ),
});
/** Order/SaveOffer body: the signed-in caller's cart becomes an offer. */
export const SaveOfferSchema = Type.Object({
  idempotencyKey: IdempotencyKeySchema,
  comment: CheckoutFields.comment,
});
/** Order/EditOrder body: the edited order's new checkout data (its lines come from the cart). */
export const EditOrderSchema = Type.Object({
  orderId: Id(),
  deliveryMethodId: Type.Optional(CheckoutFields.deliveryMethodId),
  paymentMethodId: Type.Optional(CheckoutFields.paymentMethodId),
  pointOfSaleId: CheckoutFields.pointOfSaleId,
  buyer: Type.Optional(CheckoutBuyerSchema),
  address: CheckoutFields.address,
  comment: CheckoutFields.comment,
});
/** The token of an e-mailed link (view the order, or accept/reject it without signing in). */
const LinkToken = Type.Optional(Text(2000, { minLength: 10 }));
/** Order/AcceptOrder and DiscardOrder body. */
export const OrderDecisionSchema = Type.Object({
  orderId: Type.Optional(Id()),
  token: LinkToken,
  reason: Type.Optional(Nullable(Text(1000))),
});
/** Order/GetOrderConfirmation query, PayForOrder and MarkOrderAsConfirmed body. */
export const OrderIdOrTokenSchema = Type.Object({ orderId: Type.Optional(Id()), token: LinkToken });
/** Order/CheckIfOrderRequiresAcceptance body: an order, or the caller's cart with a delivery. */
export const RequiresAcceptanceRequestSchema = Type.Object({
  orderId: Type.Optional(Id()),
  deliveryMethodId: Type.Optional(Id()),
});

export type CheckoutBuyer = Static<typeof CheckoutBuyerSchema>;
export type CheckoutAddress = Static<typeof CheckoutAddressSchema>;
export type PlaceOrder = Static<typeof PlaceOrderSchema>;
export type SaveOffer = Static<typeof SaveOfferSchema>;
export type EditOrder = Static<typeof EditOrderSchema>;
export type OrderDecision = Static<typeof OrderDecisionSchema>;
export type OrderIdOrToken = Static<typeof OrderIdOrTokenSchema>;
export type RequiresAcceptanceRequest = Static<typeof RequiresAcceptanceRequestSchema>;

/** The checkout's Polish messages for the rules below (members name the field: `buyer.email`). */
export const CHECKOUT_MESSAGES = {
  firstName: 'Podaj imię.',
  lastName: 'Podaj nazwisko.',
  email: ADDRESS_MESSAGES.email,
  phone: ADDRESS_MESSAGES.phone,
  companyName: ADDRESS_MESSAGES.companyName,
  nip: ADDRESS_MESSAGES.nip,
  address: 'Podaj adres dostawy.',
  street: 'Podaj ulicę i numer.',
  postalCode: ADDRESS_MESSAGES.postalCode,
  city: 'Podaj miejscowość.',
} as const;

const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);

/** The buyer's problems after trimming: names, e-mail, phone; a company needs its name and a valid NIP. */
export function checkoutBuyerProblems(b: CheckoutBuyer): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = (field: keyof typeof CHECKOUT_MESSAGES) =>
    out.push({ message: CHECKOUT_MESSAGES[field], members: [`buyer.${field}`] });
  if (!b.firstName.trim()) at('firstName');
  if (!b.lastName.trim()) at('lastName');
  if (!EMAIL.test(b.email.trim())) at('email');
  if (!PHONE.test(b.phone.trim())) at('phone');
  if (b.isCompany) {
    if (!b.companyName?.trim()) at('companyName');
    if (!isValidNip(b.nip)) at('nip');
  }
  return out;
}

/** The delivery address's problems after trimming (street of 3+ characters, NN-NNN, city of 2+). */
export function checkoutAddressProblems(
  a: CheckoutAddress | null | undefined,
  prefix = 'address',
): FieldProblem[] {
  if (!a) return [{ message: CHECKOUT_MESSAGES.address, members: [prefix] }];
  const out: FieldProblem[] = [];
  const at = (field: 'street' | 'postalCode' | 'city') =>
    out.push({ message: CHECKOUT_MESSAGES[field], members: [`${prefix}.${field}`] });
  if (a.street.trim().length < 3) at('street');
  if (!isValidPostalCode(a.postalCode)) at('postalCode');
  if (a.city.trim().length < 2) at('city');
  return out;
}
