// /kokpit/konfiguracja/bloki-statyczne ('content.staticBlockList', Pages.StaticBlocks): pages, home
// hero and banners, footer and brand blocks with filter, category, published flag, sorting, paging.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { EmptyState, ErrorState, Link, Pagination, Spinner } from '@armatura/shared-libs/ui';
import {
  $blockCategories,
  loadBlockCategories,
  STATIC_BLOCK_PAGE_SIZES,
  staticBlockList,
} from '../../features/static-blocks/static-block-list-store';
import { STATIC_BLOCK_LIST_PATH } from '../../features/static-blocks/static-block-form-store';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import { StaticBlockFiltersBar } from './StaticBlockFiltersBar';
import { StaticBlockTable } from './StaticBlockTable';
import * as s from '../../features/static-blocks/admin.module.css';
import { localizeMessage } from '../../features/texts/contract-messages';

export default function StaticBlockListScreen() {
  const t = useAdminPagesT();
  const state = useStore(staticBlockList.$state);
  const query = useStore(staticBlockList.$query);
  const categories = useStore($blockCategories);
  useEffect(() => {
    void loadBlockCategories();
    void staticBlockList.load();
  }, []);
  return (
    <section className={s.armCaScreen} aria-labelledby="ca-blocks-title">
      <div className={s.armCaHead}>
        <h1 id="ca-blocks-title">{t('blocksTitle')}</h1>
        <Link variant="standalone" href={`${STATIC_BLOCK_LIST_PATH}/dodaj`}>
          {t('blockAdd')}
        </Link>
      </div>
      <StaticBlockFiltersBar categories={categories} />
      {state.status === 'error' ? (
        <ErrorState
          title={t('loadError')}
          message={localizeMessage(state.error)}
          retryLabel={t('retry')}
          onRetry={() => void staticBlockList.load()}
        />
      ) : state.status !== 'ready' && state.rows.length === 0 ? (
        <Spinner label={t('loading')} />
      ) : state.rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <StaticBlockTable rows={state.rows} categories={categories} />
      )}
      {state.totalCount > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          totalCount={state.totalCount}
          onPageChange={(page) => void staticBlockList.goTo(page)}
          pageSizeOptions={STATIC_BLOCK_PAGE_SIZES.options}
          onPageSizeChange={(size) => void staticBlockList.resize(size)}
        />
      )}
    </section>
  );
}
