// Store tests (real API host): active products sold by the piece, at a guest's prices, in id order.
import type { CatalogModuleApi, PricedProduct } from '@armatura/shared-libs/contracts';

export async function piecesForSale(catalog: CatalogModuleApi): Promise<PricedProduct[]> {
  const ids = Array.from({ length: 60 }, (_, i) => i + 1);
  const prices = await catalog.priceProducts({ tenantId: 1, userId: null }, ids);
  return [...prices.values()]
    .filter((p) => p.isActive && p.priceNet > 0 && p.unit === 'szt')
    .sort((a, b) => a.id - b.id);
}
