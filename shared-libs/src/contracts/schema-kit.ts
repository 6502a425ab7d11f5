// The pure TypeBox building blocks of every API contract: bounded ids, money, quantities, text and
// ABP's paged-list shapes. Browser-safe (typebox and constants only), so a contract built from them
// can be imported by the server routes and by the browser stores and forms alike. The server kit
// re-exports them (`@armatura/shared-libs/server`), so there is one definition.
import { Type, type TSchema } from 'typebox';
import { MAX_QUANTITY } from '../constants.js';

/** PostgreSQL `integer` (int4): every id, count and sort column. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
export const MAX_RESULT_COUNT = INT4_MAX;
/** The widest amount column, numeric(14,2) (order totals, limits): |x| < 10^12. */
export const AMOUNT_LIMIT = 999_999_999_999.99;
/** A unit price or line input: numeric(12,2) columns, kept well below so quantity × price fits an amount. */
export const MONEY_MAX = 99_999_999;

type NumberOptions = {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: number;
  description?: string;
};
type StringOptions = {
  minLength?: number;
  pattern?: string;
  format?: string;
  default?: string;
  description?: string;
};

/** A row id: 1..int4 max. */
export const Id = (options: NumberOptions = {}) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });
/** Any int4 value (sort orders, offsets). */
export const Int = (options: NumberOptions = {}) =>
  Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX, ...options });
/** A price or amount typed by a person: 0..MONEY_MAX. */
export const Money = (options: NumberOptions = {}) =>
  Type.Number({ minimum: 0, maximum: MONEY_MAX, ...options });
/** An ordered or stocked quantity: more than 0, at most MAX_QUANTITY (numeric(12,1) columns). */
export const Quantity = (options: NumberOptions = {}) =>
  Type.Number({ exclusiveMinimum: 0, maximum: MAX_QUANTITY, ...options });
/** Text of at most `maxLength` characters (NUL is refused for every string by the input rules). */
export const Text = (maxLength: number, options: StringOptions = {}) =>
  Type.String({ maxLength, ...options });

/** ABP's PagedAndSortedResultRequestDto: filter, sorting, maxResultCount, skipCount. */
export const PagedQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 100 })),
  maxResultCount: Type.Integer({ minimum: 1, maximum: MAX_RESULT_COUNT, default: 10 }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});

export const PagedResult = <T extends TSchema>(item: T) =>
  Type.Object({ totalCount: Type.Integer(), items: Type.Array(item) });
export const ListResult = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });

export const IdQuery = Type.Object({ id: Id() });
/** ABP accepts `Id` as well as `id` in query strings. */
export const IdQueryAnyCase = Type.Object({ id: Type.Optional(Id()), Id: Type.Optional(Id()) });
export const pickId = (q: { id?: number; Id?: number }) => q.id ?? q.Id ?? 0;

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
