// Deleting a contact message asks first (it cannot be undone).
import type { Contact } from '@armatura/shared-libs/contracts';
import { Button, Dialog, DialogTrigger, Modal, notify } from '@armatura/shared-libs/ui';
import { deleteContact } from '../../features/contacts-admin/contacts-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import * as s from '../../features/email-log/tools.module.css';

export function DeleteContactButton({ contact }: { contact: Contact }) {
  const t = useToolsT();
  return (
    <DialogTrigger>
      <Button variant="danger" size="small">
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog role="alertdialog" title={t('deleteContactTitle')}>
          {({ close }) => (
            <>
              <p>{t('deleteContactText', { name: contact.name, subject: contact.subject })}</p>
              <div className={s.actions}>
                <Button variant="secondary" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="danger"
                  onPress={async () => {
                    close();
                    if (await deleteContact(contact))
                      notify({ type: 'success', title: t('deleted') });
                  }}
                >
                  {t('delete')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
