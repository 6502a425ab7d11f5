/** The user list (users.userList) with the companies as a second tab (they have no list route). */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { USER_PAGE_SIZES } from '@armatura/shared-libs/contracts';
import {
  EmptyState,
  ErrorState,
  Pagination,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import { $gridType } from '../../features/user-list/grid-type';
import {
  $userList,
  $userQuery,
  changeUserQuery,
  loadCompanyChoices,
  loadUsers,
} from '../../features/user-list/user-list-store';
import { CompanyList } from './CompanyList';
import { UserCards } from './UserCards';
import { UserTable } from './UserTable';
import { UserToolbar } from './UserToolbar';
import * as styles from '../admin.module.css';

function Users() {
  const t = useUsersT();
  const list = useStore($userList);
  const query = useStore($userQuery);
  const gridType = useStore($gridType);
  return (
    <div className={styles.screen} data-testid="user-list" data-status={list.status}>
      <UserToolbar />
      {list.status === 'error' && (
        <ErrorState message={list.error ?? t('loadError')} onRetry={() => void loadUsers()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState title={t('usersEmpty')} />}
      {list.items.length > 0 &&
        (gridType === 'cards' ? (
          <UserCards rows={list.items} />
        ) : (
          <UserTable rows={list.items} busy={list.status === 'loading'} />
        ))}
      {list.totalCount > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          totalCount={list.totalCount}
          onPageChange={(page) => void changeUserQuery({ page })}
          pageSizeOptions={USER_PAGE_SIZES}
          onPageSizeChange={(pageSize) => void changeUserQuery({ pageSize })}
        />
      )}
    </div>
  );
}

export function UserListScreen() {
  const t = useUsersT();
  useEffect(() => {
    void loadCompanyChoices();
    void loadUsers();
  }, []);
  return (
    <section className={styles.screen} aria-labelledby="arm-users-title">
      <h1 id="arm-users-title" className={styles.title}>
        {t('usersTitle')}
      </h1>
      <Tabs>
        <TabList aria-label={t('usersTitle')}>
          <Tab id="users">{t('usersTab')}</Tab>
          <Tab id="companies">{t('companiesTab')}</Tab>
        </TabList>
        <TabPanel id="users">
          <Users />
        </TabPanel>
        <TabPanel id="companies">
          <CompanyList />
        </TabPanel>
      </Tabs>
    </section>
  );
}
