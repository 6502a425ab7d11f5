// Screen ids of mf_admin_commerce (from the shell's route table) → component. Screens not built yet
// show <NotAvailableYet/>; the shell never routes another team's screen here.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';
import { AlertDetailsScreen } from './screens/availability/AlertDetailsScreen';
import { AlertListScreen } from './screens/availability/AlertListScreen';
import { DeliveryScreen } from './screens/delivery/DeliveryScreen';
import { PaymentsScreen } from './screens/payments/PaymentsScreen';
import { ConfigurationScreen } from './screens/configuration/ConfigurationScreen';
import { ProductFormScreen } from './screens/product-form/ProductFormScreen';
import { ProductListScreen } from './screens/products/ProductListScreen';
import { StatisticsScreen } from './screens/statistics';
import { PointsOfSaleScreen } from './screens/points-of-sale/PointsOfSaleScreen';
import { PointOfSaleFormScreen } from './screens/points-of-sale/PointOfSaleFormScreen';
import { DictionariesScreen } from './screens/dictionaries/DictionariesScreen';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'commerce.productList': ProductListScreen,
  'commerce.productAdd': ProductFormScreen,
  'commerce.productEdit': ProductFormScreen,
  'commerce.globalConfiguration': ConfigurationScreen,
  'commerce.availabilityAlerts': AlertListScreen,
  'commerce.availabilityAlertDetails': AlertDetailsScreen,
  'commerce.dictionaries': DictionariesScreen,
  'commerce.delivery': DeliveryScreen,
  'commerce.payments': PaymentsScreen,
  'commerce.pointsOfSale': PointsOfSaleScreen,
  'commerce.pointOfSaleAdd': PointOfSaleFormScreen,
  'commerce.pointOfSaleEdit': PointOfSaleFormScreen,
  'commerce.statistics': StatisticsScreen,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
