// The account domain's addresses and profile API (mf-account-orders `Addresses/*`, the older
// `Address/*` on the same data, and `Profile/*`): the one contract. Routes validate with these
// schemas, the account remote types its client with the `Static` types and validates its forms
// with the same schemas (`Value.Errors`) plus `addressProblems` for the rules a schema cannot say
// (NIP checksum, company fields), so the browser and the server give the same Polish messages.
import { Type, type Static } from 'typebox';
import { isValidNip, isValidPostalCode } from '../format/validators.js';
import { OrderListItemSchema } from './account-orders.js';
import { Id, IdQueryAnyCase, INT4_MAX, Money, Nullable, PagedResult, Text } from './schema-kit.js';

/** Addresses page size: 5 by default, the list offers 5, 10 and 15 (storefront.md §9). */
export const ADDRESS_PAGE_SIZE = 5;
export const ADDRESS_PAGE_SIZES = [5, 10, 15] as const;
/** How many last orders the dashboard shows unless it asks for another number. */
export const LAST_ORDERS_DEFAULT = 5;

export const POSTAL_CODE_PATTERN = '^[0-9]{2}-[0-9]{3}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const PHONE_PATTERN = '^\\+?[0-9\\s()-]{9,20}$';
/** The shape of a NIP as typed (digits with optional spaces, dashes and a PL prefix); checksum in addressProblems. */
export const NIP_PATTERN = '^(PL|pl)?[0-9\\s-]{10,16}$';

export const ADDRESS_MESSAGES = {
  postalCode: 'Kod pocztowy musi mieć format NN-NNN.',
  nip: 'Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).',
  companyName: 'Podaj nazwę firmy.',
  email: 'Podaj poprawny adres e-mail.',
  phone: 'Podaj poprawny numer telefonu.',
  required: 'To pole jest wymagane.',
  notFound: 'Nie znaleziono adresu.',
} as const;

const Required = (max: number) => Text(max, { minLength: 1 });

/** The fields a person types for a delivery address (who receives it, and where). */
export const AddressFields = {
  /** A name for the address in the list ("Biuro", "Budowa Wrocław"). */
  label: Type.Optional(Nullable(Text(100))),
  firstName: Required(100),
  lastName: Required(100),
  email: Type.Optional(Nullable(Text(200, { pattern: EMAIL_PATTERN }))),
  phone: Type.Optional(Nullable(Text(30, { pattern: PHONE_PATTERN }))),
  isCompany: Type.Boolean({ default: false }),
  companyName: Type.Optional(Nullable(Text(200))),
  nip: Type.Optional(Nullable(Text(20, { pattern: NIP_PATTERN }))),
  street: Text(200, { minLength: 3 }),
  postalCode: Text(6, { pattern: POSTAL_CODE_PATTERN }),
  city: Text(100, { minLength: 2 }),
  /** ISO 3166 code; the shop delivers in Poland, so the Polish postal code rule applies. */
  country: Type.Optional(Type.Literal('PL', { default: 'PL' })),
  isDefault: Type.Optional(Type.Boolean({ default: false })),
};

/** Addresses/CreateAddress and Address/Create body. */
export const CreateAddressSchema = Type.Object(AddressFields);
/** Addresses/UpdateAddress and Address/Update body. */
export const UpdateAddressSchema = Type.Object({ id: Id(), ...AddressFields });
/** Addresses/Delete query (ABP sends `Id` or `id`). */
export const DeleteAddressQuerySchema = IdQueryAnyCase;

/** One saved address as every address call answers it. */
export const AddressSchema = Type.Object({
  id: Type.Integer(),
  label: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  isCompany: Type.Boolean(),
  companyName: Nullable(Type.String()),
  /** Normalised: 10 digits. */
  nip: Nullable(Type.String()),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.String(),
  isDefault: Type.Boolean(),
  /** When an order last went to this address (null: saved by hand, never used). */
  lastUsedTime: Nullable(Type.String()),
  creationTime: Type.String(),
});

/** Addresses/GetAddresses and Address/GetAll query: default first, then the most recently used. */
export const AddressListQuerySchema = Type.Object({
  filter: Type.Optional(Text(200)),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: ADDRESS_PAGE_SIZE }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
export const AddressPageSchema = PagedResult(AddressSchema);

export type AddressInput = Static<typeof CreateAddressSchema>;
export type AddressUpdate = Static<typeof UpdateAddressSchema>;
export type AccountAddress = Static<typeof AddressSchema>;
export type AddressListQuery = Static<typeof AddressListQuerySchema>;
export type AddressPage = Static<typeof AddressPageSchema>;

export interface FieldProblem {
  message: string;
  members: string[];
}

/**
 * The rules a schema cannot express, with their Polish messages: a company needs its name and a
 * NIP that passes the checksum; the postal code is repeated here so a form can show the Polish
 * message instead of the schema's pattern text. Empty when the input is fine.
 */
export function addressProblems(a: Partial<AddressInput>): FieldProblem[] {
  const out: FieldProblem[] = [];
  const at = (member: string, message: string) => out.push({ message, members: [member] });
  if (a.postalCode !== undefined && !isValidPostalCode(a.postalCode))
    at('postalCode', ADDRESS_MESSAGES.postalCode);
  if (a.nip && !isValidNip(a.nip)) at('nip', ADDRESS_MESSAGES.nip);
  if (a.isCompany) {
    if (!a.companyName?.trim()) at('companyName', ADDRESS_MESSAGES.companyName);
    if (!a.nip) at('nip', ADDRESS_MESSAGES.nip);
  }
  return out;
}

// ---- Profile ----------------------------------------------------------------------------------

/** Profile/GetAccountInformations: who the signed-in user is (storefront.md §3 "Logged-in user"). */
export const AccountInformationsSchema = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  title: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  tenantId: Type.Integer(),
  roles: Type.Array(Type.String()),
  isB2B: Type.Boolean(),
  type: Type.String(),
  contractorId: Nullable(Type.Integer()),
  organizationUnitId: Nullable(Type.Integer()),
  organizationGroupId: Nullable(Type.Integer()),
  priceList: Nullable(Type.String()),
  isMultiple: Type.Boolean(),
  language: Type.String(),
  currency: Type.String(),
  defaultAddress: Nullable(AddressSchema),
});

/** Profile/UpdateCurrentUserProfile body. The e-mail changes only through the shell's confirmed flow. */
export const UpdateProfileSchema = Type.Object({
  name: Text(64, { minLength: 1 }),
  surname: Text(64, { minLength: 1 }),
  phone: Type.Optional(Nullable(Text(30, { pattern: PHONE_PATTERN }))),
});

/** The company the user buys for; `contractor` holds its details once the users domain has them. */
export const UserContractorSchema = Type.Object({
  contractorId: Nullable(Type.Integer()),
  isB2B: Type.Boolean(),
  organizationUnitId: Nullable(Type.Integer()),
  organizationGroupId: Nullable(Type.Integer()),
  priceList: Nullable(Type.String()),
  contractor: Nullable(
    Type.Object({
      id: Type.Integer(),
      code: Nullable(Type.String()),
      name: Type.String(),
      nip: Nullable(Type.String()),
    }),
  ),
});

/** Profile/GetLastOrders query. */
export const LastOrdersQuerySchema = Type.Object({
  maxResultCount: Type.Integer({ minimum: 1, maximum: 50, default: LAST_ORDERS_DEFAULT }),
});
/** One row of the dashboard's last orders: the order list's row (account-orders.ts). */
export const LastOrderSchema = OrderListItemSchema;
export const LastOrdersSchema = Type.Object({ items: Type.Array(LastOrderSchema) });

/** Profile/ChangePassword body; the new password follows the shell's one password rule. */
export const ChangePasswordSchema = Type.Object({
  currentPassword: Text(128, { minLength: 1 }),
  newPassword: Text(128, { minLength: 1 }),
});
/**
 * Every earlier session of the user has ended (their tokens are refused); the caller continues with
 * this fresh token (store it as the auth cookies), other devices sign in again.
 */
export const ChangePasswordResultSchema = Type.Object({
  accessToken: Type.String(),
  encryptedAccessToken: Type.String(),
  expireInSeconds: Type.Integer(),
  message: Type.String(),
});

/** Profile/CheckUserShoppingLimit body: the amount the user means to spend (0 = just the state). */
export const ShoppingLimitQuerySchema = Type.Object({
  amount: Type.Optional(Money({ default: 0 })),
});
export const ShoppingLimitSchema = Type.Object({
  hasLimit: Type.Boolean(),
  limit: Nullable(
    Type.Object({ amount: Type.Number(), period: Type.String(), currency: Type.String() }),
  ),
  used: Type.Number(),
  /** Left this period (null: no limit). */
  remaining: Nullable(Type.Number()),
  amount: Type.Number(),
  /** The amount does not fit: an order of it would wait for the approver. */
  requiresAcceptance: Type.Boolean(),
});

export type AccountInformations = Static<typeof AccountInformationsSchema>;
export type UpdateProfile = Static<typeof UpdateProfileSchema>;
export type UserContractor = Static<typeof UserContractorSchema>;
export type LastOrdersQuery = Static<typeof LastOrdersQuerySchema>;
export type LastOrder = Static<typeof LastOrderSchema>;
export type LastOrders = Static<typeof LastOrdersSchema>;
export type ChangePassword = Static<typeof ChangePasswordSchema>;
export type ChangePasswordResult = Static<typeof ChangePasswordResultSchema>;
export type ShoppingLimitQuery = Static<typeof ShoppingLimitQuerySchema>;
export type ShoppingLimit = Static<typeof ShoppingLimitSchema>;

// ---- Module API -------------------------------------------------------------------------------

/** A saved address as checkout's delivery step applies it: the buyer and where the parcel goes. */
export interface DeliveryAddress {
  addressId: number;
  isDefault: boolean;
  buyer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    isCompany: boolean;
    companyName: string | null;
    nip: string | null;
  };
  address: { street: string; postalCode: string; city: string; country: string };
  usedAt: string;
}

/**
 * Contractor details, once the users domain (issue 11) offers them on its module API ('users');
 * until then Profile/GetUserContractor answers `contractor: null`.
 */
export interface ContractorLookup {
  getContractor(
    tenantId: number,
    contractorId: number,
  ): Promise<{ id: number; code: string | null; name: string; nip: string | null } | null>;
}

/** The account domain's module API (`ctx.modules.get<AccountModuleApi>('account')`). */
export interface AccountModuleApi {
  /** The user's saved addresses for a delivery form: default first, then the most recently used. */
  savedAddresses(tenantId: number, userId: number, limit: number): Promise<DeliveryAddress[]>;
  /**
   * Keeps the address an order went to (a new entry, or the existing one with the same street,
   * postal code and city marked as used now). Idempotent; the account domain calls it itself for
   * every `order.placed` event, so checkout need not.
   */
  rememberAddress(input: {
    tenantId: number;
    userId: number;
    buyer: Omit<DeliveryAddress['buyer'], 'companyName' | 'nip'> & {
      companyName?: string | null;
      nip?: string | null;
    };
    address: { street: string; postalCode: string; city: string; country?: string | null };
    usedAt: Date;
  }): Promise<void>;
}
