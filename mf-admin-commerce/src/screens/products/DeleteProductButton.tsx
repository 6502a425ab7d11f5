/** Delete with a confirmation dialog (DeleteProduct). */
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import { deleteProduct } from '../../features/products/product-list-store';
import type { ProductRow } from '../../features/products/products-api';
import * as styles from './products.module.css';

export function DeleteProductButton({ row }: { row: ProductRow }) {
  const t = useAdminT();
  return (
    <DialogTrigger>
      <Button size="small" variant="danger" aria-label={`${t('delete')}: ${row.name}`}>
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog role="alertdialog" title={t('deleteTitle')}>
          {({ close }) => (
            <div className={styles.dialogBody}>
              <p>{t('deleteConfirm', { name: row.name, code: row.code })}</p>
              <div className={styles.dialogActions}>
                <Button variant="secondary" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => void deleteProduct(row.id).then((done) => done && close())}
                >
                  {t('delete')}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
