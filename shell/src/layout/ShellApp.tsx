// The shell's React tree. #armatura-main keeps one position in the tree for the whole session
// (the side menu is a conditional sibling *before* it), so React never re-creates it under a
// mounted remote.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { RENDERED_BY_ATTRIBUTE } from '@armatura/shared-libs/constants';
import { useT } from '@armatura/shared-libs/i18n';
import { Toaster, UiProvider } from '@armatura/shared-libs/ui';
import { ShellErrorBoundary } from '../screens/ErrorPages';
import { $navigation } from '../routing/navigation';
import { MAIN_ELEMENT_ID } from '../spa/applications';
import { ImpersonationBanner, OfflineBanner } from './Banners';
import { Footer } from './Footer';
import { Header } from './Header';
import { Outlet } from './Outlet';
import { PageProgress } from './PageProgress';
import { SideMenu, SideMenuToggle } from './SideMenu';
import * as s from './layout.module.css';

/**
 * `onShown`: called once the tree is in the page (#armatura-main exists). `mainHtml`: what the
 * server rendered into #armatura-main (the page's readable content), kept there as it is until
 * the remote's screen replaces it: React sets it once and never compares or touches it again.
 * `mainFrom`: the remote whose own server build rendered `mainHtml` (its screen, which it then
 * hydrates: shared-libs/src/spa), written as #armatura-main's RENDERED_BY_ATTRIBUTE.
 */
export function ShellApp({
  onShown,
  mainHtml,
  mainFrom,
}: {
  onShown?: () => void;
  mainHtml?: string;
  mainFrom?: string;
}) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <UiProvider>
      <ShellErrorBoundary>
        <ShellLayout mainHtml={mainHtml} mainFrom={mainFrom} />
      </ShellErrorBoundary>
    </UiProvider>
  );
}

function ShellLayout({ mainHtml, mainFrom }: { mainHtml?: string; mainFrom?: string }) {
  const t = useT();
  const navigation = useStore($navigation);
  const kokpit = Boolean(
    navigation?.match.path.startsWith('/kokpit') && navigation.access.kind === 'allow',
  );
  return (
    <div className={s.page}>
      <a className={s.skip} href="#armatura-content">
        {t('header.skipToContent')}
      </a>
      <PageProgress />
      <OfflineBanner />
      <ImpersonationBanner />
      <Header />
      <div className={s.body} data-kokpit={kokpit || undefined}>
        {kokpit && <SideMenu />}
        <main id="armatura-content" className={s.main} tabIndex={-1}>
          {kokpit && <SideMenuToggle />}
          <Outlet />
          <div
            id={MAIN_ELEMENT_ID}
            className={s.remote}
            {...{ [RENDERED_BY_ATTRIBUTE]: mainFrom }}
            dangerouslySetInnerHTML={mainHtml === undefined ? undefined : { __html: mainHtml }}
          />
        </main>
      </div>
      <Footer />
      <Toaster />
    </div>
  );
}
