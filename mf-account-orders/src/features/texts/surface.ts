// The titles and menu labels this remote publishes in its surface (src/public/routes.ts), in both
// UI languages: texts live with the remote's dictionaries, never in its code.
import type { LocalizedText } from '@armatura/shared-libs/federation';

export const SURFACE_TEXTS = {
  dashboard: { pl: 'Pulpit', en: 'Dashboard' },
  orders: { pl: 'Zamówienia', en: 'Orders' },
  documents: { pl: 'Dokumenty', en: 'Documents' },
  myDashboard: { pl: 'Mój kokpit', en: 'My dashboard' },
  myProfile: { pl: 'Mój profil', en: 'My profile' },
  deliveryAddresses: { pl: 'Adresy dostaw', en: 'Delivery addresses' },
} satisfies Record<string, LocalizedText>;
