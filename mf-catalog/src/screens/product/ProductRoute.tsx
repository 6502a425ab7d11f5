/** 'catalog.product': /oferta/(slug-):productId with a digits-only id. */
import { useRoute } from '@armatura/shared-libs/routing';
import { parseProductId, primeProductPage } from '../../features/product/product-store';
import { ProductScreen } from './ProductScreen';

export function ProductRoute() {
  const route = useRoute();
  const productId = parseProductId(route?.params.productId);
  // Before the screen reads its stores: the first page's answers are in the HTML. Idempotent
  // (a carried answer is taken once), so a second render or strict mode changes nothing.
  if (productId !== null) primeProductPage(productId);
  return <ProductScreen productId={productId} />;
}
