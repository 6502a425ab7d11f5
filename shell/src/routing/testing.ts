// Test data for the shell's own tests: small surfaces shaped like the remotes' (the shell's
// files may not import a remote's folder, not even in tests). The remotes' real surfaces are
// checked against routes.tsv in tests/route-table.test.ts.
import type { RemoteSurface } from '@armatura/shared-libs/federation';
import type { Surfaces } from './compose';

const text = (pl: string, en = pl) => ({ pl, en });

const catalog: RemoteSurface = {
  routes: [
    { path: '/strona-glowna', screen: 'catalog.home', requiresAuth: false },
    {
      path: { prefix: '/oferta/', regex: '^/oferta/(?:(?<slug>[^/]+)-)?(?<productId>[^/-]+)/?$' },
      screen: 'catalog.product',
      requiresAuth: false,
      checks: { productId: 'digits' },
      title: text('Oferta', 'Products'),
    },
    {
      path: '/oferta*',
      screen: 'catalog.listing',
      requiresAuth: false,
      params: { view: 'offer' },
      title: text('Oferta', 'Products'),
    },
    {
      path: '/kontrakty',
      screen: 'catalog.contracts',
      requiresAuth: true,
      permission: 'Pages.Offer.Contracts',
    },
  ],
  menu: [
    { menu: 'main', href: '/oferta', label: text('Oferta', 'Products'), order: 10 },
    { menu: 'main', href: '/kontrakty', label: text('Kontrakty', 'Contracts'), order: 70 },
  ],
};

const checkout: RemoteSurface = {
  routes: [
    {
      path: '/koszyk/:step?',
      screen: 'checkout.cart',
      requiresAuth: false,
      permission: 'Pages.ShoppingCart',
    },
  ],
  menu: [],
};

const account: RemoteSurface = {
  routes: [
    { path: '/kokpit/pulpit', screen: 'account.dashboard', requiresAuth: true },
    {
      path: '/kokpit/zamowienia/:statusId?',
      screen: 'account.orders',
      requiresAuth: true,
      permission: 'Pages.Order',
      title: text('Zamówienia', 'Orders'),
    },
  ],
  menu: [
    { menu: 'kokpit', href: '/kokpit/pulpit', label: text('Pulpit', 'Dashboard'), order: 10 },
    { menu: 'kokpit', href: '/kokpit/zamowienia', label: text('Zamówienia', 'Orders'), order: 170 },
    { menu: 'user', href: '/kokpit/pulpit', label: text('Mój kokpit', 'My dashboard'), order: 10 },
  ],
};

const users: RemoteSurface = {
  routes: [
    {
      path: '/kokpit/konta/uzytkownik',
      screen: 'users.userList',
      requiresAuth: true,
      permission: 'Pages.UserManagement',
      title: text('Użytkownicy', 'Users'),
    },
  ],
  menu: [
    {
      menu: 'kokpit',
      href: '/kokpit/konta/uzytkownik',
      label: text('Użytkownicy', 'Users'),
      order: 20,
    },
  ],
};

const content: RemoteSurface = {
  routes: [{ path: '/blog/:category?', screen: 'content.blogList', requiresAuth: false }],
  menu: [{ menu: 'main', href: '/blog', label: text('Blog'), order: 90 }],
};

const commerce: RemoteSurface = {
  routes: [
    {
      path: '/kokpit/konfiguracja/statystyki',
      screen: 'commerce.statistics',
      requiresAuth: true,
      permission: 'Pages.Statistics',
    },
  ],
  menu: [
    {
      menu: 'kokpit',
      href: '/kokpit/konfiguracja/statystyki',
      label: text('Statystyki', 'Statistics'),
      order: 160,
    },
  ],
};

export const SAMPLE_SURFACES: Surfaces = {
  mf_catalog: catalog,
  mf_cart_checkout: checkout,
  mf_account_orders: account,
  mf_admin_users: users,
  mf_admin_content: content,
  mf_admin_commerce: commerce,
};
