/**
 * Read-mostly facts of the edited user: user-specific permissions (with the reset to the roles'),
 * their cost centres (MPK) and recent sign-ins, showing which were a staff member acting for them.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { UserForEdit } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import {
  Button,
  Cell,
  Column,
  ErrorState,
  Row,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import { useUsersT, type UsersT } from '../../features/texts/users-texts';
import {
  $logins,
  $mpks,
  $passwordBusy,
  loadUserExtras,
  resetUserPermissions,
} from '../../features/user-form/user-extras-store';
import * as styles from '../admin.module.css';

/** The identity audit's sign-in actions in words; an action added later shows as it is. */
const ACTIONS = {
  SignIn: 'actionSignIn',
  ImpersonatedSignIn: 'actionImpersonatedSignIn',
  LinkedAccountSignIn: 'actionLinkedAccountSignIn',
} as const;
function actionLabel(t: UsersT, action: string): string {
  const key = Object.entries(ACTIONS).find(([name]) => name === action)?.[1];
  return key ? t(key) : action;
}

function Permissions({ user }: { user: UserForEdit }) {
  const t = useUsersT();
  const busy = useStore($passwordBusy);
  const count = user.permissions.length;
  return (
    <section className={styles.section} aria-labelledby="arm-perm-title">
      <h2 id="arm-perm-title" className={styles.sectionTitle}>
        {t('secPermissions')}
      </h2>
      <p className={styles.muted}>{count ? t('overrides', { count }) : t('overridesNone')}</p>
      <p className={styles.muted}>
        {t('granted', { list: user.grantedPermissionNames.join(', ') || '—' })}
      </p>
      {count > 0 && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() => void resetUserPermissions(user.user.id)}
          >
            {t('resetOverrides')}
          </Button>
        </div>
      )}
    </section>
  );
}

function Mpks({ userId }: { userId: number }) {
  const t = useUsersT();
  const mpks = useStore($mpks);
  return (
    <section className={styles.section} aria-labelledby="arm-mpk-title">
      <h2 id="arm-mpk-title" className={styles.sectionTitle}>
        {t('secMpk')}
      </h2>
      {mpks.status === 'loading' && <Spinner />}
      {mpks.status === 'error' && (
        <ErrorState message={mpks.error} onRetry={() => void loadUserExtras(userId)} />
      )}
      {mpks.data?.length === 0 && <p className={styles.muted}>{t('mpkEmpty')}</p>}
      {mpks.data && mpks.data.length > 0 && (
        <ul className={styles.list}>
          {mpks.data.map((m) => (
            <li key={m.id}>
              <strong>{m.code}</strong> — {m.name} (
              {m.userId === null ? t('mpkCompany') : t('mpkOwn')})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Logins({ userId }: { userId: number }) {
  const t = useUsersT();
  const logins = useStore($logins);
  const info = logins.data;
  return (
    <section className={styles.section} aria-labelledby="arm-logins-title">
      <h2 id="arm-logins-title" className={styles.sectionTitle}>
        {t('secLogins')}
      </h2>
      {logins.status === 'loading' && <Spinner />}
      {logins.status === 'error' && (
        <ErrorState message={logins.error} onRetry={() => void loadUserExtras(userId)} />
      )}
      {info && (
        <p className={styles.muted}>
          {t('lastLogin', {
            time: info.lastLoginTime ? formatDateTime(info.lastLoginTime) : t('neverLoggedIn'),
          })}
        </p>
      )}
      {info?.items.length === 0 && <p className={styles.muted}>{t('loginsEmpty')}</p>}
      {info && info.items.length > 0 && (
        <div className={styles.tableWrap}>
          <Table aria-label={t('loginsTable')}>
            <TableHeader>
              <Column isRowHeader>{t('colTime')}</Column>
              <Column>{t('colAction')}</Column>
              <Column>{t('colIp')}</Column>
              <Column>{t('colImpersonator')}</Column>
            </TableHeader>
            <TableBody items={info.items.map((entry, i) => ({ ...entry, id: i }))}>
              {(entry) => (
                <Row id={entry.id}>
                  <Cell>{formatDateTime(entry.time)}</Cell>
                  <Cell>{actionLabel(t, entry.action)}</Cell>
                  <Cell>{entry.clientIp ?? '—'}</Cell>
                  <Cell>{entry.impersonatorUserId ?? '—'}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

export function UserInfoPanels({ user }: { user: UserForEdit }) {
  const id = user.user.id;
  useEffect(() => {
    void loadUserExtras(id);
  }, [id]);
  return (
    <>
      <Permissions user={user} />
      <Mpks userId={id} />
      <Logins userId={id} />
    </>
  );
}
