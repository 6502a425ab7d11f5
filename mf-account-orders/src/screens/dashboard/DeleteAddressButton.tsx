// Deleting an address asks first (a modal naming the address); a refusal is shown in the dialog.
import { useState } from 'react';
import type { AccountAddress } from '@armatura/shared-libs/contracts';
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { deleteAddress } from '../../features/addresses/addresses-store';
import { useAccountT } from '../../features/texts/account-texts';
import * as s from './dashboard.module.css';

export function DeleteAddressButton({ address }: { address: AccountAddress }) {
  const t = useAccountT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = address.label || address.street;
  return (
    <DialogTrigger onOpenChange={() => setError(null)}>
      <Button variant="quiet" size="small" aria-label={`${t('deleteAddress')}: ${name}`}>
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog title={t('deleteAddress')} role="alertdialog">
          {({ close }) => (
            <>
              <p>{t('deleteAddressQuestion', { name })}</p>
              {error && (
                <p role="alert" className={s.formMessage}>
                  {error}
                </p>
              )}
              <div className={s.actions}>
                <Button
                  variant="danger"
                  isPending={busy}
                  onPress={async () => {
                    setBusy(true);
                    const failure = await deleteAddress(address.id);
                    setBusy(false);
                    if (failure) setError(failure);
                    else close();
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
