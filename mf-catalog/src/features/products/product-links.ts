/** Addresses of product pages: /oferta/<slug>-<id> (routes.tsv). */
import { productPath } from '@armatura/shared-libs/format';
import type { ProductCard } from '@armatura/shared-libs/contracts';

export function productHref(product: Pick<ProductCard, 'id' | 'slug' | 'name'>): string {
  return productPath(product.slug || product.name, product.id);
}
