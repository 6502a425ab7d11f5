/** Delete a role after a confirmation; static roles cannot be deleted (the server refuses too). */
import type { Role } from '@armatura/shared-libs/contracts';
import { Button, Dialog, DialogTrigger, Modal } from '@armatura/shared-libs/ui';
import { deleteRole } from '../../features/roles/role-list-store';
import { useUsersT } from '../../features/texts/users-texts';
import * as styles from '../admin.module.css';

export function DeleteRoleButton({ role }: { role: Role }) {
  const t = useUsersT();
  return (
    <DialogTrigger>
      <Button
        size="small"
        variant="danger"
        isDisabled={role.isStatic}
        aria-label={t('deleteOf', { name: role.displayName })}
      >
        {t('delete')}
      </Button>
      <Modal size="small">
        <Dialog role="alertdialog" title={t('deleteRoleTitle')}>
          {({ close }) => (
            <div className={styles.dialogBody}>
              <p>{t('deleteRoleConfirm', { name: role.displayName })}</p>
              <div className={`${styles.actions} ${styles.end}`}>
                <Button variant="secondary" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => void deleteRole(role.id).then((done) => done && close())}
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
