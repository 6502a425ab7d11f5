/** Add / edit a company (users.companyAdd, users.companyEdit): details, addresses, groups, members. */
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { Button, ErrorState, Spinner } from '@armatura/shared-libs/ui';
import {
  $company,
  $companyStatus,
  openCompanyForm,
  saveCompany,
} from '../../features/companies/company-form-store';
import { useUsersT } from '../../features/texts/users-texts';
import { USER_LIST_PATH } from '../../features/user-form/user-form-store';
import { AddressesEditor } from './AddressesEditor';
import { CompanyFields } from './CompanyFields';
import { GroupsPanel } from './GroupsPanel';
import { MembersPanel } from './MembersPanel';
import * as styles from '../admin.module.css';

export function CompanyFormScreen({ screen }: { screen: string }) {
  const t = useUsersT();
  const route = useRoute();
  const status = useStore($companyStatus);
  const company = useStore($company);
  const isEdit = screen === 'users.companyEdit';
  const raw = route?.params.companyId;
  const companyId = isEdit && raw && /^\d+$/.test(raw) ? Number(raw) : null;

  useEffect(() => {
    void openCompanyForm(companyId);
  }, [companyId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveCompany();
  };
  const title = isEdit ? t('companyEditTitle') : t('companyAddTitle');
  const ready = status.phase === 'ready' || status.phase === 'saving';

  return (
    <section className={styles.screen} aria-labelledby="arm-company-title">
      <div className={styles.header}>
        <h1 id="arm-company-title" className={styles.title}>
          {title}
        </h1>
        <Link href={USER_LIST_PATH}>{t('backToUsers')}</Link>
      </div>
      {status.phase === 'loading' && <Spinner />}
      {status.phase === 'error' && (
        <ErrorState message={status.error} onRetry={() => void openCompanyForm(companyId)} />
      )}
      {ready && (
        <form onSubmit={submit} noValidate aria-label={title} className={styles.screen}>
          <CompanyFields />
          <AddressesEditor />
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
      {ready && !company && <p className={styles.muted}>{t('groupsAfterSave')}</p>}
      {ready && company && (
        <>
          <GroupsPanel />
          <MembersPanel />
        </>
      )}
    </section>
  );
}
