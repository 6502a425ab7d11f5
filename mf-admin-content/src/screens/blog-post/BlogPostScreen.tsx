// content.blogPost — /blog/:category/:blogId: one published post (sanitised HTML from the server),
// its images, and the document title and meta description from the post's SEO fields.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link, navigate, useRoute, useDocumentHead } from '@armatura/shared-libs/routing';
import { EmptyState } from '@armatura/shared-libs/ui';
import { blogPost, blogPostHref } from '../../features/public/page-stores';
import { useFormatDate } from '../../features/public/dates';
import { LoadFailed, Loading } from '../../features/public/states';
import { useContentT } from '../../features/texts/content-texts';
import { CONTENT_LANGUAGE } from '@armatura/shared-libs/constants';
import * as s from '../../features/public/Public.module.css';

const postId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export default function BlogPostScreen() {
  const t = useContentT();
  const formatDate = useFormatDate();
  const id = postId(useRoute()?.params.blogId);
  const state = useStore(blogPost.$state);
  useEffect(() => {
    if (id !== null) void blogPost.load(id);
  }, [id]);
  const post = state.key === id ? state.data : null;
  useDocumentHead(post?.metaTitle ?? null, post?.metaDescription);
  // One address per post: a wrong category segment is corrected.
  useEffect(() => {
    if (post && window.location.pathname !== blogPostHref(post))
      navigate(blogPostHref(post), { replace: true });
  }, [post]);

  const missing = state.key === id && state.status === 'error' && state.errorStatus === 404;
  if (id === null || missing) {
    return (
      <div className={s.page}>
        <EmptyState
          title={t('blogPostNotFound')}
          message={t('blogPostNotFoundHint')}
          headingLevel={1}
          action={<Link href="/blog">{t('blogBack')}</Link>}
        />
      </div>
    );
  }
  if (state.status === 'error')
    return <LoadFailed message={state.error} onRetry={() => void blogPost.reload()} />;
  if (!post) return <Loading />;
  const [first, ...rest] = post.images;
  return (
    <article className={s.page} data-testid="blog-post" aria-labelledby="blog-post-title">
      <p>
        <Link href={post.categorySlug ? `/blog/${post.categorySlug}` : '/blog'}>
          {post.categoryName ?? t('blogBack')}
        </Link>
      </p>
      <h1 id="blog-post-title" lang={CONTENT_LANGUAGE}>
        {post.title}
      </h1>
      {post.publishedTime && (
        <p className={s.meta}>{t('blogPublished', { date: formatDate(post.publishedTime) })}</p>
      )}
      {post.lead && (
        <p className={s.lead} lang={CONTENT_LANGUAGE}>
          {post.lead}
        </p>
      )}
      {first && <img className={s.hero} src={first.url} alt={first.alt} />}
      <div
        className={s.content}
        lang={CONTENT_LANGUAGE}
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />
      {rest.length > 0 && (
        <section aria-labelledby="blog-post-gallery">
          <h2 id="blog-post-gallery">{t('blogGallery')}</h2>
          <ul className={s.gallery}>
            {rest.map((image) => (
              <li key={image.id}>
                <img className={s.thumb} src={image.url} alt={image.alt} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link href="/blog">{t('blogBack')}</Link>
      </p>
    </article>
  );
}
