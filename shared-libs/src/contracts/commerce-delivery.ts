// Back-office writes of the commerce domain's delivery and payment methods (owner: mf-admin-commerce):
// Delivery/Create|Update|Delete (Pages.Delivery), Payment/GetPayments|GetAll|GetBankingGroups|
// Create|Update|Delete (Pages.Payment). The read shapes (DeliveryMethodSchema, PaymentMethodSchema)
// are in commerce.ts. The schemas bound sizes; `deliveryProblems` / `paymentProblems` give the
// Polish field messages for what a schema cannot say (2 decimals, a VAT rate Poland uses), so the
// form (before sending) and the server (on receipt) refuse the same input. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import type { FieldProblem } from './account-profile.js';
import { PaymentMethodSchema } from './commerce.js';
import { Id, Int, Money, PagedQuery, PagedResult, Text } from './schema-kit.js';

/** Polish VAT rates (notes/polish-commerce.md): 23 standard, 8 and 5 reduced, 0 export/intra-EU. */
export const VAT_RATES = [23, 8, 5, 0] as const;
export const DELIVERY_LIMITS = { code: 50, name: 100, description: 500 } as const;
/** Codes are what an ERP or a report keys on: upper-case letters, digits and '_'. */
export const METHOD_CODE_PATTERN = '^[A-Z0-9_]{2,50}$';

export const DELIVERY_MESSAGES = {
  invalid: 'Formularz zawiera błędy.',
  code: 'Kod: 2–50 znaków, wielkie litery, cyfry i _.',
  codeTaken: 'Ten kod jest już używany.',
  name: 'Podaj nazwę (2–100 znaków).',
  price: 'Cena netto musi być liczbą nieujemną z najwyżej dwoma miejscami po przecinku.',
  vatRate: 'Stawka VAT musi wynosić 23, 8, 5 lub 0%.',
  payments: 'Wybrana metoda płatności nie istnieje.',
  deliveries: 'Wybrana metoda dostawy nie istnieje.',
  notFound: 'Nie znaleziono metody dostawy.',
  paymentNotFound: 'Nie znaleziono metody płatności.',
} as const;

const Code = Text(DELIVERY_LIMITS.code);
const Description = Type.Optional(Type.Union([Text(DELIVERY_LIMITS.description), Type.Null()]));

/** Delivery/Create body; Update adds the id and sends the full object. */
export const DeliveryInputSchema = Type.Object({
  code: Code,
  name: Text(DELIVERY_LIMITS.name),
  description: Description,
  priceNet: Money(),
  vatRate: Type.Number({ minimum: 0, maximum: 100 }),
  requiresAddress: Type.Boolean(),
  requiresPointOfSale: Type.Boolean(),
  isActive: Type.Boolean(),
  sortOrder: Type.Optional(Int({ minimum: 0, maximum: 1_000_000 })),
  /** The payments this delivery allows (checkout offers only these). */
  paymentMethodIds: Type.Array(Id(), { maxItems: 50, uniqueItems: true }),
});
export const DeliveryUpdateSchema = Type.Object({ id: Id(), ...DeliveryInputSchema.properties });

export const PAYMENT_LIMITS = { code: 50, name: 100, description: 500 } as const;
/** Payment/Create body; Update adds the id and sends the full object. */
export const PaymentInputSchema = Type.Object({
  code: Code,
  name: Text(PAYMENT_LIMITS.name),
  description: Description,
  provider: PaymentMethodSchema.properties.provider,
  isActive: Type.Boolean(),
  sortOrder: Type.Optional(Int({ minimum: 0, maximum: 1_000_000 })),
  /** The deliveries that allow this payment (the same links as a delivery's paymentMethodIds). */
  deliveryMethodIds: Type.Array(Id(), { maxItems: 50, uniqueItems: true }),
});
export const PaymentUpdateSchema = Type.Object({ id: Id(), ...PaymentInputSchema.properties });

/** A payment method in the back office: with the deliveries that allow it. */
export const PaymentAdminSchema = Type.Object({
  ...PaymentMethodSchema.properties,
  deliveryMethodIds: Type.Array(Type.Integer()),
});
export const PaymentPageSchema = PagedResult(PaymentAdminSchema);

/** Payment/GetAll sortable fields; `sorting` is `<field>[ asc|desc]`, anything else is a 400. */
export const PAYMENT_SORT_FIELDS = [
  'id',
  'code',
  'name',
  'provider',
  'isActive',
  'sortOrder',
] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];
export const PaymentListQuerySchema = PagedQuery;

/** Tpay's bank groups (its `groupId`), kept in commerce.tpay_bank_groups (no network here). */
export const BANK_GROUP_KINDS = ['blik', 'transfer', 'card'] as const;
export const BankingGroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('blik'), Type.Literal('transfer'), Type.Literal('card')]),
  sortOrder: Type.Integer(),
});

export type DeliveryInput = Static<typeof DeliveryInputSchema>;
export type DeliveryUpdate = Static<typeof DeliveryUpdateSchema>;
export type PaymentInput = Static<typeof PaymentInputSchema>;
export type PaymentUpdate = Static<typeof PaymentUpdateSchema>;
export type PaymentAdmin = Static<typeof PaymentAdminSchema>;
export type PaymentPage = Static<typeof PaymentPageSchema>;
export type PaymentListQuery = Static<typeof PaymentListQuerySchema>;
export type BankingGroup = Static<typeof BankingGroupSchema>;

const CODE_RE = new RegExp(METHOD_CODE_PATTERN);
/** At most two decimals (grosze), judged on the typed number so 0.1 + 0.2 style noise passes. */
export const hasTwoDecimals = (n: number) =>
  Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

function methodProblems(m: { code?: string; name?: string }, out: FieldProblem[]) {
  const at = (member: string, message: string) => out.push({ message, members: [member] });
  if (m.code !== undefined && !CODE_RE.test(m.code.trim())) at('code', DELIVERY_MESSAGES.code);
  const name = m.name?.trim();
  if (m.name !== undefined && (!name || name.length < 2)) at('name', DELIVERY_MESSAGES.name);
  return at;
}

/** The Polish message per wrong field of a delivery method. */
export function deliveryProblems(d: Partial<DeliveryInput>): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = methodProblems(d, out);
  if (d.priceNet !== undefined && (d.priceNet < 0 || !hasTwoDecimals(d.priceNet)))
    at('priceNet', DELIVERY_MESSAGES.price);
  if (d.vatRate !== undefined && !(VAT_RATES as readonly number[]).includes(d.vatRate))
    at('vatRate', DELIVERY_MESSAGES.vatRate);
  return out;
}

/** The Polish message per wrong field of a payment method. */
export function paymentProblems(p: Partial<PaymentInput>): FieldProblem[] {
  const out: FieldProblem[] = [];
  methodProblems(p, out);
  return out;
}
