/** Add / edit one product: loads it (edit), shows the form, saves and returns to the list. */
import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { Button, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $formStatus,
  erpIdFromRoute,
  openProductForm,
  PRODUCT_LIST_PATH,
  saveProduct,
} from '../../features/products/product-form-store';
import { AttributesEditor } from './AttributesEditor';
import { ImagesPanel } from './ImagesPanel';
import { ProductFields } from './ProductFields';
import * as styles from './form.module.css';

export function ProductFormScreen({ screen }: { screen: string }) {
  const t = useAdminT();
  const route = useRoute();
  const status = useStore($formStatus);
  const isEdit = screen === 'commerce.productEdit';
  const rawId = route?.params.productId;
  const productId = isEdit && rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const erpId = erpIdFromRoute(route?.params.erpId);

  useEffect(() => {
    void openProductForm(productId, erpId);
  }, [productId, erpId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveProduct();
  };
  const title = isEdit ? t('formEditTitle') : t('formAddTitle');

  return (
    <section className={styles.screen} aria-labelledby="arm-com-form-title">
      <div className={styles.header}>
        <h1 id="arm-com-form-title" className={styles.title}>
          {title}
        </h1>
        <Link href={PRODUCT_LIST_PATH}>{t('formBack')}</Link>
      </div>
      {status.phase === 'loading' && <Spinner />}
      {status.phase === 'error' && (
        <ErrorState message={status.error} onRetry={() => void openProductForm(productId, erpId)} />
      )}
      {(status.phase === 'ready' || status.phase === 'saving') && (
        <form onSubmit={submit} noValidate aria-label={title}>
          <div className={styles.screen}>
            <ProductFields />
            <AttributesEditor />
            <ImagesPanel />
            {status.error && (
              <p className={styles.error} role="alert">
                {status.error}
              </p>
            )}
            <div className={styles.actions}>
              <Link href={PRODUCT_LIST_PATH}>{t('cancel')}</Link>
              <Button type="submit" isDisabled={status.phase === 'saving'}>
                {status.phase === 'saving' ? t('saving') : t('save')}
              </Button>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
