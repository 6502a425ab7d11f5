// mf_account_orders' public surface: its routes, menu entries and page titles, as data. The build
// puts it into dist/mf-manifest.json (`armatura.surface`) and the shell composes its route table
// from it at start, so a new account screen, menu entry or title needs no shell release. Paths
// stay under this team's areas (shell/src/routing/areas.ts); see ARCHITECTURE.md "Routing".
import type { LocalizedText, RemoteSurface } from '@armatura/shared-libs/federation';
import { SURFACE_TEXTS } from '../features/texts/surface';

const DASHBOARD: LocalizedText = SURFACE_TEXTS.dashboard;
const ORDERS: LocalizedText = SURFACE_TEXTS.orders;
const DOCUMENTS: LocalizedText = SURFACE_TEXTS.documents;

export const surface: RemoteSurface = {
  routes: [
    { path: '/kokpit/pulpit', screen: 'account.dashboard', requiresAuth: true, title: DASHBOARD },
    // Own orders and documents for customers, the tenant's for staff (the server decides).
    {
      path: '/kokpit/zamowienia/:statusId?',
      screen: 'account.orders',
      requiresAuth: true,
      permission: 'Pages.Order',
      title: ORDERS,
    },
    {
      path: '/kokpit/dokumenty/:statusSlug?',
      screen: 'account.documents',
      requiresAuth: true,
      permission: 'Pages.Document',
      title: DOCUMENTS,
    },
  ],
  menu: [
    { menu: 'kokpit', href: '/kokpit/pulpit', label: DASHBOARD, order: 10 },
    { menu: 'kokpit', href: '/kokpit/zamowienia', label: ORDERS, order: 170 },
    { menu: 'kokpit', href: '/kokpit/dokumenty', label: DOCUMENTS, order: 180 },
    // The user menu: the dashboard and two of its sections (profile and addresses have no
    // route of their own; the dashboard scrolls to the fragment).
    {
      menu: 'user',
      href: '/kokpit/pulpit',
      label: SURFACE_TEXTS.myDashboard,
      order: 10,
    },
    {
      menu: 'user',
      href: '/kokpit/pulpit#profil',
      label: SURFACE_TEXTS.myProfile,
      order: 20,
    },
    {
      menu: 'user',
      href: '/kokpit/pulpit#adresy',
      label: SURFACE_TEXTS.deliveryAddresses,
      order: 30,
    },
  ],
};
