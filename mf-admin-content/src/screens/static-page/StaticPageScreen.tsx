// content.staticPage — /:staticSlug: a published page (terms, about us…) by its slug. An unknown
// slug shows the shell's 404; the page HTML was sanitised by the server when it was saved.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useRoute, useDocumentHead } from '@armatura/shared-libs/routing';
import { staticPage } from '../../features/public/page-stores';
import { NotFound } from '../../features/public/NotFound';
import { LoadFailed, Loading } from '../../features/public/states';
import { CONTENT_LANGUAGE } from '@armatura/shared-libs/constants';
import * as s from '../../features/public/Public.module.css';

export default function StaticPageScreen() {
  const slug = useRoute()?.params.staticSlug ?? '';
  const state = useStore(staticPage.$state);
  useEffect(() => {
    void staticPage.load(slug);
  }, [slug]);
  const page = state.key === slug ? state.data : null;
  useDocumentHead(page?.title ?? null, page?.metaDescription || page?.lead);

  if (state.key === slug && state.status === 'error') {
    // 400 too: a slug the API refuses (too long) names no page either.
    if (state.errorStatus === 404 || state.errorStatus === 400) return <NotFound />;
    return <LoadFailed message={state.error} onRetry={() => void staticPage.reload()} />;
  }
  if (!page) return <Loading />;
  return (
    <article
      className={s.page}
      data-testid="static-page"
      aria-labelledby="static-page-title"
      lang={CONTENT_LANGUAGE}
    >
      <h1 id="static-page-title">{page.title}</h1>
      {page.lead && <p className={s.lead}>{page.lead}</p>}
      {page.imageUrl && <img className={s.hero} src={page.imageUrl} alt={page.imageAlt} />}
      <div className={s.content} dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
