// The account as the session knows it (instantly) completed by Profile/GetAccountInformations
// (login, phone), with the two account actions: edit the profile, change the password.
import { useStore } from '@nanostores/react';
import { usePermissions } from '@armatura/shared-libs/permissions';
import { $config, type LoggedInUser } from '@armatura/shared-libs/session';
import { accountInfo } from '../../features/dashboard/dashboard-store';
import { useAccountT } from '../../features/texts/account-texts';
import { PasswordDialog } from './PasswordDialog';
import { ProfileDialog } from './ProfileDialog';
import * as s from './dashboard.module.css';

export function AccountCard({ user }: { user: LoggedInUser }) {
  const t = useAccountT();
  const config = useStore($config);
  const permissions = usePermissions();
  const info = useStore(accountInfo.$state).data;
  const tenantId = config?.session.tenantId ?? user.tenantId;
  const kind = user.isB2B ? t('b2b') : String(user.type) === 'STAFF' ? t('staff') : t('b2c');
  const rows: Array<[string, string, string]> = [
    ['fullName', t('fullName'), info?.title || user.title || `${user.name} ${user.surname}`.trim()],
    ['userName', t('userName'), info?.userName ?? '—'],
    ['email', t('email'), user.email],
    ['phone', t('phone'), (info ? info.phone : user.phone) || '—'],
    ['tenant', t('tenant'), tenantId === null || tenantId === undefined ? '—' : String(tenantId)],
    ['roles', t('roles'), user.roles.length ? user.roles.join(', ') : t('noRoles')],
    ['customerType', t('customerType'), kind],
    ['permissions', t('permissions'), String(permissions.size)],
  ];
  return (
    <section id="profil" className={s.card} aria-labelledby="account-card-title">
      <h2 id="account-card-title">{t('accountData')}</h2>
      <dl className={s.list}>
        {rows.map(([key, label, value]) => (
          <div key={key} className={s.row} data-field={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={s.actions}>
        {info && <ProfileDialog info={info} />}
        <PasswordDialog />
      </div>
    </section>
  );
}
