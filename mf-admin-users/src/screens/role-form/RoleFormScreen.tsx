/** Add / edit a role (users.roleAdd, users.roleEdit): names, default flag, permission tree. */
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { Button, Checkbox, ErrorState, Spinner, TextField } from '@armatura/shared-libs/ui';
import {
  $editedRole,
  $roleErrors,
  $roleForm,
  $roleStatus,
  openRoleForm,
  ROLE_LIST_PATH,
  saveRole,
  setRoleField,
} from '../../features/roles/role-form-store';
import { useUsersT } from '../../features/texts/users-texts';
import { PermissionTree } from './PermissionTree';
import * as styles from '../admin.module.css';

export function RoleFormScreen({ screen }: { screen: string }) {
  const t = useUsersT();
  const route = useRoute();
  const status = useStore($roleStatus);
  const form = useStore($roleForm);
  const errors = useStore($roleErrors);
  const edited = useStore($editedRole);
  const isEdit = screen === 'users.roleEdit';
  const raw = route?.params.roleId;
  const roleId = isEdit && raw && /^\d+$/.test(raw) ? Number(raw) : null;

  useEffect(() => {
    void openRoleForm(roleId);
  }, [roleId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveRole();
  };
  const title = isEdit ? t('roleEditTitle') : t('roleAddTitle');

  return (
    <section className={styles.screen} aria-labelledby="arm-role-title">
      <div className={styles.header}>
        <h1 id="arm-role-title" className={styles.title}>
          {title}
        </h1>
        <Link href={ROLE_LIST_PATH}>{t('backToRoles')}</Link>
      </div>
      {status.phase === 'loading' && <Spinner />}
      {status.phase === 'error' && (
        <ErrorState message={status.error} onRetry={() => void openRoleForm(roleId)} />
      )}
      {(status.phase === 'ready' || status.phase === 'saving') && (
        <form onSubmit={submit} noValidate aria-label={title} className={styles.screen}>
          <fieldset className={styles.section}>
            <legend>{t('rolesTitle')}</legend>
            <div className={styles.grid}>
              <TextField
                label={t('fRoleName')}
                value={form.name}
                onChange={(v) => setRoleField('name', v)}
                isRequired
                isDisabled={edited?.isStatic}
                description={edited?.isStatic ? t('staticRoleHint') : undefined}
                isInvalid={Boolean(errors.name)}
                errorMessage={errors.name}
                validationBehavior="aria"
              />
              <TextField
                label={t('fRoleDisplayName')}
                value={form.displayName}
                onChange={(v) => setRoleField('displayName', v)}
                isRequired
                isInvalid={Boolean(errors.displayName)}
                errorMessage={errors.displayName}
                validationBehavior="aria"
              />
            </div>
            <Checkbox isSelected={form.isDefault} onChange={(v) => setRoleField('isDefault', v)}>
              {t('fRoleDefault')}
            </Checkbox>
          </fieldset>
          <PermissionTree />
          {status.error && (
            <p className={styles.error} role="alert">
              {status.error}
            </p>
          )}
          <div className={`${styles.actions} ${styles.end}`}>
            <Link href={ROLE_LIST_PATH}>{t('cancel')}</Link>
            <Button type="submit" isDisabled={status.phase === 'saving'}>
              {status.phase === 'saving' ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
