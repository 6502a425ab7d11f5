// 404 for /error, unknown URLs and routes whose validity check fails.
import { useT } from '@armatura/shared-libs/i18n';
import { Link } from '@armatura/shared-libs/routing';
import { HOME_PATH } from '@armatura/shared-libs/constants';
import * as s from './screens.module.css';

export function NotFoundScreen() {
  const t = useT();
  return (
    <section className={s.centered} aria-labelledby="not-found-title">
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
