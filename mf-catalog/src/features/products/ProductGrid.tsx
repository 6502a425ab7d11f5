/** Tiles in the layout of the view mode (columns change at 768 / 992 / 1200 px). */
import type { ViewMode } from '@armatura/shared-libs/constants';
import type { ProductCard } from '@armatura/shared-libs/contracts';
import { ProductTile } from './ProductTile';
import * as styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: (ProductCard & { nameSnippet?: string | null })[];
  mode?: ViewMode;
  label?: string;
  withCart?: boolean;
  /**
   * How many of the first tiles load their photo at once, in the first render (and so in the
   * server's HTML): the ones above a phone's fold, the page's largest element (issue 16).
   */
  eagerPhotos?: number;
}

export function ProductGrid({
  products,
  mode = 'image',
  label,
  withCart = true,
  eagerPhotos = 0,
}: ProductGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[mode] ?? ''}`} aria-label={label} data-view-mode={mode}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductTile
            product={product}
            mode={mode}
            withCart={withCart}
            eagerPhoto={index < eagerPhotos}
          />
        </li>
      ))}
    </ul>
  );
}
