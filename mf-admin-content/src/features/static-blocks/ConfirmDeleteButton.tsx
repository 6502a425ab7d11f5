// Deleting asks first (a modal naming the item); the dialog closes only when the delete worked.
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { useAdminPagesT } from '../texts/admin-pages-texts';
import * as s from './admin.module.css';

export function ConfirmDeleteButton({
  title,
  onDelete,
}: {
  title: string;
  onDelete(): Promise<boolean>;
}) {
  const t = useAdminPagesT();
  const [busy, setBusy] = useState(false);
  return (
    <DialogTrigger>
      <Button variant="quiet" size="small" aria-label={`${t('delete')}: ${title}`}>
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog title={t('confirmDeleteTitle')} role="alertdialog">
          {({ close }) => (
            <>
              <p>{t('confirmDelete', { title })}</p>
              <div className={s.armCaActions}>
                <Button
                  variant="danger"
                  isPending={busy}
                  onPress={async () => {
                    setBusy(true);
                    const done = await onDelete();
                    setBusy(false);
                    if (done) close();
                  }}
                >
                  {t('delete')}
                </Button>
                <Button variant="quiet" onPress={close}>
                  {t('cancel')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
