/** /kontrakty ('catalog.contracts', Pages.Offer.Contracts): the caller's contracts. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '@armatura/shared-libs/ui';
import {
  $contractsQuery,
  CONTRACT_PAGE_SIZES,
  changeContractsQuery,
  contracts,
} from '../../features/contracts/contracts-store';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Contracts.module.css';
import { PageCrumbs } from '../../features/layout/PageCrumbs';

export function ContractsScreen() {
  const t = useCatalogT();
  const query = useStore($contractsQuery);
  const state = useStore(contracts.$state);
  useEffect(() => void changeContractsQuery({}), []);
  const items = state.data?.items ?? [];
  const total = state.data?.totalCount ?? items.length;

  return (
    <div className={styles.page} data-testid="contracts">
      <PageCrumbs items={[{ label: t('contractsTitle') }]} />
      <h1 className={styles.title}>{t('contractsTitle')}</h1>
      <p className={styles.intro}>{t('contractsIntro')}</p>
      <SearchField
        aria-label={t('searchSubmit')}
        placeholder={t('searchSubmit')}
        defaultValue={query.filter}
        onSubmit={(filter) => void changeContractsQuery({ filter: filter.trim() })}
        onClear={() => void changeContractsQuery({ filter: '' })}
        className={styles.filter}
      />
      {state.status === 'loading' && !state.data && <Spinner size="large" />}
      {state.status === 'error' && (
        <ErrorState
          title={t('loadError')}
          message={state.error}
          onRetry={() => void contracts.reload()}
          retryLabel={t('retry')}
        />
      )}
      {state.status === 'ready' && items.length === 0 && <EmptyState title={t('contractsEmpty')} />}
      {items.length > 0 && (
        <>
          <Table aria-label={t('contractsTitle')} className={styles.table}>
            <TableHeader>
              <Column isRowHeader>{t('contractNumber')}</Column>
              <Column>{t('contractName')}</Column>
              <Column>{t('contractValidFrom')}</Column>
              <Column>{t('contractValidTo')}</Column>
              <Column>{t('contractProductCount')}</Column>
              <Column>
                <span className={styles.visuallyHidden}>{t('contractShow')}</span>
              </Column>
            </TableHeader>
            <TableBody items={items}>
              {(contract) => (
                <Row id={contract.id} className={contract.isValid ? undefined : styles.expired}>
                  <Cell>{contract.number}</Cell>
                  <Cell>
                    {contract.name}
                    {!contract.isValid && (
                      <span className={styles.expiredLabel}>{t('contractExpiredLabel')}</span>
                    )}
                  </Cell>
                  <Cell>{contract.validFrom ? formatDate(contract.validFrom) : '—'}</Cell>
                  <Cell>{contract.validTo ? formatDate(contract.validTo) : '—'}</Cell>
                  <Cell>{contract.productCount}</Cell>
                  <Cell>
                    <Link href={`/kontrakty/${contract.id}`}>{t('contractShow')}</Link>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            totalCount={total}
            onPageChange={(page) => void changeContractsQuery({ page })}
            pageSizeOptions={CONTRACT_PAGE_SIZES}
            onPageSizeChange={(pageSize) => void changeContractsQuery({ pageSize })}
          />
        </>
      )}
    </div>
  );
}
