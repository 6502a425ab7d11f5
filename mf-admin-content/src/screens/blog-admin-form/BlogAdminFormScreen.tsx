// /kokpit/konfiguracja/blog/dodaj and /edytuj/:blogId ('content.blogAdminAdd', 'content.blogAdminEdit',
// Pages.Blog): title, category, lead, rich text, draft/published, meta title and description, images.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { Button, ErrorState, Link, Spinner } from '@armatura/shared-libs/ui';
import { loadBlogCategories } from '../../features/blog-admin/blog-admin-list-store';
import {
  $blogForm,
  BLOG_ADMIN_PATH,
  openBlogForm,
  saveBlog,
} from '../../features/blog-admin/blog-form-store';
import { useAdminPagesT } from '../../features/texts/admin-pages-texts';
import { BlogPostFields } from './BlogPostFields';
import { BlogImagesPanel } from './BlogImagesPanel';
import * as s from '../../features/static-blocks/admin.module.css';

export default function BlogAdminFormScreen() {
  const t = useAdminPagesT();
  const route = useRoute();
  const state = useStore($blogForm);
  const raw = route?.screen === 'content.blogAdminEdit' ? Number(route.params.blogId) : null;
  const id = raw && Number.isInteger(raw) && raw > 0 ? raw : null;
  useEffect(() => {
    void loadBlogCategories();
    void openBlogForm(id);
  }, [id]);
  return (
    <section className={s.armCaScreen} aria-labelledby="ca-blog-form-title">
      <div className={s.armCaHead}>
        <h1 id="ca-blog-form-title">{id ? t('blogEditTitle') : t('blogAddTitle')}</h1>
        <Link variant="standalone" href={BLOG_ADMIN_PATH}>
          {t('backToList')}
        </Link>
      </div>
      {state.status === 'error' ? (
        <ErrorState
          title={t('loadError')}
          message={state.loadError}
          retryLabel={t('retry')}
          onRetry={() => void openBlogForm(id)}
        />
      ) : state.status === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <form
            className={s.armCaForm}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void saveBlog();
            }}
          >
            <BlogPostFields />
            <div className={s.armCaActions}>
              <Button type="submit" isPending={state.status === 'saving'}>
                {state.status === 'saving' ? t('saving') : t('save')}
              </Button>
            </div>
          </form>
          <BlogImagesPanel />
        </>
      )}
    </section>
  );
}
