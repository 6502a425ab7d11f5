// The route table of the whole shop (from /work/shared/spec/routes.tsv and storefront.md §2,
// back-office.md §2). Order matters: the first matching entry wins, so specific paths come
// before patterns and the catch-alls (/:staticSlug, *) come last.
//
// Pattern syntax (see match.ts): literal segments, `:name` (one segment), `:name?` (optional
// last segment), a trailing `*` (the rest of the path, possibly empty). The product route is
// a RegExp because its one segment is "(slug-)digits".

export type RemoteName =
  | 'mf_catalog'
  | 'mf_cart_checkout'
  | 'mf_account_orders'
  | 'mf_admin_users'
  | 'mf_admin_content'
  | 'mf_admin_commerce';

export type Owner = 'shell' | RemoteName;

export type RouteDef = {
  path: string | RegExp;
  screen: string;
  owner: Owner;
  requiresAuth: boolean;
  permission?: string;
  /** Fixed params merged into the match (e.g. which listing view). */
  params?: Record<string, string>;
  /** Where to go instead (history.replaceState). */
  redirect?: string;
  /** A failing check shows the 404 screen (storefront.md §2). */
  isValid?: (params: Record<string, string>) => boolean;
};

const C = 'mf_catalog',
  K = 'mf_cart_checkout',
  A = 'mf_account_orders';
const U = 'mf_admin_users',
  T = 'mf_admin_content',
  M = 'mf_admin_commerce';

/** /oferta/<slug>-<id> or /oferta/<id>; the id must be digits (isValid), the slug is optional. */
export const PRODUCT_PATH = /^\/oferta\/(?:(?<slug>[^/]+)-)?(?<productId>[^/-]+)\/?$/;

const pub = (
  path: string | RegExp,
  screen: string,
  owner: Owner,
  extra: Partial<RouteDef> = {},
): RouteDef => ({ path, screen, owner, requiresAuth: false, ...extra });
const kokpit = (path: string, screen: string, owner: Owner, permission?: string): RouteDef => ({
  path: `/kokpit${path}`,
  screen,
  owner,
  requiresAuth: true,
  ...(permission ? { permission } : {}),
});

export const routes: RouteDef[] = [
  pub('/', 'shell.redirect', 'shell', { redirect: '/strona-glowna' }),
  pub('/strona-glowna', 'catalog.home', C),
  pub('/user/login', 'shell.login', 'shell'),
  pub('/user/admin', 'shell.login', 'shell'),
  pub('/user/forgot-password', 'shell.forgotPassword', 'shell'),
  pub('/zamowienia/akceptacja', 'checkout.orderAccept', K),
  pub('/zamowienia/odrzuc', 'checkout.orderReject', K),
  pub('/zamowienia/potwierdzenie', 'checkout.orderConfirmation', K),
  pub('/newsletter', 'content.newsletter', T),
  pub(PRODUCT_PATH, 'catalog.product', C, { isValid: (p) => /^\d+$/.test(p.productId ?? '') }),
  pub('/oferta*', 'catalog.listing', C, { params: { view: 'offer' } }),
  pub('/marki*', 'catalog.listing', C, { params: { view: 'brands' } }),
  pub('/promocje', 'catalog.listing', C, { params: { view: 'promotions' } }),
  pub('/wyprzedaz', 'catalog.listing', C, { params: { view: 'sale' } }),
  pub('/nowosci', 'catalog.listing', C, { params: { view: 'new' } }),
  pub('/polecane', 'catalog.listing', C, { params: { view: 'recommended' } }),
  pub('/formularz_kontaktowy', 'content.contactForm', T),
  {
    path: '/kontrakty',
    screen: 'catalog.contracts',
    owner: C,
    requiresAuth: true,
    permission: 'Pages.Offer.Contracts',
  },
  {
    path: '/kontrakty/:contractId',
    screen: 'catalog.contractProducts',
    owner: C,
    requiresAuth: true,
    permission: 'Pages.Offer.Contracts',
  },
  pub('/blog/:category/:blogId', 'content.blogPost', T),
  pub('/blog/:category?', 'content.blogList', T),
  pub('/koszyk/:step?', 'checkout.cart', K, { permission: 'Pages.ShoppingCart' }),
  pub('/ulubione', 'catalog.favourites', C),
  pub('/error', 'shell.notFound', 'shell'),

  {
    path: '/kokpit',
    screen: 'shell.redirect',
    owner: 'shell',
    requiresAuth: true,
    redirect: '/kokpit/pulpit',
  },
  kokpit('/pulpit', 'account.dashboard', A),
  kokpit('/konta/uzytkownik', 'users.userList', U, 'Pages.UserManagement'),
  kokpit('/konta/uzytkownik/dodaj', 'users.userAdd', U, 'Pages.UserManagement'),
  kokpit('/konta/uzytkownik/edytuj/:userId', 'users.userEdit', U, 'Pages.UserManagement'),
  kokpit('/konta/firma/dodaj', 'users.companyAdd', U, 'Pages.UserManagement'),
  kokpit('/konta/firma/edytuj/:companyId', 'users.companyEdit', U, 'Pages.UserManagement'),
  kokpit('/konta/rola', 'users.roleList', U, 'Pages.RoleManagement'),
  kokpit('/konta/rola/dodaj', 'users.roleAdd', U, 'Pages.RoleManagement'),
  kokpit('/konta/rola/edytuj/:roleId', 'users.roleEdit', U, 'Pages.RoleManagement'),
  kokpit('/konfiguracja/produkty', 'commerce.productList', M, 'Pages.ProductConfiguration'),
  kokpit(
    '/konfiguracja/produkty/dodaj/:erpId',
    'commerce.productAdd',
    M,
    'Pages.ProductConfiguration',
  ),
  kokpit(
    '/konfiguracja/produkty/edytuj/:erpId/:productId',
    'commerce.productEdit',
    M,
    'Pages.ProductConfiguration',
  ),
  kokpit('/konfiguracja/globalna', 'commerce.globalConfiguration', M, 'Pages.GlobalConfiguration'),
  kokpit('/konfiguracja/bloki-statyczne', 'content.staticBlockList', T, 'Pages.StaticBlocks'),
  kokpit('/konfiguracja/bloki-statyczne/dodaj', 'content.staticBlockAdd', T, 'Pages.StaticBlocks'),
  kokpit(
    '/konfiguracja/bloki-statyczne/edytuj/:staticId',
    'content.staticBlockEdit',
    T,
    'Pages.StaticBlocks',
  ),
  kokpit('/konfiguracja/repozytorium', 'content.fileRepository', T, 'Pages.FileRepository'),
  kokpit('/konfiguracja/blog', 'content.blogAdminList', T, 'Pages.Blog'),
  kokpit('/konfiguracja/blog/dodaj', 'content.blogAdminAdd', T, 'Pages.Blog'),
  kokpit('/konfiguracja/blog/edytuj/:blogId', 'content.blogAdminEdit', T, 'Pages.Blog'),
  kokpit('/konfiguracja/powiadomienia', 'content.notifications', T, 'Pages.Notification'),
  kokpit(
    '/konfiguracja/powiadomienia/szablon/edytuj/:id',
    'content.notificationTemplateEdit',
    T,
    'Pages.Notification',
  ),
  kokpit('/konfiguracja/dostepnosc', 'commerce.availabilityAlerts', M, 'Pages.NotifyAvailability'),
  kokpit(
    '/konfiguracja/dostepnosc/:articleId',
    'commerce.availabilityAlertDetails',
    M,
    'Pages.NotifyAvailability',
  ),
  kokpit('/konfiguracja/newsletter', 'content.newsletterAdmin', T, 'Pages.Newsletter'),
  kokpit('/konfiguracja/slowniki', 'commerce.dictionaries', M, 'Pages.Dictionaries'),
  kokpit('/konfiguracja/dostawy', 'commerce.delivery', M, 'Pages.Delivery'),
  kokpit('/konfiguracja/platnosci', 'commerce.payments', M, 'Pages.Payment'),
  kokpit('/konfiguracja/punkty-sprzedazy', 'commerce.pointsOfSale', M, 'Pages.PointsOfSale'),
  kokpit(
    '/konfiguracja/punkty_sprzedazy/dodaj',
    'commerce.pointOfSaleAdd',
    M,
    'Pages.PointsOfSale',
  ),
  kokpit(
    '/konfiguracja/punkty_sprzedazy/edytuj/:pointOfSaleId',
    'commerce.pointOfSaleEdit',
    M,
    'Pages.PointsOfSale',
  ),
  kokpit('/konfiguracja/statystyki', 'commerce.statistics', M, 'Pages.Statistics'),
  kokpit('/zamowienia/:statusId?', 'account.orders', A, 'Pages.Order'),
  kokpit('/dokumenty/:statusSlug?', 'account.documents', A, 'Pages.Document'),

  // Catch-alls. /:staticSlug is one segment only; anything deeper is unknown.
  pub('/:staticSlug', 'content.staticPage', T),
  pub('*', 'shell.notFound', 'shell'),
];

export const NOT_FOUND_SCREEN = 'shell.notFound';
