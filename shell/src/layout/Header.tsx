// The storefront header: logo, main navigation, the catalogue's search box and the checkout's
// mini-cart (remote widgets of other teams), language/currency and the user menu.
import { RemoteWidget, useAtLeast } from '@armatura/shared-libs/ui';
import { useT } from '@armatura/shared-libs/i18n';
import { Link } from '@armatura/shared-libs/routing';
import { HEADER_WIDGETS, HOME_PATH, PRODUCT_NAME } from '@armatura/shared-libs/constants';
import { LocaleSwitch } from './LocaleSwitch';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';
import * as s from './header.module.css';

export function Header() {
  const t = useT();
  // On phones the language and currency live in the folded menu (MainNav): not rendered here.
  const wide = useAtLeast('sm');
  return (
    <header className={s.header}>
      <div className={s.bar}>
        <Link
          href={HOME_PATH}
          className={s.logo}
          aria-label={`${PRODUCT_NAME} - ${t('header.home')}`}
        >
          {PRODUCT_NAME}
        </Link>
        <div className={s.search}>
          <RemoteWidget id={HEADER_WIDGETS.searchBox} />
        </div>
        <div className={s.tools}>
          {wide && <LocaleSwitch />}
          <UserMenu />
          <div className={s.cart}>
            <RemoteWidget id={HEADER_WIDGETS.miniCart} />
          </div>
        </div>
      </div>
      <MainNav />
    </header>
  );
}
