// Screen ids of mf_account_orders (from the shell's route table) → component. The shell never
// routes another team's screen here; an unknown id shows <NotAvailableYet/>.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';
import { DashboardScreen } from './screens/dashboard/DashboardScreen';
import { DocumentsScreen } from './screens/documents/DocumentsScreen';
import { OrdersScreen } from './screens/orders/OrdersScreen';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'account.dashboard': DashboardScreen,
  'account.orders': OrdersScreen,
  'account.documents': DocumentsScreen,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
