// Store tests (real API host): active products sold by the piece and in stock (the shop sells no
// more than its stock by default), at a guest's prices, in id order.
import type { CatalogModuleApi, PricedProduct } from '@armatura/shared-libs/contracts';

export async function piecesForSale(catalog: CatalogModuleApi): Promise<PricedProduct[]> {
  const ids = Array.from({ length: 60 }, (_, i) => i + 1);
  const prices = await catalog.priceProducts({ tenantId: 1, userId: null }, ids);
  return [...prices.values()]
    .filter((p) => p.isActive && p.priceNet > 0 && p.unit === 'szt' && p.qtyAvailable >= 10)
    .sort((a, b) => a.id - b.id);
}
