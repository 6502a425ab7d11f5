// Screen ids of mf_admin_content (from the shell's route table) → component. Screens not built yet
// show <NotAvailableYet/>; the shell never routes another team's screen here.
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoute } from '@armatura/shared-libs/routing';
import { NotAvailableYet, Spinner } from '@armatura/shared-libs/ui';

type Screen = ComponentType<{ screen: string }>;

export const SCREENS: Record<string, Screen> = {
  'content.newsletter': lazy(() => import('./screens/newsletter/NewsletterScreen')),
  'content.contactForm': lazy(() => import('./screens/contact-form/ContactFormScreen')),
  'content.blogList': lazy(() => import('./screens/blog-list/BlogListScreen')),
  'content.blogPost': lazy(() => import('./screens/blog-post/BlogPostScreen')),
  'content.staticPage': lazy(() => import('./screens/static-page/StaticPageScreen')),
  'content.staticBlockList': lazy(
    () => import('./screens/static-block-list/StaticBlockListScreen'),
  ),
  'content.staticBlockAdd': lazy(() => import('./screens/static-block-form/StaticBlockFormScreen')),
  'content.staticBlockEdit': lazy(
    () => import('./screens/static-block-form/StaticBlockFormScreen'),
  ),
  'content.fileRepository': lazy(() => import('./screens/file-repository/FileRepositoryScreen')),
  'content.blogAdminList': lazy(() => import('./screens/blog-admin-list/BlogAdminListScreen')),
  'content.blogAdminAdd': lazy(() => import('./screens/blog-admin-form/BlogAdminFormScreen')),
  'content.blogAdminEdit': lazy(() => import('./screens/blog-admin-form/BlogAdminFormScreen')),
  'content.notifications': lazy(() => import('./screens/notifications/NotificationsScreen')),
  'content.notificationTemplateEdit': lazy(
    () => import('./screens/notification-template-edit/NotificationTemplateEditScreen'),
  ),
  'content.newsletterAdmin': lazy(() => import('./screens/newsletter-admin/NewsletterAdminScreen')),
};

export function App() {
  const route = useRoute();
  if (!route) return null;
  const Screen = SCREENS[route.screen] ?? NotAvailableYet;
  // Every screen is its own chunk: a public page never downloads back-office code.
  return (
    <Suspense fallback={<Spinner />}>
      <Screen screen={route.screen} />
    </Suspense>
  );
}
