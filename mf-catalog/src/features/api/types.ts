/**
 * Shapes of the catalogue API answers (mf-catalog/server/README.md). The server computes the
 * caller's prices: priceNet/priceGross are what this caller pays.
 */
export interface ProductCard {
  id: number;
  name: string;
  slug: string;
  code: string;
  ean: string | null;
  catalogNumber: string | null;
  brandId: number | null;
  brandName: string | null;
  brandSlug: string | null;
  unit: string;
  /** VAT rate in percent. */
  rate: number;
  currency: string;
  promotionCurrency: string | null;
  qtyAvailable: number;
  imageUrl: string | null;
  valueNetto: number;
  valueBrutto: number;
  promotionValueNetto: number;
  promotionValueBrutto: number;
  priceNet: number;
  priceGross: number;
  isPromotion: boolean;
  modificationTime: string | null;
}

/** A search hit: the card plus the highlighted name (server snippet with <em> marks). */
export interface ProductHit extends ProductCard {
  nameSnippet: string | null;
}

export interface ProductImage {
  id: number;
  url: string;
  alt: string | null;
  sort: number;
}

export interface ProductAttribute {
  attrId: number | null;
  attrName: string;
  attrValue: string;
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface ProductDetails extends ProductCard {
  description: string | null;
  weight: number | null;
  height: number | null;
  width: number | null;
  length: number | null;
  isActive: boolean;
  images: ProductImage[];
  attributes: ProductAttribute[];
  categories: CategoryRef[];
  breadcrumbs: CategoryRef[];
}

export interface CategoryNode extends CategoryRef {
  parentId: number | null;
  level: number;
  productCount: number;
  children: CategoryNode[];
}

export type RecommendedCategoryType = 'promotion' | 'sale' | 'new' | 'recommended';

export interface RecommendedCategory {
  type: RecommendedCategoryType;
  name: string;
  slug: string;
  path: string;
  count: number;
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
  productCount: number;
}

export interface Contract {
  id: number;
  number: string;
  name: string;
  contractorId: number | null;
  validFrom: string | null;
  validTo: string | null;
  isValid: boolean;
  productCount: number;
}

export interface ContractProduct extends ProductCard {
  contractPriceNet: number;
  contractPriceGross: number;
  isAvailable: boolean;
}

export interface ListResult<T> {
  items: T[];
  totalCount?: number;
}

/** One answer row of Product/DiscountsProduct. */
export interface ProductDiscount {
  productId: number;
  promotionValueNetto: number;
  promotionValueBrutto: number;
}
