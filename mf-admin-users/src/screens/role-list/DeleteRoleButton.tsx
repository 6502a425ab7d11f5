/** Delete a role after a confirmation; static roles cannot be deleted (the server refuses too). */
import type { Role } from '@armatura/shared-libs/contracts';
import { ConfirmDeleteButton } from '@armatura/shared-libs/ui';
import { deleteRole } from '../../features/roles/role-list-store';
import { useUsersT } from '../../features/texts/users-texts';
import { roleLabel } from '../../features/texts/role-names';

export function DeleteRoleButton({ role }: { role: Role }) {
  const t = useUsersT();
  return (
    <ConfirmDeleteButton
      variant="danger"
      isDisabled={role.isStatic}
      name={roleLabel(role)}
      title={t('deleteRoleTitle')}
      question={t('deleteRoleConfirm', { name: roleLabel(role) })}
      onDelete={() => deleteRole(role.id)}
    />
  );
}
