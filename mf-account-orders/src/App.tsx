// Screen ids of mf_account_orders (from the shell's route table) → component. Screens not built
// yet show <NotAvailableYet/>; the shell never routes another team's screen here.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';
import { DashboardScreen } from './screens/dashboard/DashboardScreen';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'account.dashboard': DashboardScreen,
  'account.orders': NotAvailableYet,
  'account.documents': NotAvailableYet,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
