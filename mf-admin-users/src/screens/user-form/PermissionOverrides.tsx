/**
 * The edited user's permissions: the whole tree, each row ticked when the user holds it and marked
 * where that comes from (their roles, or an override for them alone). Changes are saved with the
 * form; "Przywróć uprawnienia z ról" drops every saved override at once.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Button, Checkbox, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { useUsersT, type UsersTextKey } from '../../features/texts/users-texts';
import { permissionLabel } from '../../features/texts/permission-names';
import { $editedUser, $userOverrides } from '../../features/user-form/user-form-store';
import { $passwordBusy, resetUserPermissions } from '../../features/user-form/user-extras-store';
import {
  $inheritedPermissions,
  $permissionRows,
  loadPermissionTree,
  toggleUserPermission,
} from '../../features/user-form/user-permissions-store';
import { isHeld, markOf, type PermissionMark } from '../../features/user-form/user-permissions';
import * as styles from '../admin.module.css';

const MARKS: Record<PermissionMark, UsersTextKey | null> = {
  role: 'markRole',
  granted: 'markGranted',
  denied: 'markDenied',
  none: null,
};

export function PermissionOverrides() {
  const t = useUsersT();
  const rows = useStore($permissionRows);
  const overrides = useStore($userOverrides);
  const inherited = useStore($inheritedPermissions);
  const edited = useStore($editedUser);
  const busy = useStore($passwordBusy);
  useEffect(() => {
    void loadPermissionTree();
  }, []);
  const saved = edited?.permissions.length ?? 0;
  return (
    <fieldset className={styles.section} aria-describedby="arm-perm-hint">
      <legend>{t('secPermissions')}</legend>
      <p id="arm-perm-hint" className={styles.muted}>
        {t('overridesHint')}
      </p>
      <p className={styles.muted}>
        {saved ? t('overrides', { count: saved }) : t('overridesNone')}
      </p>
      {rows.status === 'loading' && <Spinner />}
      {rows.status === 'error' && (
        <ErrorState message={rows.error} onRetry={() => void loadPermissionTree()} />
      )}
      <ul className={styles.tree} data-testid="user-permission-tree">
        {rows.rows.map(({ node, depth }) => {
          const mark = MARKS[markOf(node.name, inherited, overrides)];
          return (
            <li key={node.name} style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
              <Checkbox
                isSelected={isHeld(node.name, inherited, overrides)}
                isDisabled={!node.isGrantable}
                onChange={(on) => toggleUserPermission(node, on)}
              >
                {permissionLabel(node)}
                {mark && <span className={styles.muted}> {t(mark)}</span>}
                {!node.isGrantable && <span className={styles.muted}> {t('notGrantable')}</span>}
              </Checkbox>
            </li>
          );
        })}
      </ul>
      {saved > 0 && edited && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() => void resetUserPermissions(edited.user.id)}
          >
            {t('resetOverrides')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
