/**
 * The buying part of a tile and of the product page (issue 14 #5). In stock: the cart's AddToCart
 * widget. Out of stock where the tenant sells on order: a 'Na zamówienie' hint and the widget.
 * Out of stock otherwise: a disabled add button with the reason, never a silent add; the tiles
 * offer 'Powiadom mnie o dostępności' (the product page has its own alert section).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ProductCard } from '@armatura/shared-libs/contracts';
import { Button } from '@armatura/shared-libs/ui';
import { AddToCartSlot } from '../products/AddToCartSlot';
import { useCatalogT } from '../texts/catalog-texts';
import { $allowBackorders, loadOrderingRules, stockState } from './ordering-store';
import { NotifyDialog } from './NotifyDialog';
import * as styles from './Purchase.module.css';

export function PurchaseBox({
  product,
  variant,
  withNotify,
}: {
  product: ProductCard;
  variant: 'compact' | 'full';
  /** Offer the alert dialog when the product is out of stock. */
  withNotify: boolean;
}) {
  const t = useCatalogT();
  const allowBackorders = useStore($allowBackorders);
  useEffect(() => void loadOrderingRules(), []);
  const state = stockState(product.qtyAvailable, allowBackorders);
  const notify = withNotify && state !== 'inStock' && (
    <NotifyDialog productId={product.id} name={product.name} />
  );
  if (state === 'unavailable') {
    const reason = `unavailable-${product.id}-${variant}`;
    return (
      <div className={styles.box} data-testid="purchase-unavailable">
        <Button
          isDisabled
          aria-label={`${t('addToCart')}: ${product.name}`}
          aria-describedby={reason}
          className={styles.disabledAdd}
        >
          {t('addToCart')}
        </Button>
        <p id={reason} className={styles.reason}>
          {t('unavailableNoOrder')}
        </p>
        {notify}
      </div>
    );
  }
  return (
    <div className={styles.box}>
      {state === 'backorder' && <p className={styles.reason}>{t('backorderHint')}</p>}
      <div className={variant === 'compact' ? styles.compactWidget : undefined}>
        <AddToCartSlot product={product} variant={variant} />
      </div>
      {notify}
    </div>
  );
}
