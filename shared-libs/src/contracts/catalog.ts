// What the catalogue domain offers to other domains (ctx.modules.get<CatalogModuleApi>('catalog')).
export interface PricedProduct {
  id: number;
  code: string;
  name: string;
  /** Unit of measure, e.g. 'szt', 'kpl', 'm2' — drives the quantity rules. */
  unit: string;
  /** VAT rate in percent (23, 8, 5, 0). */
  vatRate: number;
  currency: string;
  /** The caller's unit prices after promotion, contract and contractor discounts. */
  priceNet: number;
  priceGross: number;
  qtyAvailable: number;
  isActive: boolean;
  imageUrl: string | null;
}

export interface PricingCaller {
  tenantId: number;
  userId: number | null;
}

export interface CatalogModuleApi {
  /** The caller's current prices; inactive or unknown ids are absent from the map. */
  priceProducts(caller: PricingCaller, productIds: number[]): Promise<Map<number, PricedProduct>>;
  /** Resolves product codes (cart import, quick order) to ids; unknown codes are absent. */
  findByCodes(tenantId: number, codes: string[]): Promise<Map<string, number>>;
  /** The tenant's brands by name (the content domain's brand blocks pick one). */
  listBrands(tenantId: number): Promise<{ id: number; name: string; slug: string }[]>;
  /** The categories each product is in (commerce statistics: top categories); unknown ids are absent. */
  productCategories(
    tenantId: number,
    productIds: number[],
  ): Promise<Map<number, { id: number; name: string }[]>>;
}

/** Published when a product's data, price or stock changed (search sync, availability alerts). */
export const PRODUCT_CHANGED = 'catalog.productChanged';
export interface ProductChanged {
  tenantId: number;
  productId: number;
}
