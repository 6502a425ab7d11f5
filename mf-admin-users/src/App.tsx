// Screen ids of mf_admin_users (from the shell's route table) → component; the shell never routes
// another team's screen here.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';
import { CompanyFormScreen } from './screens/company-form/CompanyFormScreen';
import { RoleFormScreen } from './screens/role-form/RoleFormScreen';
import { RoleListScreen } from './screens/role-list/RoleListScreen';
import { UserFormScreen } from './screens/user-form/UserFormScreen';
import { UserListScreen } from './screens/user-list/UserListScreen';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'users.userList': UserListScreen,
  'users.userAdd': UserFormScreen,
  'users.userEdit': UserFormScreen,
  'users.companyAdd': CompanyFormScreen,
  'users.companyEdit': CompanyFormScreen,
  'users.roleList': RoleListScreen,
  'users.roleAdd': RoleFormScreen,
  'users.roleEdit': RoleFormScreen,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  // Keyed by screen: add → edit of the same form starts fresh.
  return <Screen key={route.screen} screen={route.screen} />;
}
