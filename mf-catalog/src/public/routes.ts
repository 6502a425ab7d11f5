// mf_catalog's public surface: its routes, menu entries and page titles, as data. The build puts
// it into dist/mf-manifest.json (`armatura.surface`) and the shell composes its route table from
// it at start, so a new catalogue screen, menu entry or title needs no shell release. Paths stay
// under the catalogue's areas (shell/src/routing/areas.ts); see ARCHITECTURE.md "Routing".
import type { LocalizedText, RemoteSurface, SurfaceRoute } from '@armatura/shared-libs/federation';

const OFFER: LocalizedText = { pl: 'Oferta', en: 'Products' };
const CONTRACTS: LocalizedText = { pl: 'Kontrakty', en: 'Contracts' };

/** One listing screen, several recommended-category views (storefront.md §2). */
/** Product tiles and the product page offer the cart team's add-to-cart button. */
const ADD_TO_CART = 'mf_cart_checkout/AddToCart';

const listing = (path: string, view: string): SurfaceRoute => ({
  path,
  screen: 'catalog.listing',
  requiresAuth: false,
  params: { view },
  title: OFFER,
  chunks: ['screen-listing'],
  widgets: [ADD_TO_CART],
  // The category tree (its names, the breadcrumbs); the first search is a POST the server render
  // asks itself (server-render/listing-answers.ts).
  data: ['/api/services/app/Product/GetCategoryTree?Level=3'],
});

export const surface: RemoteSurface = {
  routes: [
    // The home page keeps the shop's own title (storefront.md §1).
    {
      path: '/strona-glowna',
      screen: 'catalog.home',
      requiresAuth: false,
      // The chunks (App.tsx's webpackChunkName) and widgets the host preloads (storefront speed).
      chunks: ['screen-home'],
      widgets: [ADD_TO_CART, 'mf_admin_content/HomeHero'],
      // As catalog-api.ts asks for them (home-store.ts: the banners, the three-level tree, 8
      // products), so the page's first render has them (primeHome).
      data: [
        '/api/services/app/Product/GetRecommendedCategoryTree',
        '/api/services/app/Product/GetCategoryTree?Level=3',
        '/api/services/app/Product/GetRecommendedArticles?maxResultCount=8',
      ],
    },
    // /oferta/<slug>-<id> or /oferta/<id>: one segment the pattern syntax cannot split, so a
    // regex; a non-digit id is a 404, not the listing.
    {
      path: {
        prefix: '/oferta/',
        regex: '^/oferta/(?:(?<slug>[^/]+)-)?(?<productId>[^/-]+)/?$',
      },
      screen: 'catalog.product',
      requiresAuth: false,
      checks: { productId: 'digits' },
      title: OFFER,
      chunks: ['screen-product'],
      widgets: [ADD_TO_CART],
      // As catalog-api.ts asks for them (the same parameters in the same order).
      data: [
        '/api/services/app/Product/Get?Id={productId}',
        '/api/services/app/Product/GetRelatedArticles?productId={productId}&maxResultCount=8',
        '/api/services/app/Product/GetSimilarArticles?productId={productId}&maxResultCount=8',
      ],
    },
    listing('/oferta*', 'offer'),
    listing('/marki*', 'brands'),
    listing('/promocje', 'promotions'),
    listing('/wyprzedaz', 'sale'),
    listing('/nowosci', 'new'),
    listing('/polecane', 'recommended'),
    {
      path: '/kontrakty',
      screen: 'catalog.contracts',
      requiresAuth: true,
      permission: 'Pages.Offer.Contracts',
      title: CONTRACTS,
    },
    {
      path: '/kontrakty/:contractId',
      screen: 'catalog.contractProducts',
      requiresAuth: true,
      permission: 'Pages.Offer.Contracts',
      title: CONTRACTS,
    },
    {
      path: '/ulubione',
      screen: 'catalog.favourites',
      requiresAuth: false,
      title: { pl: 'Ulubione', en: 'Favourites' },
    },
  ],
  menu: [
    { menu: 'main', href: '/oferta', label: OFFER, order: 10 },
    { menu: 'main', href: '/marki', label: { pl: 'Marki', en: 'Brands' }, order: 20 },
    { menu: 'main', href: '/promocje', label: { pl: 'Promocje', en: 'Promotions' }, order: 30 },
    { menu: 'main', href: '/wyprzedaz', label: { pl: 'Wyprzedaż', en: 'Sale' }, order: 40 },
    { menu: 'main', href: '/nowosci', label: { pl: 'Nowości', en: 'New' }, order: 50 },
    { menu: 'main', href: '/polecane', label: { pl: 'Polecane', en: 'Recommended' }, order: 60 },
    // Shown only to those the route admits (signed in, Pages.Offer.Contracts).
    { menu: 'main', href: '/kontrakty', label: CONTRACTS, order: 70 },
    { menu: 'main', href: '/ulubione', label: { pl: 'Ulubione', en: 'Favourites' }, order: 80 },
  ],
};
