/** The users as a table: sortable columns, edit and delete per row. */
import { useStore } from '@nanostores/react';
import type { SortDescriptor } from 'react-aria-components';
import type { AdminUser } from '@armatura/shared-libs/contracts';
import { navigate } from '@armatura/shared-libs/routing';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from '@armatura/shared-libs/ui';
import { useUsersT } from '../../features/texts/users-texts';
import { userEditPath } from '../../features/user-form/user-form-store';
import {
  $companyChoices,
  $userQuery,
  changeUserQuery,
  USER_SORT_COLUMNS,
} from '../../features/user-list/user-list-store';
import { DeleteUserButton } from './DeleteUserButton';
import { companyName, fullName, lastLogin, typeLabel } from './user-cells';
import * as styles from '../admin.module.css';

export function UserTable({ rows, busy }: { rows: AdminUser[]; busy: boolean }) {
  const t = useUsersT();
  const query = useStore($userQuery);
  const companies = useStore($companyChoices);
  const onSort = (sort: SortDescriptor) => {
    const column = USER_SORT_COLUMNS.find((c) => c === sort.column);
    if (column) void changeUserQuery({ sort: { column, direction: sort.direction } });
  };
  return (
    <div className={styles.tableWrap}>
      <Table
        aria-label={t('usersTable')}
        aria-busy={busy}
        sortDescriptor={query.sort}
        onSortChange={onSort}
      >
        <TableHeader>
          <Column id="userName" isRowHeader allowsSorting>
            {t('colUserName')}
          </Column>
          <Column id="surname" allowsSorting>
            {t('colName')}
          </Column>
          <Column id="emailAddress" allowsSorting>
            {t('colEmail')}
          </Column>
          <Column id="type" allowsSorting>
            {t('colType')}
          </Column>
          <Column id="company">{t('colCompany')}</Column>
          <Column id="roles">{t('colRoles')}</Column>
          <Column id="isActive" allowsSorting>
            {t('colActive')}
          </Column>
          <Column id="lastLoginTime" allowsSorting>
            {t('colLastLogin')}
          </Column>
          <Column id="actions">{t('colActions')}</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(user) => (
            <Row id={user.id} data-testid="user-row">
              <Cell>{user.userName}</Cell>
              <Cell>{fullName(user)}</Cell>
              <Cell>{user.emailAddress}</Cell>
              <Cell>{typeLabel(t, user.type)}</Cell>
              <Cell>{companyName(companies, user)}</Cell>
              <Cell>{user.roleNames.join(', ')}</Cell>
              <Cell>{user.isActive ? t('yes') : t('no')}</Cell>
              <Cell>{lastLogin(t, user)}</Cell>
              <Cell>
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
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
