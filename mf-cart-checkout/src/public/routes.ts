// mf_cart_checkout's public surface: its routes and page titles, as data. The build puts it into
// dist/mf-manifest.json (`armatura.surface`) and the shell composes its route table from it at
// start, so a new checkout screen or title needs no shell release. Paths stay under this team's
// areas (shell/src/routing/areas.ts); see ARCHITECTURE.md "Routing".
import type { RemoteSurface } from '@armatura/shared-libs/federation';

export const surface: RemoteSurface = {
  routes: [
    // Reached by the links in the order e-mails (B2B approval), signed in or not; the pages keep
    // the shop's own title.
    { path: '/zamowienia/akceptacja', screen: 'checkout.orderAccept', requiresAuth: false },
    { path: '/zamowienia/odrzuc', screen: 'checkout.orderReject', requiresAuth: false },
    {
      path: '/zamowienia/potwierdzenie',
      screen: 'checkout.orderConfirmation',
      requiresAuth: false,
    },
    // Guests may shop (no sign-in), but the cart's permission is checked (routes.tsv).
    {
      path: '/koszyk/:step?',
      screen: 'checkout.cart',
      requiresAuth: false,
      permission: 'Pages.ShoppingCart',
      title: { pl: 'Koszyk', en: 'Cart' },
    },
  ],
  menu: [],
};
