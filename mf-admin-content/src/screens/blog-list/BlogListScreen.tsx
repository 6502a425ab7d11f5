// content.blogList — /blog/:category?: published posts, newest first, 5 a page (?page=), with the
// categories as links. An unknown category shows the shell's 404.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { BLOG_PAGE_SIZE } from '@armatura/shared-libs/contracts';
import {
  buildHref,
  Link,
  navigate,
  useRoute,
  useDocumentHead,
} from '@armatura/shared-libs/routing';
import { EmptyState, Pagination } from '@armatura/shared-libs/ui';
import { blogCategories, blogList, pageFromSearch } from '../../features/public/page-stores';
import { NotFound } from '../../features/public/NotFound';
import { LoadFailed, Loading } from '../../features/public/states';
import { useContentT } from '../../features/texts/content-texts';
import { BlogCategoryNav } from './BlogCategoryNav';
import { BlogPostCard } from './BlogPostCard';
import * as s from '../../features/public/Public.module.css';

export default function BlogListScreen() {
  const t = useContentT();
  const route = useRoute();
  const categorySlug = route?.params.category || null;
  const page = pageFromSearch(route?.search.page);
  const categories = useStore(blogCategories.$state);
  const list = useStore(blogList.$state);
  useEffect(() => {
    void blogCategories.load('all');
  }, []);
  useEffect(() => {
    void blogList.load({ categorySlug, page });
  }, [categorySlug, page]);
  const category = categories.data?.find((c) => c.slug === categorySlug) ?? null;
  useDocumentHead(category ? `${category.name} – ${t('blogTitle')}` : t('blogTitle'));

  const unknownCategory =
    categorySlug !== null &&
    ((categories.status === 'ready' && !category) ||
      (list.status === 'error' && list.errorStatus === 400));
  if (unknownCategory) return <NotFound />;
  const path = categorySlug ? `/blog/${categorySlug}` : '/blog';

  return (
    <div className={s.page}>
      <h1>{category ? category.name : t('blogTitle')}</h1>
      {categories.data && categories.data.length > 0 && (
        <BlogCategoryNav categories={categories.data} current={categorySlug} />
      )}
      {list.status === 'error' ? (
        <LoadFailed message={list.error} onRetry={() => void blogList.reload()} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('blogEmpty')} action={<Link href="/blog">{t('blogBack')}</Link>} />
      ) : (
        <>
          <ul className={s.posts} data-testid="blog-posts">
            {list.data.items.map((post) => (
              <BlogPostCard key={post.id} post={post} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={BLOG_PAGE_SIZE}
            totalCount={list.data.totalCount}
            onPageChange={(p) => navigate(buildHref(path, { page: p > 1 ? p : null }))}
          />
        </>
      )}
    </div>
  );
}
