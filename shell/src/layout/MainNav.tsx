// Storefront navigation (entries by permission: main-nav.ts). On narrow screens (< 768 px) it
// folds behind a menu button.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { useT } from '@armatura/shared-libs/i18n';
import { Button, useAtLeast } from '@armatura/shared-libs/ui';
import { LocaleSwitch } from './LocaleSwitch';
import { $mainNav } from './main-nav';
import * as s from './header.module.css';

export function MainNav() {
  const t = useT();
  const route = useRoute();
  const links = useStore($mainNav);
  const [open, setOpen] = useState(false);
  const wide = useAtLeast('sm');
  return (
    <nav className={s.nav} aria-label={t('header.mainMenu')}>
      <Button
        variant="quiet"
        className={s.navToggle}
        aria-expanded={open}
        aria-controls="armatura-main-nav"
        onPress={() => setOpen(!open)}
      >
        {open ? t('header.closeMenu') : t('header.openMenu')}
      </Button>
      <ul id="armatura-main-nav" className={s.navList} data-open={open || undefined}>
        {links.map((link) => {
          const current = route?.path === link.href || route?.path.startsWith(`${link.href}/`);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                className={s.navLink}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {t(link.label)}
              </Link>
            </li>
          );
        })}
        {/* On phones the language and currency move out of the crowded bar into this menu,
            rendered only once it is open (its two selects are a phone's first-load work). */}
        {!wide && open && (
          <li className={s.localeInMenu}>
            <LocaleSwitch />
          </li>
        )}
      </ul>
    </nav>
  );
}
