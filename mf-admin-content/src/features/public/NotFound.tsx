// The shell's 404 (shell/src/screens/NotFoundScreen.tsx) for an address the shell routed here but
// that names nothing: an unknown static page slug or blog category. Same texts, same heading.
import { useT } from '@armatura/shared-libs/i18n';
import { Link, useDocumentHead } from '@armatura/shared-libs/routing';
import { HOME_PATH } from '@armatura/shared-libs/constants';
import * as s from './Public.module.css';

export function NotFound() {
  const t = useT();
  useDocumentHead(t('notFound.title'));
  return (
    <section className={`${s.page} ${s.notFound}`} aria-labelledby="not-found-title">
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.subtitle')}</p>
      <p>
        <Link href={HOME_PATH}>{t('header.home')}</Link>
      </p>
    </section>
  );
}
