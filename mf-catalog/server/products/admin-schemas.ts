// Schemas of the product admin calls (Pages.ProductConfiguration).
import { Id, Money, Type, type Static, type TSchema } from '@armatura/shared-libs/server';

// Bounds are what the columns hold: prices numeric(12,2), dimensions numeric(10,2), weight numeric(10,3).
const Num = Money;
const NullableNum = (max = 99_999_999) => Type.Union([Num({ maximum: max }), Type.Null()]);
const Str = (max: number, min = 0) => Type.String({ maxLength: max, minLength: min });

export const ProductFields = {
  erpId: Type.Union([Str(50), Type.Null()]), code: Str(50, 1), ean: Type.Union([Type.String({ pattern: '^[0-9]{8,14}$' }), Type.Literal(''), Type.Null()]),
  catalogNumber: Type.Union([Str(60), Type.Null()]), name: Str(300, 2), description: Str(20_000), brandId: Type.Union([Id(), Type.Null()]),
  unit: Str(10, 1), rate: Type.Number({ minimum: 0, maximum: 100 }), valueNetto: Num(), valueBrutto: Num(), promotionValueNetto: Num(), promotionValueBrutto: Num(),
  currency: Str(3, 3), promotionCurrency: Str(3, 3), qtyAvailable: Type.Number({ minimum: 0, maximum: 9_999_999 }),
  isActive: Type.Boolean(), isArchived: Type.Boolean(), isSale: Type.Boolean(), isNew: Type.Boolean(), isRecommended: Type.Boolean(),
  weight: NullableNum(9_999_999), height: NullableNum(), width: NullableNum(), length: NullableNum(),
  categoryIds: Type.Array(Id(), { maxItems: 50 }),
  attributes: Type.Array(Type.Object({ attrId: Type.Optional(Type.Union([Id(), Type.Null()])), attrName: Str(100, 1), attrValue: Str(300, 1) }), { maxItems: 100 }),
  relatedIds: Type.Array(Id(), { maxItems: 50 }), similarIds: Type.Array(Id(), { maxItems: 50 }),
};
const optionalAll = Object.fromEntries(Object.entries(ProductFields).map(([k, v]) => [k, Type.Optional(v as TSchema)])) as Record<string, TSchema>;

export const ProductInput = Type.Object({ ...optionalAll, code: ProductFields.code, name: ProductFields.name });
export const ProductUpdate = Type.Object({ ...optionalAll, id: Id(), code: ProductFields.code, name: ProductFields.name });
export const GridUpdate = Type.Object({ ...optionalAll, id: Id(), code: ProductFields.code });
export const ProductEdit = Type.Object({ id: Type.Integer(), ...ProductFields, modificationTime: Type.String() });
const ProductFieldsObject = Type.Object(ProductFields);
export type ProductPatch = Partial<Static<typeof ProductFieldsObject>>;

export const AdminListItem = Type.Object({
  id: Type.Integer(), erpId: Type.Union([Type.String(), Type.Null()]), code: Type.String(), ean: Type.Union([Type.String(), Type.Null()]),
  catalogNumber: Type.Union([Type.String(), Type.Null()]), name: Type.String(), brandName: Type.Union([Type.String(), Type.Null()]), unit: Type.String(),
  rate: Type.Number(), valueNetto: Type.Number(), valueBrutto: Type.Number(), promotionValueNetto: Type.Number(), promotionValueBrutto: Type.Number(),
  qtyAvailable: Type.Number(), isActive: Type.Boolean(), isArchived: Type.Boolean(), modificationTime: Type.String(), imageUrl: Type.Union([Type.String(), Type.Null()]),
});
export const AdminListQuery = Type.Object({
  filter: Type.Optional(Type.String({ maxLength: 200 })), sorting: Type.Optional(Type.String({ maxLength: 100 })),
  skipCount: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }), maxResultCount: Type.Integer({ minimum: 1, maximum: 2147483647, default: 10 }),
  isArchived: Type.Optional(Type.Boolean()), isActive: Type.Optional(Type.Boolean()),
});
