// /kokpit/pulpit: the signed-in user's account at a glance, read from the shell's session store
// (the same store instance: shared through Module Federation). Last orders, limits and
// addresses come with the account team's API screens later.
import { useStore } from '@nanostores/react';
import { $config, useCurrentUser } from '@armatura/shared-libs/session';
import { usePermissions } from '@armatura/shared-libs/permissions';
import { useNamespaceT } from '@armatura/shared-libs/i18n';
import { accountTexts } from '../../texts';
import * as s from './dashboard.module.css';

export function DashboardScreen() {
  const t = useNamespaceT(accountTexts);
  const user = useCurrentUser();
  const config = useStore($config);
  const permissions = usePermissions();
  if (!user) return <p role="status">{t('notSignedIn')}</p>;
  const tenantId = config?.session.tenantId ?? user.tenantId;
  const rows: Array<[string, string, string]> = [
    ['fullName', t('fullName'), user.title || `${user.name} ${user.surname}`.trim()],
    ['email', t('email'), user.email],
    ['tenant', t('tenant'), tenantId === null || tenantId === undefined ? '—' : String(tenantId)],
    ['roles', t('roles'), user.roles.length ? user.roles.join(', ') : t('noRoles')],
    [
      'customerType',
      t('customerType'),
      user.isB2B ? t('b2b') : String(user.type) === 'STAFF' ? t('staff') : t('b2c'),
    ],
    ['permissions', t('permissions'), String(permissions.size)],
  ];
  return (
    <section
      className={s.dashboard}
      aria-labelledby="dashboard-title"
      data-testid="account-dashboard"
    >
      <h1 id="dashboard-title">{t('dashboardTitle')}</h1>
      <p className={s.welcome}>{t('welcome', { name: user.name || user.title })}</p>
      <div className={s.card}>
        <h2>{t('accountData')}</h2>
        <dl className={s.list}>
          {rows.map(([key, label, value]) => (
            <div key={key} className={s.row} data-field={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
