/** Delete with a confirmation dialog; the server's refusal is shown inside it. */
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { useDeliveryT } from '../texts/texts';
import * as s from './methods.module.css';

export function ConfirmDeleteButton({
  name,
  title,
  onConfirm,
}: {
  name: string;
  title: string;
  /** Resolves the server's message when it refused, null when deleted. */
  onConfirm(): Promise<string | null>;
}) {
  const t = useDeliveryT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <DialogTrigger onOpenChange={() => setError(null)}>
      <Button size="small" variant="danger" aria-label={`${t('delete')}: ${name}`}>
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog role="alertdialog" title={title}>
          {({ close }) => (
            <div className={s.dialogBody}>
              <p>{t('deleteConfirm', { name })}</p>
              {error && (
                <p role="alert" className={s.formMessage}>
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
                    const refused = await onConfirm();
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
