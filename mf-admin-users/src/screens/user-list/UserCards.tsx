/** The users as cards (the "cards" grid type): the same facts, readable on a phone. */
import { useStore } from '@nanostores/react';
import type { AdminUser } from '@armatura/shared-libs/contracts';
import { navigate } from '@armatura/shared-libs/routing';
import { Button } from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import { userEditPath } from '../../features/user-form/user-form-store';
import { $companyChoices } from '../../features/user-list/user-list-store';
import { DeleteUserButton } from './DeleteUserButton';
import { companyName, fullName, lastLogin, typeLabel } from './user-cells';
import * as styles from '../admin.module.css';

export function UserCards({ rows }: { rows: AdminUser[] }) {
  const t = useUsersT();
  const companies = useStore($companyChoices);
  return (
    <ul className={styles.cards} aria-label={t('usersTable')}>
      {rows.map((user) => (
        <li key={user.id} className={styles.card} data-testid="user-card">
          <p className={styles.cardTitle}>
            {fullName(user)} ({user.userName})
          </p>
          <p className={styles.muted}>{user.emailAddress}</p>
          <p className={styles.muted}>
            {typeLabel(t, user.type)} · {companyName(companies, user)} ·{' '}
            {user.isActive ? t('colActive') : `${t('colActive')}: ${t('no')}`}
          </p>
          <p className={styles.muted}>
            {t('colLastLogin')}: {lastLogin(t, user)}
          </p>
          <div className={styles.actions}>
            <Button
              size="small"
              variant="secondary"
              aria-label={t('editOf', { name: user.userName })}
              onPress={() => navigate(userEditPath(user.id))}
            >
              {t('edit')}
            </Button>
            <DeleteUserButton user={user} />
          </div>
        </li>
      ))}
    </ul>
  );
}
