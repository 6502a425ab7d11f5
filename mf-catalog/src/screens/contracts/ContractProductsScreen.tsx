/** /kontrakty/:contractId ('catalog.contractProducts'): the products of one contract. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '@armatura/shared-libs/format';
import { Link } from '@armatura/shared-libs/routing';
import { EmptyState, ErrorState, Pagination, SearchField, Spinner } from '@armatura/shared-libs/ui';
import {
  $contractProductsQuery,
  CONTRACT_PAGE_SIZES,
  changeContractProductsQuery,
  changeContractsQuery,
  contractProducts,
  contracts,
  openContract,
} from '../../features/contracts/contracts-store';
import { useCatalogT } from '../../features/texts/catalog-texts';
import { ContractProductRow } from './ContractProductRow';
import * as styles from './Contracts.module.css';
import { PageCrumbs } from '../../features/layout/PageCrumbs';

export function ContractProductsScreen({ contractId }: { contractId: number | null }) {
  const t = useCatalogT();
  const query = useStore($contractProductsQuery);
  const state = useStore(contractProducts.$state);
  const list = useStore(contracts.$state);

  useEffect(() => {
    if (contractId !== null) void openContract(contractId);
    // The contract's name comes from the list (loaded once if the visitor came straight here).
    if (!contracts.$state.get().data) void changeContractsQuery({});
  }, [contractId]);

  const mine = state.key?.contractId === contractId;
  // The page's own answer knows the contract (validity included); the list only names it sooner.
  const contract =
    (mine ? state.data?.contract : null) ??
    list.data?.items.find((c) => c.id === contractId) ??
    null;
  const items = mine ? (state.data?.items ?? []) : [];
  const expired = contract !== null && !contract.isValid;
  const total = state.data?.totalCount ?? items.length;
  const title = contract
    ? t('contractProductsTitle', { name: `${contract.number} ${contract.name}`.trim() })
    : t('contractsTitle');

  if (contractId === null || (state.status === 'error' && state.errorStatus === 404)) {
    return (
      <div className={styles.page}>
        <EmptyState
          title={t('loadError')}
          action={<Link href="/kontrakty">{t('backToContracts')}</Link>}
        />
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="contract-products">
      <PageCrumbs
        items={[
          { label: t('contractsTitle'), href: '/kontrakty' },
          { label: contract ? contract.number : String(contractId) },
        ]}
      />
      <h1 className={styles.title}>
        {title}
        {expired && <span className={styles.expiredLabel}>{t('contractExpiredLabel')}</span>}
      </h1>
      {expired && (
        <p className={styles.expiredNotice} role="note" data-testid="contract-expired">
          {contract.validTo
            ? t('contractExpiredOn', { date: formatDate(contract.validTo) })
            : t('contractExpired')}
        </p>
      )}
      <SearchField
        aria-label={t('searchSubmit')}
        placeholder={t('searchSubmit')}
        defaultValue={query.filter}
        onSubmit={(filter) => void changeContractProductsQuery({ filter: filter.trim() })}
        onClear={() => void changeContractProductsQuery({ filter: '' })}
        className={styles.filter}
      />
      {state.status === 'loading' && items.length === 0 && <Spinner size="large" />}
      {state.status === 'error' && (
        <ErrorState
          title={t('loadError')}
          message={state.error}
          onRetry={() => void contractProducts.reload()}
          retryLabel={t('retry')}
        />
      )}
      {state.status === 'ready' && items.length === 0 && (
        <EmptyState title={t('contractProductsEmpty')} />
      )}
      {items.length > 0 && (
        <>
          <ul className={styles.products} aria-label={title}>
            {items.map((product) => (
              <ContractProductRow
                key={product.id}
                product={product}
                contract={mine ? (state.data?.contract ?? null) : null}
              />
            ))}
          </ul>
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            totalCount={total}
            onPageChange={(page) => void changeContractProductsQuery({ page })}
            pageSizeOptions={CONTRACT_PAGE_SIZES}
            onPageSizeChange={(pageSize) => void changeContractProductsQuery({ pageSize })}
          />
        </>
      )}
      <p>
        <Link href="/kontrakty">{t('backToContracts')}</Link>
      </p>
    </div>
  );
}
