/** The role list (users.roleList): search, sortable table, paging 5 (5/10/20), add, edit, delete. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SortDescriptor } from 'react-aria-components';
import { ROLE_PAGE_SIZES } from '@armatura/shared-libs/contracts';
import { navigate } from '@armatura/shared-libs/routing';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import {
  $roleList,
  $roleQuery,
  changeRoleQuery,
  loadRoles,
  ROLE_SORT_COLUMNS,
} from '../../features/roles/role-list-store';
import { ROLE_LIST_PATH } from '../../features/roles/role-form-store';
import { useUsersT } from '../../features/texts/users-texts';
import { roleLabel } from '../../features/texts/role-names';
import { DeleteRoleButton } from './DeleteRoleButton';
import * as styles from '../admin.module.css';

const SEARCH_DELAY_MS = 400;

export function RoleListScreen() {
  const t = useUsersT();
  const list = useStore($roleList);
  const query = useStore($roleQuery);
  const [text, setText] = useState(query.filter);
  useEffect(() => {
    void loadRoles();
  }, []);
  useEffect(() => {
    if (text === $roleQuery.get().filter) return;
    const timer = setTimeout(() => void changeRoleQuery({ filter: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const onSort = (sort: SortDescriptor) => {
    const column = ROLE_SORT_COLUMNS.find((c) => c === sort.column);
    if (column) void changeRoleQuery({ sort: { column, direction: sort.direction } });
  };

  return (
    <section
      className={styles.screen}
      aria-labelledby="arm-roles-title"
      data-testid="role-list"
      data-status={list.status}
    >
      <h1 id="arm-roles-title" className={styles.title}>
        {t('rolesTitle')}
      </h1>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('rolesSearch')}
          value={text}
          onChange={setText}
          onSubmit={(value) => void changeRoleQuery({ filter: value })}
        />
        <Button onPress={() => navigate(`${ROLE_LIST_PATH}/dodaj`)}>{t('addRole')}</Button>
      </div>
      {list.status === 'error' && (
        <ErrorState message={list.error ?? t('loadError')} onRetry={() => void loadRoles()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState title={t('rolesEmpty')} />}
      {list.items.length > 0 && (
        <div className={styles.tableWrap}>
          <Table
            aria-label={t('rolesTable')}
            aria-busy={list.status === 'loading'}
            sortDescriptor={query.sort}
            onSortChange={onSort}
          >
            <TableHeader>
              <Column id="displayName" isRowHeader allowsSorting>
                {t('colDisplayName')}
              </Column>
              <Column id="name" allowsSorting>
                {t('colRoleName')}
              </Column>
              <Column id="isStatic" allowsSorting>
                {t('colStatic')}
              </Column>
              <Column id="isDefault" allowsSorting>
                {t('colDefault')}
              </Column>
              <Column id="users">{t('colUsers')}</Column>
              <Column id="actions">{t('colActions')}</Column>
            </TableHeader>
            <TableBody items={list.items}>
              {(role) => (
                <Row id={role.id} data-testid="role-row">
                  <Cell>{roleLabel(role)}</Cell>
                  <Cell>{role.name}</Cell>
                  <Cell>{role.isStatic ? t('yes') : t('no')}</Cell>
                  <Cell>{role.isDefault ? t('yes') : t('no')}</Cell>
                  <Cell>{role.userCount}</Cell>
                  <Cell>
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t('editOf', { name: roleLabel(role) })}
                        onPress={() => navigate(`${ROLE_LIST_PATH}/edytuj/${role.id}`)}
                      >
                        {t('edit')}
                      </Button>
                      <DeleteRoleButton role={role} />
                    </div>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {list.totalCount > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          totalCount={list.totalCount}
          onPageChange={(page) => void changeRoleQuery({ page })}
          pageSizeOptions={ROLE_PAGE_SIZES}
          onPageSizeChange={(pageSize) => void changeRoleQuery({ pageSize })}
        />
      )}
    </section>
  );
}
