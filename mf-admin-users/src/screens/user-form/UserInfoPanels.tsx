/**
 * The edited user's cost centres (MpkPanel: the company's and their own, assigned here) and recent
 * sign-ins, showing which were a staff member acting for them. (Their own permissions are part of the form:
 * PermissionOverrides.)
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { UserForEdit } from '@armatura/shared-libs/contracts';
import { formatDateTime } from '@armatura/shared-libs/format';
import {
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
import { $logins, loadUserExtras } from '../../features/user-form/user-extras-store';
import { MpkPanel } from './MpkPanel';
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
      <MpkPanel user={user} />
      <Logins userId={id} />
    </>
  );
}
