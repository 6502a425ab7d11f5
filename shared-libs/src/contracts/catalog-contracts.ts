// The catalogue's contract API (mf-catalog `Product/GetContracts`, `GetContractProducts`,
// `SetAvailableContractProduct`; Pages.Contracts): the one contract for the routes and the
// /kontrakty screens. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX } from './schema-kit.js';
import { ProductCardSchema } from './catalog-storefront.js';

const ContractPaging = {
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
};

/** GetContracts query: staff may name a contractor, a customer always sees their own. */
export const ContractListQuerySchema = Type.Object({
  ...ContractPaging,
  contractorId: Type.Optional(Id()),
});
export const ContractSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  name: Type.String(),
  contractorId: Type.Integer(),
  /** yyyy-mm-dd */
  validFrom: Type.String(),
  validTo: Type.Union([Type.String(), Type.Null()]),
  isValid: Type.Boolean(),
  productCount: Type.Integer(),
});
export const ContractPageSchema = Type.Object({
  items: Type.Array(ContractSchema),
  totalCount: Type.Integer(),
});

/** GetContractProducts query. */
export const ContractProductListQuerySchema = Type.Object({ ...ContractPaging, contractId: Id() });
export const ContractProductSchema = Type.Intersect([
  ProductCardSchema,
  Type.Object({
    contractPriceNet: Type.Number(),
    contractPriceGross: Type.Number(),
    isAvailable: Type.Boolean(),
  }),
]);
export const ContractProductPageSchema = Type.Object({
  items: Type.Array(ContractProductSchema),
  totalCount: Type.Integer(),
  /** The contract itself: an expired one (isValid false) prices nothing, its rows say so. */
  contract: ContractSchema,
});

/** SetAvailableContractProduct body (and answer). */
export const ContractAvailabilitySchema = Type.Object({
  contractId: Id(),
  productId: Id(),
  isAvailable: Type.Boolean(),
});

export type ContractListQuery = Static<typeof ContractListQuerySchema>;
export type Contract = Static<typeof ContractSchema>;
export type ContractPage = Static<typeof ContractPageSchema>;
export type ContractProductListQuery = Static<typeof ContractProductListQuerySchema>;
export type ContractProduct = Static<typeof ContractProductSchema>;
export type ContractProductPage = Static<typeof ContractProductPageSchema>;
export type ContractAvailability = Static<typeof ContractAvailabilitySchema>;
