/** Delete (a soft delete on the server) with a confirmation dialog. */
import type { AdminUser } from '@armatura/shared-libs/contracts';
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import { deleteUser } from '../../features/user-list/user-list-store';
import * as styles from '../admin.module.css';

export function DeleteUserButton({ user }: { user: AdminUser }) {
  const t = useUsersT();
  return (
    <DialogTrigger>
      <Button size="small" variant="danger" aria-label={t('deleteOf', { name: user.userName })}>
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog role="alertdialog" title={t('deleteUserTitle')}>
          {({ close }) => (
            <div className={styles.dialogBody}>
              <p>{t('deleteUserConfirm', { name: user.userName })}</p>
              <div className={`${styles.actions} ${styles.end}`}>
                <Button variant="secondary" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => void deleteUser(user.id).then((done) => done && close())}
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
