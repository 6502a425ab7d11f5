// Screen ids of mf_admin_users (from the shell's route table) → component. Screens not built yet
// show <NotAvailableYet/>; the shell never routes another team's screen here.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'users.userList': NotAvailableYet,
  'users.userAdd': NotAvailableYet,
  'users.userEdit': NotAvailableYet,
  'users.companyAdd': NotAvailableYet,
  'users.companyEdit': NotAvailableYet,
  'users.roleList': NotAvailableYet,
  'users.roleAdd': NotAvailableYet,
  'users.roleEdit': NotAvailableYet,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
