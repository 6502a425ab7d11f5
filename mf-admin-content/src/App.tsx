// Screen ids of mf_admin_content (from the shell's route table) → component. Screens not built yet
// show <NotAvailableYet/>; the shell never routes another team's screen here.
import type { ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet } from '@armatura/shared-libs/ui';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'content.newsletter': NotAvailableYet,
  'content.contactForm': NotAvailableYet,
  'content.blogList': NotAvailableYet,
  'content.blogPost': NotAvailableYet,
  'content.staticPage': NotAvailableYet,
  'content.staticBlockList': NotAvailableYet,
  'content.staticBlockAdd': NotAvailableYet,
  'content.staticBlockEdit': NotAvailableYet,
  'content.fileRepository': NotAvailableYet,
  'content.blogAdminList': NotAvailableYet,
  'content.blogAdminAdd': NotAvailableYet,
  'content.blogAdminEdit': NotAvailableYet,
  'content.notifications': NotAvailableYet,
  'content.notificationTemplateEdit': NotAvailableYet,
  'content.newsletterAdmin': NotAvailableYet,
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  return <Screen screen={route.screen} />;
}
