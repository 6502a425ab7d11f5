/** 'Powiadom o dostępności' on the product page: the alert form as a section of its own. */
import { LazyNotifyForm } from '../../features/availability/LazyNotifyForm';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Product.module.css';

export function NotifyAvailability({ productId }: { productId: number }) {
  const t = useCatalogT();
  return (
    <section className={styles.notify} aria-labelledby="notify-title" id="powiadom">
      <h2 id="notify-title" className={styles.notifyTitle}>
        {t('notifyTitle')}
      </h2>
      <LazyNotifyForm productId={productId} />
    </section>
  );
}
