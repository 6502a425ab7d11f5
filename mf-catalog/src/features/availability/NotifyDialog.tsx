/** 'Powiadom mnie o dostępności' on a tile: the availability alert form in a dialog. */
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { useCatalogT } from '../texts/catalog-texts';
import { LazyNotifyForm } from './LazyNotifyForm';
import * as styles from './Purchase.module.css';

export function NotifyDialog({ productId, name }: { productId: number; name: string }) {
  const t = useCatalogT();
  return (
    <DialogTrigger>
      <Button variant="secondary" className={styles.notifyButton}>
        {t('notifyMe')}
      </Button>
      <Modal size="small">
        <Dialog title={t('notifyTitle')}>
          {({ close }) => (
            <>
              <p className={styles.dialogProduct}>{name}</p>
              <LazyNotifyForm productId={productId} autoFocus />
              <div className={styles.dialogActions}>
                <Button variant="quiet" onPress={close}>
                  {t('close')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
