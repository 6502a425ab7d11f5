// Products an API test can order: active, sold by the piece (szt/kpl), priced, and in stock — the
// shop sells no more than its stock unless the tenant allows backorders — at a guest's prices of
// tenant 1, in id order. Suites about the stock rules themselves pick their own.
import type { CatalogModuleApi, PricedProduct } from '@armatura/shared-libs/contracts';
import type { ModuleContext } from '../module.js';

export interface ProductsForSaleOptions {
  /** Dearer products are left out (keeps orders under spending limits). */
  maxGross?: number;
  /** At least this many in stock (enough for the suite's orders). */
  minStock?: number;
  /** How many of the first product ids to look at. */
  among?: number;
}

export async function productsForSale(
  ctx: Pick<ModuleContext, 'modules'>,
  { maxGross = Infinity, minStock = 10, among = 300 }: ProductsForSaleOptions = {},
): Promise<PricedProduct[]> {
  const priced = await ctx.modules.get<CatalogModuleApi>('catalog').priceProducts(
    { tenantId: 1, userId: null },
    Array.from({ length: among }, (_, i) => i + 1),
  );
  return [...priced.values()]
    .filter(
      (x) =>
        x.isActive &&
        x.priceNet > 0 &&
        x.priceGross < maxGross &&
        /szt|kpl/.test(x.unit) &&
        x.qtyAvailable >= minStock,
    )
    .sort((a, b) => a.id - b.id);
}
