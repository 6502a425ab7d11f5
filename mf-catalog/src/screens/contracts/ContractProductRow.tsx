/** A product of a contract: list price vs contract price, stock and the cart widget. */
import { formatPrice } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import type { ContractProduct } from '@armatura/shared-libs/contracts';
import { LazyImage } from '../../features/images/LazyImage';
import { AddToCartSlot } from '../../features/products/AddToCartSlot';
import { Availability } from '../../features/products/Availability';
import { productHref } from '../../features/products/product-links';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Contracts.module.css';

export function ContractProductRow({ product }: { product: ContractProduct }) {
  const t = useCatalogT();
  const href = productHref(product);
  // The cart gets the contract price: it is what this buyer pays for the product.
  const priced = {
    ...product,
    priceNet: product.contractPriceNet,
    priceGross: product.contractPriceGross,
  };
  return (
    <li className={styles.productRow} data-testid="contract-product" data-product-id={product.id}>
      <Link href={href} className={styles.photo} tabIndex={-1} aria-hidden="true">
        <LazyImage src={product.imageUrl} alt="" />
      </Link>
      <div className={styles.productInfo}>
        <h2 className={styles.productName}>
          <Link href={href}>{product.name}</Link>
        </h2>
        <p className={styles.muted}>
          {t('code')}: {product.code}
        </p>
        <Availability qtyAvailable={product.qtyAvailable} unit={product.unit} />
      </div>
      <dl className={styles.prices}>
        <div>
          <dt>{t('listPrice')}</dt>
          <dd>
            {formatPrice(product.valueNetto, product.currency)}{' '}
            <span className={styles.muted}>{t('net')}</span>
          </dd>
        </div>
        <div className={styles.contractPrice}>
          <dt>{t('contractPrice')}</dt>
          <dd>
            <strong>{formatPrice(product.contractPriceNet, product.currency)}</strong>{' '}
            <span className={styles.muted}>{t('net')}</span>
            <br />
            {formatPrice(product.contractPriceGross, product.currency)}{' '}
            <span className={styles.muted}>{t('gross')}</span>
          </dd>
        </div>
      </dl>
      <div className={styles.cart}>
        {product.isAvailable && <AddToCartSlot product={priced} variant="compact" />}
      </div>
    </li>
  );
}
