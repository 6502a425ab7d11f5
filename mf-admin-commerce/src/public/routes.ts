// mf_admin_commerce's public surface: its routes, menu entries and page titles, as data. The
// build puts it into dist/mf-manifest.json (`armatura.surface`) and the shell composes its route
// table from it at start, so a new screen, menu entry or title needs no shell release. Paths stay
// under this team's area (shell/src/routing/areas.ts); see ARCHITECTURE.md "Routing".
import type { LocalizedText, RemoteSurface, SurfaceRoute } from '@armatura/shared-libs/federation';
import { SURFACE_TEXTS } from '../features/admin-texts/surface';

/** A back-office configuration screen: signed in, with the screen's permission. */
const config = (
  path: string,
  id: string,
  permission: string,
  title: LocalizedText,
): SurfaceRoute => ({
  path: `/kokpit/konfiguracja${path}`,
  screen: id,
  requiresAuth: true,
  permission,
  title,
});

const PRODUCTS: LocalizedText = SURFACE_TEXTS.products;
const GLOBAL: LocalizedText = SURFACE_TEXTS.globalSettings;
const AVAILABILITY: LocalizedText = SURFACE_TEXTS.productAvailability;
const DICTIONARIES: LocalizedText = SURFACE_TEXTS.dictionaries;
const DELIVERY: LocalizedText = SURFACE_TEXTS.delivery;
const PAYMENTS: LocalizedText = SURFACE_TEXTS.payments;
const POINTS_OF_SALE: LocalizedText = SURFACE_TEXTS.pointsOfSale;
const STATISTICS: LocalizedText = SURFACE_TEXTS.statistics;
const P = 'Pages.ProductConfiguration';
const POS = 'Pages.PointsOfSale';

export const surface: RemoteSurface = {
  routes: [
    config('/produkty', 'commerce.productList', P, PRODUCTS),
    config('/produkty/dodaj/:erpId', 'commerce.productAdd', P, SURFACE_TEXTS.addProduct),
    config(
      '/produkty/edytuj/:erpId/:productId',
      'commerce.productEdit',
      P,
      SURFACE_TEXTS.editProduct,
    ),
    config('/globalna', 'commerce.globalConfiguration', 'Pages.GlobalConfiguration', GLOBAL),
    config('/dostepnosc', 'commerce.availabilityAlerts', 'Pages.NotifyAvailability', AVAILABILITY),
    config(
      '/dostepnosc/:articleId',
      'commerce.availabilityAlertDetails',
      'Pages.NotifyAvailability',
      SURFACE_TEXTS.availabilityAlertsForAnArticle,
    ),
    config('/slowniki', 'commerce.dictionaries', 'Pages.Dictionaries', DICTIONARIES),
    config('/dostawy', 'commerce.delivery', 'Pages.Delivery', DELIVERY),
    config('/platnosci', 'commerce.payments', 'Pages.Payment', PAYMENTS),
    // The list and the forms differ in '-' / '_' (routes.tsv): both spellings are this team's.
    config('/punkty-sprzedazy', 'commerce.pointsOfSale', POS, POINTS_OF_SALE),
    config('/punkty_sprzedazy/dodaj', 'commerce.pointOfSaleAdd', POS, SURFACE_TEXTS.addPointOfSale),
    config(
      '/punkty_sprzedazy/edytuj/:pointOfSaleId',
      'commerce.pointOfSaleEdit',
      POS,
      SURFACE_TEXTS.editPointOfSale,
    ),
    config('/statystyki', 'commerce.statistics', 'Pages.Statistics', STATISTICS),
  ],
  menu: [
    { menu: 'kokpit', href: '/kokpit/konfiguracja/produkty', label: PRODUCTS, order: 40 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/globalna', label: GLOBAL, order: 50 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/dostepnosc', label: AVAILABILITY, order: 100 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/slowniki', label: DICTIONARIES, order: 120 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/dostawy', label: DELIVERY, order: 130 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/platnosci', label: PAYMENTS, order: 140 },
    {
      menu: 'kokpit',
      href: '/kokpit/konfiguracja/punkty-sprzedazy',
      label: POINTS_OF_SALE,
      order: 150,
    },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/statystyki', label: STATISTICS, order: 160 },
  ],
};
