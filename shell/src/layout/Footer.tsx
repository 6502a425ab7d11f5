import { Link } from '@armatura/shared-libs/routing';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { shellTexts } from '../texts';
import * as s from './layout.module.css';

export function Footer() {
  const t = useT();
  const st = useNamespaceT(shellTexts);
  return (
    <footer className={s.footer}>
      <nav aria-label={st('footerNav')}>
        <ul className={s.footerLinks}>
          <li>
            <Link href="/formularz_kontaktowy">{t('header.contact')}</Link>
          </li>
          <li>
            <Link href="/blog">{t('header.blog')}</Link>
          </li>
          <li>
            <Link href="/newsletter">{st('newsletter')}</Link>
          </li>
          <li>
            <Link href="/kokpit/pulpit">{t('header.dashboard')}</Link>
          </li>
        </ul>
      </nav>
      <p>{st('footerRights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
