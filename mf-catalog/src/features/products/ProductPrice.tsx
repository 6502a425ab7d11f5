/**
 * The caller's price: gross and net, the regular price struck through during a promotion.
 * B2B buyers think in net prices, so for them net comes first.
 */
import { useStore } from '@nanostores/react';
import { formatPrice } from '@armatura/shared-libs/format';
import type { ProductCard } from '@armatura/shared-libs/contracts';
import { $discounts, $isB2B, priceFor } from '../pricing/discounts-store';
import { useCatalogT } from '../texts/catalog-texts';
import * as styles from './ProductPrice.module.css';

export interface ProductPriceProps {
  product: ProductCard;
  size?: 'small' | 'large';
}

export function ProductPrice({ product, size = 'small' }: ProductPriceProps) {
  const t = useCatalogT();
  const discounts = useStore($discounts);
  const isB2B = useStore($isB2B);
  const price = priceFor(product, discounts, isB2B);
  const gross = { value: formatPrice(price.gross, price.currency), label: t('gross') };
  const net = { value: formatPrice(price.net, price.currency), label: t('net') };
  const [main, second] = isB2B ? [net, gross] : [gross, net];
  const regular = isB2B ? price.regularNet : price.regularGross;
  return (
    <div
      className={`${styles.price} ${size === 'large' ? styles.large : ''}`}
      data-testid="product-price"
    >
      {regular !== null && (
        <p className={styles.regular}>
          <span className={styles.visuallyHidden}>{t('priceBefore')}: </span>
          <del>{formatPrice(regular, product.currency)}</del>
          {price.savingPercent > 0 && <span className={styles.badge}>−{price.savingPercent}%</span>}
        </p>
      )}
      <p className={`${styles.main} ${regular !== null ? styles.promo : ''}`}>
        {main.value} <span className={styles.kind}>{main.label}</span>
      </p>
      <p className={styles.second}>
        {second.value} <span className={styles.kind}>{second.label}</span>
      </p>
    </div>
  );
}
