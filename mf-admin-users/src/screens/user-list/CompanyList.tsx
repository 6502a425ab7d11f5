/** The companies tab: search, sortable table, paging (5, options 5/10/20), add and edit. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SortDescriptor } from 'react-aria-components';
import { ORGANIZATION_PAGE_SIZES } from '@armatura/shared-libs/contracts';
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
import { companyEditPath } from '../../features/companies/company-form-store';
import {
  $companyList,
  $companyQuery,
  changeCompanyQuery,
  COMPANY_SORT_COLUMNS,
  loadCompanies,
} from '../../features/user-list/company-list-store';
import { useUsersT } from '../../features/texts/users-texts';
import * as styles from '../admin.module.css';

const SEARCH_DELAY_MS = 400;

export function CompanyList() {
  const t = useUsersT();
  const list = useStore($companyList);
  const query = useStore($companyQuery);
  const [text, setText] = useState(query.filter);
  useEffect(() => {
    void loadCompanies();
  }, []);
  useEffect(() => {
    if (text === $companyQuery.get().filter) return;
    const timer = setTimeout(() => void changeCompanyQuery({ filter: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const onSort = (sort: SortDescriptor) => {
    const column = COMPANY_SORT_COLUMNS.find((c) => c === sort.column);
    if (column) void changeCompanyQuery({ sort: { column, direction: sort.direction } });
  };

  return (
    <div className={styles.screen} data-testid="company-list" data-status={list.status}>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('companiesSearch')}
          description={t('companiesSearchHint')}
          value={text}
          onChange={setText}
          onSubmit={(value) => void changeCompanyQuery({ filter: value })}
        />
        <Button onPress={() => navigate('/kokpit/konta/firma/dodaj')}>{t('addCompany')}</Button>
      </div>
      {list.status === 'error' && (
        <ErrorState message={list.error ?? t('loadError')} onRetry={() => void loadCompanies()} />
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <EmptyState title={t('companiesEmpty')} />
      )}
      {list.items.length > 0 && (
        <div className={styles.tableWrap}>
          <Table
            aria-label={t('companiesTable')}
            aria-busy={list.status === 'loading'}
            sortDescriptor={query.sort}
            onSortChange={onSort}
          >
            <TableHeader>
              <Column id="displayName" isRowHeader allowsSorting>
                {t('fCompanyName')}
              </Column>
              <Column id="nip" allowsSorting>
                {t('colNip')}
              </Column>
              <Column id="regon" allowsSorting>
                {t('colRegon')}
              </Column>
              <Column id="contractor">{t('colContractor')}</Column>
              <Column id="city">{t('colCity')}</Column>
              <Column id="groups">{t('colGroups')}</Column>
              <Column id="actions">{t('colActions')}</Column>
            </TableHeader>
            <TableBody items={list.items}>
              {(c) => (
                <Row id={c.id} data-testid="company-row">
                  <Cell>{c.displayName}</Cell>
                  <Cell>{c.nip}</Cell>
                  <Cell>{c.regon ?? '—'}</Cell>
                  <Cell>{c.contractorName ?? '—'}</Cell>
                  <Cell>{c.city ?? '—'}</Cell>
                  <Cell>{c.groupCount}</Cell>
                  <Cell>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('editOf', { name: c.displayName })}
                      onPress={() => navigate(companyEditPath(c.id))}
                    >
                      {t('edit')}
                    </Button>
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
          onPageChange={(page) => void changeCompanyQuery({ page })}
          pageSizeOptions={ORGANIZATION_PAGE_SIZES}
          onPageSizeChange={(pageSize) => void changeCompanyQuery({ pageSize })}
        />
      )}
    </div>
  );
}
