/** Add / edit one user (users.userAdd, users.userEdit): the form, then (edit) its side panels. */
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { Button, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import {
  $editedUser,
  $userFormStatus,
  openUserForm,
  saveUser,
  USER_LIST_PATH,
} from '../../features/user-form/user-form-store';
import { LimitsPanel } from './LimitsPanel';
import { LinkedAccountsPanel } from './LinkedAccountsPanel';
import { PasswordPanel } from './PasswordPanel';
import { PermissionOverrides } from './PermissionOverrides';
import { UserFields } from './UserFields';
import { UserInfoPanels } from './UserInfoPanels';
import * as styles from '../admin.module.css';

const idParam = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

export function UserFormScreen({ screen }: { screen: string }) {
  const t = useUsersT();
  const route = useRoute();
  const status = useStore($userFormStatus);
  const edited = useStore($editedUser);
  const isEdit = screen === 'users.userEdit';
  const userId = isEdit ? idParam(route?.params.userId) : null;
  // From a company's page: /kokpit/konta/uzytkownik/dodaj?organizationUnitId=5 starts in it.
  const companyId = isEdit ? null : idParam(route?.search.organizationUnitId);

  useEffect(() => {
    void openUserForm(userId, companyId);
  }, [userId, companyId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveUser();
  };
  const title = isEdit ? t('userEditTitle') : t('userAddTitle');
  const ready = status.phase === 'ready' || status.phase === 'saving';

  return (
    <section className={styles.screen} aria-labelledby="arm-user-form-title">
      <div className={styles.header}>
        <h1 id="arm-user-form-title" className={styles.title}>
          {title}
        </h1>
        <Link href={USER_LIST_PATH}>{t('backToUsers')}</Link>
      </div>
      {status.phase === 'loading' && <Spinner />}
      {status.phase === 'error' && (
        <ErrorState message={status.error} onRetry={() => void openUserForm(userId, companyId)} />
      )}
      {ready && (
        <form onSubmit={submit} noValidate aria-label={title} className={styles.screen}>
          <UserFields isEdit={isEdit} />
          {isEdit && edited && <PermissionOverrides />}
          {status.error && (
            <p className={styles.error} role="alert">
              {status.error}
            </p>
          )}
          <div className={`${styles.actions} ${styles.end}`}>
            <Link href={USER_LIST_PATH}>{t('cancel')}</Link>
            <Button type="submit" isDisabled={status.phase === 'saving'}>
              {status.phase === 'saving' ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      )}
      {ready && !isEdit && <p className={styles.muted}>{t('afterSave')}</p>}
      {ready && isEdit && edited && (
        <>
          <LimitsPanel userId={edited.user.id} />
          <PasswordPanel user={edited} />
          <LinkedAccountsPanel userId={edited.user.id} />
          <UserInfoPanels user={edited} />
        </>
      )}
    </section>
  );
}
