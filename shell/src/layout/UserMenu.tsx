// Sign in (anonymous) or the user's menu: the entries of the remotes' surfaces (the dashboard,
// profile, addresses: mf_account_orders'), then sign out (logout reloads the page).
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { useNamespaceT, useT } from '@armatura/shared-libs/i18n';
import { $isSignedIn, logout, useCurrentUser } from '@armatura/shared-libs/session';
import { Button, Menu, MenuItem, MenuTrigger } from '@armatura/shared-libs/ui';
import { LOGIN_PATH } from '@armatura/shared-libs/constants';
import { shellTexts } from '../texts';
import { $userMenu } from './main-nav';
import * as s from './header.module.css';

export function UserMenu() {
  const t = useT();
  const st = useNamespaceT(shellTexts);
  const signedIn = useStore($isSignedIn);
  const user = useCurrentUser();
  const route = useRoute();
  const entries = useStore($userMenu);
  if (!signedIn || !user) {
    const here =
      route && !route.path.startsWith('/user/')
        ? `?returnUrl=${encodeURIComponent(route.path)}`
        : '';
    return (
      <Link href={`${LOGIN_PATH}${here}`} className={s.signIn}>
        {t('header.signIn')}
      </Link>
    );
  }
  return (
    <MenuTrigger>
      <Button variant="quiet" aria-label={`${st('userMenu')}: ${user.title || user.name}`}>
        <span className={s.userName}>{user.title || user.name}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      <Menu placement="bottom end" onAction={(key) => key === 'logout' && logout()}>
        {entries.map((entry) => (
          <MenuItem key={entry.href} id={entry.href} href={entry.href}>
            {t(entry.label)}
          </MenuItem>
        ))}
        <MenuItem id="logout">{t('header.signOut')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
