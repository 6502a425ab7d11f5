// /kokpit/konfiguracja/blog ('content.blogAdminList', Pages.Blog): every post, drafts included,
// with category, status, filter, sorting and 5 a page.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { EmptyState, ErrorState, Link, Pagination, Spinner } from '@armatura/shared-libs/ui';
import {
  BLOG_PAGE_SIZES,
  blogAdminList,
  loadBlogCategories,
} from '../../features/blog-admin/blog-admin-list-store';
import { BLOG_ADMIN_PATH } from '../../features/blog-admin/blog-form-store';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import { BlogFiltersBar } from './BlogFiltersBar';
import { BlogAdminTable } from './BlogAdminTable';
import * as s from '../../features/static-blocks/admin.module.css';
import { localizeMessage } from '../../features/texts/contract-messages';

export default function BlogAdminListScreen() {
  const t = useAdminPagesT();
  const state = useStore(blogAdminList.$state);
  const query = useStore(blogAdminList.$query);
  useEffect(() => {
    void loadBlogCategories();
    void blogAdminList.load();
  }, []);
  return (
    <section className={s.armCaScreen} aria-labelledby="ca-blog-title">
      <div className={s.armCaHead}>
        <h1 id="ca-blog-title">{t('blogTitle')}</h1>
        <Link variant="standalone" href={`${BLOG_ADMIN_PATH}/dodaj`}>
          {t('blogAdd')}
        </Link>
      </div>
      <BlogFiltersBar />
      {state.status === 'error' ? (
        <ErrorState
          title={t('loadError')}
          message={localizeMessage(state.error)}
          retryLabel={t('retry')}
          onRetry={() => void blogAdminList.load()}
        />
      ) : state.status !== 'ready' && state.rows.length === 0 ? (
        <Spinner label={t('loading')} />
      ) : state.rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <BlogAdminTable rows={state.rows} />
      )}
      {state.totalCount > 0 && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          totalCount={state.totalCount}
          onPageChange={(page) => void blogAdminList.goTo(page)}
          pageSizeOptions={BLOG_PAGE_SIZES.options}
          onPageSizeChange={(size) => void blogAdminList.resize(size)}
        />
      )}
    </section>
  );
}
