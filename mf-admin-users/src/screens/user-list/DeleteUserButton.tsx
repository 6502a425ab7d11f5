/** Delete (a soft delete on the server) with the kit's confirmation dialog. */
import type { AdminUser } from '@armatura/shared-libs/contracts';
import { ConfirmDeleteButton } from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import { deleteUser } from '../../features/user-list/user-list-store';

export function DeleteUserButton({ user }: { user: AdminUser }) {
  const t = useUsersT();
  return (
    <ConfirmDeleteButton
      variant="danger"
      name={user.userName}
      title={t('deleteUserTitle')}
      question={t('deleteUserConfirm', { name: user.userName })}
      onDelete={() => deleteUser(user.id)}
    />
  );
}
