// The titles and menu labels this remote publishes in its surface (src/public/routes.ts), in both
// UI languages: texts live with the remote's dictionaries, never in its code.
import type { LocalizedText } from '@armatura/shared-libs/federation';

export const SURFACE_TEXTS = {
  products: { pl: 'Produkty', en: 'Products' },
  globalSettings: { pl: 'Konfiguracja globalna', en: 'Global settings' },
  productAvailability: { pl: 'Dostępność produktów', en: 'Product availability' },
  dictionaries: { pl: 'Słowniki', en: 'Dictionaries' },
  delivery: { pl: 'Dostawy', en: 'Delivery' },
  payments: { pl: 'Płatności', en: 'Payments' },
  pointsOfSale: { pl: 'Punkty sprzedaży', en: 'Points of sale' },
  statistics: { pl: 'Statystyki', en: 'Statistics' },
  addProduct: { pl: 'Dodaj produkt', en: 'Add product' },
  editProduct: { pl: 'Edytuj produkt', en: 'Edit product' },
  availabilityAlertsForAnArticle: {
    pl: 'Powiadomienia o dostępności artykułu',
    en: 'Availability alerts for an article',
  },
  addPointOfSale: { pl: 'Dodaj punkt sprzedaży', en: 'Add point of sale' },
  editPointOfSale: { pl: 'Edytuj punkt sprzedaży', en: 'Edit point of sale' },
} satisfies Record<string, LocalizedText>;
