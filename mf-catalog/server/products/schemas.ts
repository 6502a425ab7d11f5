// TypeBox schemas shared by the storefront product routes.
import { Id, Money, Type, type TSchema } from '@armatura/shared-libs/server';
import { ProductCardSchema } from './cards.js';

// Three levels at most (GetCategoryTree Level ≤ 3), spelled out: fast-json-stringify needs no $refs then.
const node = <T extends TSchema>(children: T) =>
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    level: Type.Integer(),
    productCount: Type.Integer(),
    children: Type.Array(children),
  });
export const CategoryNode = node(node(node(Type.Object({}))));
export const BrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  productCount: Type.Integer(),
});
export const CardList = Type.Object({ items: Type.Array(ProductCardSchema) });
export const CardPage = Type.Object({
  items: Type.Array(ProductCardSchema),
  totalCount: Type.Integer(),
});
const Named = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
export const ProductDetailsSchema = Type.Intersect([
  ProductCardSchema,
  Type.Object({
    description: Type.String(),
    weight: Type.Union([Type.Number(), Type.Null()]),
    height: Type.Union([Type.Number(), Type.Null()]),
    width: Type.Union([Type.Number(), Type.Null()]),
    length: Type.Union([Type.Number(), Type.Null()]),
    images: Type.Array(
      Type.Object({
        id: Type.Integer(),
        url: Type.String(),
        alt: Type.String(),
        sort: Type.Integer(),
      }),
    ),
    attributes: Type.Array(
      Type.Object({ attrId: Type.Integer(), attrName: Type.String(), attrValue: Type.String() }),
    ),
    categories: Type.Array(Named),
    breadcrumbs: Type.Array(Named),
  }),
]);
export const DiscountRequest = Type.Object({
  contractorId: Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.Null()]),
  products: Type.Array(
    Type.Object({
      productId: Id(),
      promotionValueNetto: Type.Optional(Money()),
      promotionValueBrutto: Type.Optional(Money()),
      rate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
      promotionCurrency: Type.Optional(Type.Union([Type.String({ maxLength: 3 }), Type.Null()])),
    }),
    { maxItems: 1000 },
  ),
});
export const DiscountAnswer = Type.Array(
  Type.Object({
    productId: Type.Integer(),
    promotionValueNetto: Type.Number(),
    promotionValueBrutto: Type.Number(),
  }),
);
export const ServiceSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
});
export const RecommendedView = Type.Object({
  type: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  path: Type.String(),
  count: Type.Integer(),
});
