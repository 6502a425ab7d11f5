/** Stock as a short label: 'Dostępny: 12 szt' or 'Niedostępny'. */
import { formatQuantity } from '@armatura/shared-libs/format';
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
  const available = qtyAvailable > 0;
  const text = !available
    ? t('outOfStock')
    : showQuantity
      ? t('inStockQty', { qty: formatQuantity(qtyAvailable), unit })
      : t('inStock');
  return (
    <p className={`${styles.availability} ${available ? styles.in : styles.out}`}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
