// The staff product administration API (mf-catalog `Product/*`, Pages.ProductConfiguration): the one
// contract. The routes validate with these schemas (and get `req.body`/`req.query` types from them
// through the TypeBox type provider), the admin remote types its client with the `Static` types and
// validates its form with the same schemas (`Value.Errors`). TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, Money, MONEY_MAX, INT4_MAX } from './schema-kit.js';

// Bounds are what the columns hold: prices numeric(12,2), dimensions numeric(10,2), weight numeric(10,3).
const NullableNum = (max = MONEY_MAX) => Type.Union([Money({ maximum: max }), Type.Null()]);
const Str = (max: number, min = 0) => Type.String({ maxLength: max, minLength: min });
/** An ISO 4217 code (PLN, EUR); the form upper-cases it. */
const Currency = Type.String({ minLength: 3, maxLength: 3, pattern: '^[A-Za-z]{3}$' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One attribute row of a product (attrId null = a free-text attribute). */
export const ProductAttributeSchema = Type.Object({
  attrId: Type.Optional(Type.Union([Id(), Type.Null()])),
  attrName: Str(100, 1),
  attrValue: Str(300, 1),
});

/** Every editable field, as the columns hold it. */
export const ProductFields = {
  erpId: Type.Union([Str(50), Type.Null()]),
  code: Str(50, 1),
  ean: Type.Union([Type.String({ pattern: '^[0-9]{8,14}$' }), Type.Literal(''), Type.Null()]),
  catalogNumber: Type.Union([Str(60), Type.Null()]),
  name: Str(300, 2),
  description: Str(20_000),
  brandId: Type.Union([Id(), Type.Null()]),
  unit: Str(10, 1),
  rate: Type.Number({ minimum: 0, maximum: 100 }),
  valueNetto: Money(),
  valueBrutto: Money(),
  promotionValueNetto: Money(),
  promotionValueBrutto: Money(),
  currency: Currency,
  promotionCurrency: Currency,
  qtyAvailable: Type.Number({ minimum: 0, maximum: 9_999_999 }),
  isActive: Type.Boolean(),
  isArchived: Type.Boolean(),
  isSale: Type.Boolean(),
  isNew: Type.Boolean(),
  isRecommended: Type.Boolean(),
  weight: NullableNum(9_999_999),
  height: NullableNum(),
  width: NullableNum(),
  length: NullableNum(),
  categoryIds: Type.Array(Id(), { maxItems: 50 }),
  attributes: Type.Array(ProductAttributeSchema, { maxItems: 100 }),
  relatedIds: Type.Array(Id(), { maxItems: 50 }),
  similarIds: Type.Array(Id(), { maxItems: 50 }),
};
const ProductFieldsObject = Type.Object(ProductFields);
/** Any subset of the fields: what a write applies. */
export const ProductPatchSchema = Type.Partial(ProductFieldsObject);
const optionalFields = ProductPatchSchema.properties;

/** CreateProduct body: code and name required, every other field optional. */
export const ProductInputSchema = Type.Object({
  ...optionalFields,
  code: ProductFields.code,
  name: ProductFields.name,
});
/** UpdateProduct body. */
export const ProductUpdateSchema = Type.Object({
  ...optionalFields,
  id: Id(),
  code: ProductFields.code,
  name: ProductFields.name,
});
/** UpdateFromGrid body: the row's id and code (checked against the row) and the changed cells. */
export const GridUpdateSchema = Type.Object({
  ...optionalFields,
  id: Id(),
  code: ProductFields.code,
});
/** GetProductToEdit answer (also what every write answers). */
export const ProductEditSchema = Type.Object({
  id: Type.Integer(),
  ...ProductFields,
  modificationTime: Type.String(),
});

/** One row of the product grid. */
export const ProductRowSchema = Type.Object({
  id: Type.Integer(),
  erpId: NullableString,
  code: Type.String(),
  ean: NullableString,
  catalogNumber: NullableString,
  name: Type.String(),
  brandName: Type.Union([Type.String(), Type.Null()]),
  unit: Type.String(),
  rate: Type.Number(),
  valueNetto: Type.Number(),
  valueBrutto: Type.Number(),
  promotionValueNetto: Type.Number(),
  promotionValueBrutto: Type.Number(),
  qtyAvailable: Type.Number(),
  isActive: Type.Boolean(),
  isArchived: Type.Boolean(),
  modificationTime: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
});

/** The grid's sortable columns; `sorting` is `<field>[ asc|desc]`, anything else is a 400. */
export const PRODUCT_SORT_FIELDS = [
  'id',
  'code',
  'name',
  'brandName',
  'valueNetto',
  'valueBrutto',
  'qtyAvailable',
  'modificationTime',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** GetAllProducts query. */
export const ProductListQuerySchema = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 100 })),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: 10 }),
  isArchived: Type.Optional(Type.Boolean()),
  isActive: Type.Optional(Type.Boolean()),
});
/** GetAllProducts answer: the count stops at a cap unless the caller pages further (`totalCountCapped`). */
export const ProductPageSchema = Type.Object({
  items: Type.Array(ProductRowSchema),
  totalCount: Type.Integer(),
  totalCountCapped: Type.Boolean(),
});

/** ArchiveProducts body and answer. */
export const ArchiveProductsSchema = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10_000 }),
  archive: Type.Boolean({ default: true }),
});
export const ArchiveResultSchema = Type.Object({ count: Type.Integer() });

/** GetAllDefAvailableAttributes answer item. */
export const AttributeDefinitionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  values: Type.Array(Type.String()),
});
/** GetCecheCategory query and answer item. */
export const CategoryAttributesQuerySchema = Type.Object({
  categoryId: Type.Integer({ minimum: 1 }),
});
export const CategoryAttributeSchema = Type.Object({
  attrId: Type.Integer(),
  attrName: Type.String(),
  values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })),
});

export type ProductAttribute = Static<typeof ProductAttributeSchema>;
export type ProductPatch = Static<typeof ProductPatchSchema>;
export type ProductInput = Static<typeof ProductInputSchema>;
export type ProductUpdate = Static<typeof ProductUpdateSchema>;
export type GridUpdate = Static<typeof GridUpdateSchema>;
export type ProductEdit = Static<typeof ProductEditSchema>;
export type ProductRow = Static<typeof ProductRowSchema>;
export type ProductListQuery = Static<typeof ProductListQuerySchema>;
export type ProductPage = Static<typeof ProductPageSchema>;
export type ArchiveProducts = Static<typeof ArchiveProductsSchema>;
export type AttributeDefinition = Static<typeof AttributeDefinitionSchema>;
export type CategoryAttribute = Static<typeof CategoryAttributeSchema>;
