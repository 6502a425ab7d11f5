/**
 * The permission tree as an indented checkbox list. A parent shows "some" (indeterminate) when only
 * part of its subtree is granted; permissions the editor does not hold are disabled and say so.
 */
import { useStore } from '@nanostores/react';
import { Checkbox } from '@armatura/shared-libs/ui';
import { flatten, type PermissionNode } from '../../features/roles/permission-tree';
import { $permissionTree, $roleForm, togglePermission } from '../../features/roles/role-form-store';
import { useUsersT } from '../../features/texts/users-texts';
import { permissionLabel } from '../../features/texts/permission-names';
import * as styles from '../admin.module.css';

function subtree(node: PermissionNode): string[] {
  return [node.name, ...node.children.flatMap(subtree)];
}

export function PermissionTree() {
  const t = useUsersT();
  const tree = useStore($permissionTree);
  const granted = new Set(useStore($roleForm).grantedPermissions);
  return (
    <fieldset className={styles.section}>
      <legend>{t('permissionsLegend')}</legend>
      <p className={styles.muted}>{t('permissionsHint')}</p>
      <ul className={styles.tree} data-testid="permission-tree">
        {flatten(tree).map(({ node, depth }) => {
          const names = subtree(node);
          const some = names.some((n) => granted.has(n));
          return (
            <li key={node.name} style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
              <Checkbox
                isSelected={granted.has(node.name)}
                isIndeterminate={!granted.has(node.name) && some}
                isDisabled={!node.isGrantable}
                onChange={(on) => togglePermission(node, on)}
              >
                {permissionLabel(node)}
                {!node.isGrantable && <span className={styles.muted}> {t('notGrantable')}</span>}
              </Checkbox>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
