// The catalogue's storefront API (mf-catalog `Product/*` read calls, anonymous allowed): the one
// contract. The routes validate with these schemas through the TypeBox type provider, the catalogue
// remote types its client with the `Static` types. TypeBox only: browser-safe.
import { Type, type Static, type TSchema } from 'typebox';
import { Id, INT4_MAX, Money } from './schema-kit.js';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** A listing tile, search hit or recommendation: priceNet/priceGross are what this caller pays. */
export const ProductCardSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  code: Type.String(),
  ean: NullableString,
  catalogNumber: NullableString,
  brandId: Type.Union([Type.Integer(), Type.Null()]),
  brandName: NullableString,
  brandSlug: NullableString,
  unit: Type.String(),
  /** VAT rate in percent. */
  rate: Type.Number(),
  currency: Type.String(),
  promotionCurrency: Type.String(),
  qtyAvailable: Type.Number(),
  imageUrl: NullableString,
  valueNetto: Type.Number(),
  valueBrutto: Type.Number(),
  promotionValueNetto: Type.Number(),
  promotionValueBrutto: Type.Number(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  isPromotion: Type.Boolean(),
  isActive: Type.Boolean(),
  modificationTime: Type.String(),
  categoryIds: Type.Array(Type.Integer()),
});

/** GetCategoryTree query: how many levels (1..3). */
export const CategoryTreeQuerySchema = Type.Object({
  Level: Type.Integer({ minimum: 1, maximum: 3, default: 2 }),
});
// Three levels at most, spelled out: fast-json-stringify needs no $refs then.
const categoryNode = <T extends TSchema>(children: T) =>
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    level: Type.Integer(),
    productCount: Type.Integer(),
    children: Type.Array(children),
  });
/** GetCategoryTree answer item (the browser's type is recursive, see `CategoryNode`). */
export const CategoryNodeSchema = categoryNode(categoryNode(categoryNode(Type.Object({}))));

export const BrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  productCount: Type.Integer(),
});

export const CardListSchema = Type.Object({ items: Type.Array(ProductCardSchema) });
export const CardPageSchema = Type.Object({
  items: Type.Array(ProductCardSchema),
  totalCount: Type.Integer(),
});
/** GetRecommendedArticles query. */
export const RecommendedArticlesQuerySchema = Type.Object({
  maxResultCount: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
/** GetRelatedArticles / GetSimilarArticles query. */
export const LinkedArticlesQuerySchema = Type.Object({
  productId: Id(),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 50, default: 8 }),
});

/** The four product views of the home page (Product/GetRecommendedCategoryTree). */
export const RecommendedCategorySchema = Type.Object({
  type: Type.Union([
    Type.Literal('promotion'),
    Type.Literal('sale'),
    Type.Literal('new'),
    Type.Literal('recommended'),
  ]),
  name: Type.String(),
  slug: Type.String(),
  path: Type.String(),
  count: Type.Integer(),
});

export const CategoryRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
});
/** Product/Get answer: the card plus description, dimensions, gallery, attributes, categories. */
export const ProductDetailsSchema = Type.Intersect([
  ProductCardSchema,
  Type.Object({
    description: Type.String(),
    weight: NullableNumber,
    height: NullableNumber,
    width: NullableNumber,
    length: NullableNumber,
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
    categories: Type.Array(CategoryRefSchema),
    breadcrumbs: Type.Array(CategoryRefSchema),
  }),
]);

/** DiscountsProduct body: the products whose prices the caller wants (0/null contractor = own). */
export const DiscountRequestSchema = Type.Object({
  contractorId: Type.Union([Type.Integer({ minimum: 0, maximum: INT4_MAX }), Type.Null()]),
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
export const ProductDiscountSchema = Type.Object({
  productId: Type.Integer(),
  promotionValueNetto: Type.Number(),
  promotionValueBrutto: Type.Number(),
});

/** GetArticleServicesList query and answer item. */
export const ServicesQuerySchema = Type.Object({ productId: Type.Optional(Id()) });
export const ServiceProductSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  unit: Type.String(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
});

export type ProductCard = Static<typeof ProductCardSchema>;
export type CategoryTreeQuery = Static<typeof CategoryTreeQuerySchema>;
export type CategoryRef = Static<typeof CategoryRefSchema>;
/** A category with its children, any depth the query asked for. */
export type CategoryNode = Omit<Static<typeof CategoryNodeSchema>, 'children'> & {
  children: CategoryNode[];
};
export type Brand = Static<typeof BrandSchema>;
export type CardList = Static<typeof CardListSchema>;
export type CardPage = Static<typeof CardPageSchema>;
export type RecommendedCategory = Static<typeof RecommendedCategorySchema>;
export type RecommendedCategoryType = RecommendedCategory['type'];
export type ProductDetails = Static<typeof ProductDetailsSchema>;
export type DiscountRequest = Static<typeof DiscountRequestSchema>;
export type ProductDiscount = Static<typeof ProductDiscountSchema>;
export type ServiceProduct = Static<typeof ServiceProductSchema>;

/**
 * Product/GetOrderingRules answer: what the tenant allows when stock runs out. `allowBackorders`
 * is the commerce configuration's switch (read by the catalogue through CommerceModuleApi): on,
 * an out-of-stock product is sold 'Na zamówienie'; off, it cannot be added to the cart.
 */
export const OrderingRulesSchema = Type.Object({ allowBackorders: Type.Boolean() });
export type OrderingRules = Static<typeof OrderingRulesSchema>;
