/** A titled, horizontally scrolling row of products (related, similar, recommended). */
import type { ProductCard } from '@armatura/shared-libs/contracts';
import { ProductTile } from './ProductTile';
import * as styles from './ProductStrip.module.css';

export function ProductStrip({
  title,
  products,
  id,
}: {
  title: string;
  products: ProductCard[];
  id: string;
}) {
  if (products.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.row}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductTile product={product} mode="image" />
          </li>
        ))}
      </ul>
    </section>
  );
}
