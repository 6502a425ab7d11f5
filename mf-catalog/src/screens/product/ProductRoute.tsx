/** 'catalog.product': /oferta/(slug-):productId with a digits-only id. */
import { useRoute } from '@armatura/shared-libs/routing';
import { parseProductId } from '../../features/product/product-store';
import { ProductScreen } from './ProductScreen';

export function ProductRoute() {
  const route = useRoute();
  return <ProductScreen productId={parseProductId(route?.params.productId)} />;
}
