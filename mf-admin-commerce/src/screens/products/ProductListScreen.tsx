/** Product list (grid) of the back office: toolbar, table, paging. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { PAGE_SIZES } from '@armatura/shared-libs/constants';
import { EmptyState, ErrorState, Pagination } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $productList,
  $productQuery,
  changeProductQuery,
  loadProducts,
} from '../../features/products/product-list-store';
import { ProductGrid } from './ProductGrid';
import { ProductToolbar } from './ProductToolbar';
import * as styles from './products.module.css';

export function ProductListScreen() {
  const t = useAdminT();
  const list = useStore($productList);
  const query = useStore($productQuery);
  useEffect(() => {
    void loadProducts();
  }, []);

  return (
    <section
      className={styles.screen}
      aria-labelledby="arm-com-products-title"
      data-testid="product-list"
      data-status={list.status}
    >
      <div className={styles.header}>
        <h1 id="arm-com-products-title" className={styles.title}>
          {t('productsTitle')}
        </h1>
      </div>
      <ProductToolbar />
      {list.status === 'error' && (
        <ErrorState message={list.error ?? t('loadError')} onRetry={() => void loadProducts()} />
      )}
      {list.status !== 'error' &&
        list.status !== 'idle' &&
        list.items.length === 0 &&
        list.status === 'ready' && <EmptyState title={t('productsEmpty')} />}
      {list.items.length > 0 && <ProductGrid rows={list.items} busy={list.status === 'loading'} />}
      {list.totalCount > 0 && (
        <>
          {list.capped && (
            <p className={styles.muted}>{t('productsCountCapped', { count: list.totalCount })}</p>
          )}
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            totalCount={list.totalCount}
            onPageChange={(page) => void changeProductQuery({ page })}
            pageSizeOptions={PAGE_SIZES.products.options}
            onPageSizeChange={(pageSize) => void changeProductQuery({ pageSize })}
          />
        </>
      )}
    </section>
  );
}
