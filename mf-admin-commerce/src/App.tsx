// Screen ids of mf_admin_commerce (from the shell's route table) → component. Screens not built yet
// show <NotAvailableYet/>; the shell never routes another team's screen here.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';
import { AlertDetailsScreen } from './screens/availability/AlertDetailsScreen';
import { AlertListScreen } from './screens/availability/AlertListScreen';
import { ProductFormScreen } from './screens/product-form/ProductFormScreen';
import { ProductListScreen } from './screens/products/ProductListScreen';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'commerce.productList': ProductListScreen,
  'commerce.productAdd': ProductFormScreen,
  'commerce.productEdit': ProductFormScreen,
  'commerce.globalConfiguration': NotAvailableYet,
  'commerce.availabilityAlerts': AlertListScreen,
  'commerce.availabilityAlertDetails': AlertDetailsScreen,
  'commerce.dictionaries': NotAvailableYet,
  'commerce.delivery': NotAvailableYet,
  'commerce.payments': NotAvailableYet,
  'commerce.pointsOfSale': NotAvailableYet,
  'commerce.pointOfSaleAdd': NotAvailableYet,
  'commerce.pointOfSaleEdit': NotAvailableYet,
  'commerce.statistics': NotAvailableYet,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
