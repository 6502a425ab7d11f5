/**
 * A product of a contract: list price, the price the buyer pays (named the contract price only
 * while it is that price), stock and the cart widget. An expired contract or a product switched off
 * in it says so and offers no cart widget (features/contracts/contract-row.ts).
 */
import { useStore } from '@nanostores/react';
import { formatPrice } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import type { Contract, ContractProduct } from '@armatura/shared-libs/contracts';
import { PurchaseBox } from '../../features/availability/PurchaseBox';
import { contractRowView } from '../../features/contracts/contract-row';
import { LazyImage } from '../../features/images/LazyImage';
import { $discounts, $isB2B, priceFor } from '../../features/pricing/discounts-store';
import { Availability } from '../../features/products/Availability';
import { productHref } from '../../features/products/product-links';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Contracts.module.css';

export function ContractProductRow({
  product,
  contract,
}: {
  product: ContractProduct;
  contract: Contract | null;
}) {
  const t = useCatalogT();
  const discounts = useStore($discounts);
  const isB2B = useStore($isB2B);
  const href = productHref(product);
  // The same price AddToCartSlot passes on and the cart charges.
  const payable = priceFor(product, discounts, isB2B);
  const view = contractRowView(product, contract, payable.net);
  return (
    <li
      className={styles.productRow}
      data-testid="contract-product"
      data-product-id={product.id}
      data-state={view.state}
    >
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
          <dt>{view.state === 'contract' ? t('contractPrice') : t('yourPrice')}</dt>
          <dd data-testid="contract-row-price">
            <strong>{formatPrice(payable.net, payable.currency)}</strong>{' '}
            <span className={styles.muted}>{t('net')}</span>
            <br />
            {formatPrice(payable.gross, payable.currency)}{' '}
            <span className={styles.muted}>{t('gross')}</span>
          </dd>
        </div>
      </dl>
      <div className={styles.cart}>
        {view.canAdd ? (
          <>
            {view.state === 'lower' && <p className={styles.note}>{t('contractLowerPrice')}</p>}
            <PurchaseBox product={product} variant="compact" withNotify />
          </>
        ) : (
          <p className={styles.note}>
            {view.state === 'off' ? t('contractProductOff') : t('contractExpired')}
          </p>
        )}
      </div>
    </li>
  );
}
