/** Delete one point after a confirmation; the server's refusal is shown inside the dialog. */
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import type { PointOfSale } from '@armatura/shared-libs/contracts';
import { deletePoint } from '../../features/points-of-sale/points-store';
import { usePointT } from '../../features/points-of-sale/texts/texts';
import * as s from './points.module.css';

export function ConfirmDelete({ point }: { point: PointOfSale }) {
  const t = usePointT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <DialogTrigger onOpenChange={() => setError(null)}>
      <Button size="small" variant="danger" aria-label={`${t('delete')}: ${point.name}`}>
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog role="alertdialog" title={t('deleteTitle')}>
          {({ close }) => (
            <div className={s.dialogBody}>
              <p>{t('deleteConfirm', { name: point.name })}</p>
              {error && (
                <p role="alert" className={s.error}>
                  {error}
                </p>
              )}
              <div className={s.dialogActions}>
                <Button variant="secondary" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="danger"
                  isPending={busy}
                  onPress={async () => {
                    setBusy(true);
                    const refused = await deletePoint(point);
                    setBusy(false);
                    if (refused) setError(refused);
                    else close();
                  }}
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
