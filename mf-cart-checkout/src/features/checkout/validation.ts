// The checkout form's checks in the browser, with the API's own contract: each field against its
// schema (CheckoutBuyerSchema / CheckoutAddressSchema through `Value.Errors`: required, lengths) and
// the rules a schema cannot say (checkoutBuyerProblems / checkoutAddressProblems: e-mail, phone,
// NN-NNN, NIP checksum), the ones the server applies, so the form refuses what the server would.
import { Value } from 'typebox/value';
import {
  CheckoutAddressSchema,
  CheckoutBuyerSchema,
  checkoutAddressProblems,
  checkoutBuyerProblems,
  type CheckoutAddress,
  type CheckoutBuyer,
  type DeliveryOption,
} from '@armatura/shared-libs/contracts';
import { T } from '../texts';

/** The buyer as the form holds it: every text present (empty rather than null). */
export type BuyerForm = { [K in keyof CheckoutBuyer]-?: NonNullable<CheckoutBuyer[K]> };
/** The delivery address as the form holds it (the country is always Poland). */
export type AddressForm = Omit<CheckoutAddress, 'country'>;
export type Errors = Record<string, string>;

/** Fields whose rule has its own message; any other refused field is one left empty. */
// Read when a check runs, so the message is in the language of that moment.
const RULE_TEXTS: Record<string, () => string> = {
  'buyer.email': () => T.badEmail,
  'buyer.phone': () => T.badPhone,
  'buyer.nip': () => T.badNip,
  'address.postalCode': () => T.badPostal,
};

/** The rule problems first (their messages are the precise ones), then one schema error per field. */
function check(
  prefix: 'buyer' | 'address',
  schema: typeof CheckoutBuyerSchema | typeof CheckoutAddressSchema,
  value: BuyerForm | AddressForm,
  problems: { members: string[] }[],
): Errors {
  const e: Errors = {};
  for (const p of problems) for (const m of p.members) e[m] ??= RULE_TEXTS[m]?.() ?? T.required;
  // Each property with its own schema: Value.Errors stops early, the form needs every field.
  for (const [field, fieldSchema] of Object.entries(schema.properties)) {
    const v: unknown = (value as Record<string, unknown>)[field];
    if (v === undefined) continue;
    const [first] = Value.Errors(fieldSchema, v);
    if (!first) continue;
    const max = (fieldSchema as { maxLength?: number }).maxLength;
    const message = first.keyword === 'maxLength' && max ? T.tooLong(max) : T.required;
    e[`${prefix}.${field}`] ??= message;
  }
  return e;
}

export function validateBuyer(b: BuyerForm): Errors {
  return check('buyer', CheckoutBuyerSchema, b, checkoutBuyerProblems(b));
}

export function validateAddress(a: AddressForm): Errors {
  return check('address', CheckoutAddressSchema, a, checkoutAddressProblems(a));
}

export function validateDeliveryStep(
  delivery: DeliveryOption | undefined,
  form: { buyer: BuyerForm; address: AddressForm; pointOfSaleId: number | null },
): Errors {
  if (!delivery) return { deliveryMethodId: T.chooseDelivery };
  return {
    ...validateBuyer(form.buyer),
    ...(delivery.requiresAddress ? validateAddress(form.address) : {}),
    ...(delivery.requiresPointOfSale && !form.pointOfSaleId ? { pointOfSaleId: T.required } : {}),
  };
}

/** Server validation errors (members like 'address.postalCode') → the same map. */
export function fromServer(validationErrors: { message: string; members: string[] }[]): Errors {
  return Object.fromEntries(validationErrors.map((v) => [v.members[0] ?? '', v.message]));
}
