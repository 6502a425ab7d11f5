/**
 * Stock as a short label: 'Dostępny: 12 szt', and out of stock 'Na zamówienie' where the tenant
 * sells on order (commerce configuration `allowBackorders`), else 'Niedostępny'.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatQuantity } from '@armatura/shared-libs/format';
import { $allowBackorders, loadOrderingRules, stockState } from '../availability/ordering-store';
import { useCatalogT } from '../texts/catalog-texts';
import * as styles from './Availability.module.css';

export function Availability({
  qtyAvailable,
  unit,
  showQuantity = true,
}: {
  qtyAvailable: number;
  unit: string;
  showQuantity?: boolean;
}) {
  const t = useCatalogT();
  const allowBackorders = useStore($allowBackorders);
  useEffect(() => void loadOrderingRules(), []);
  const state = stockState(qtyAvailable, allowBackorders);
  const text =
    state === 'unavailable'
      ? t('outOfStock')
      : state === 'backorder'
        ? t('onBackorder')
        : showQuantity
          ? t('inStockQty', { qty: formatQuantity(qtyAvailable), unit })
          : t('inStock');
  return (
    <p className={`${styles.availability} ${styles[state]}`} data-stock={state}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
