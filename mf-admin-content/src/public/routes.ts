// mf_admin_content's public surface: its routes, menu entries and page titles, as data. The build
// puts it into dist/mf-manifest.json (`armatura.surface`) and the shell composes its route table
// from it at start, so a new screen, menu entry or title needs no shell release. Paths stay under
// this team's areas (shell/src/routing/areas.ts). The static pages' catch-all (/:staticSlug) is
// the shell's: catch-alls decide the order of everything else (ARCHITECTURE.md "Routing").
import type { LocalizedText, RemoteSurface, SurfaceRoute } from '@armatura/shared-libs/federation';
import { SURFACE_TEXTS } from '../features/texts/surface';

const BLOG: LocalizedText = SURFACE_TEXTS.blog;
const CONTACT: LocalizedText = SURFACE_TEXTS.contact;

/** A back-office configuration screen: signed in, with the screen's permission. */
const config = (
  path: string,
  id: string,
  permission: string,
  title: LocalizedText,
): SurfaceRoute => ({
  path: `/kokpit/konfiguracja${path}`,
  screen: id,
  requiresAuth: true,
  permission,
  title,
});

const STATIC_BLOCKS: LocalizedText = SURFACE_TEXTS.staticBlocks;
const REPOSITORY: LocalizedText = SURFACE_TEXTS.fileRepository;
const NOTIFICATIONS: LocalizedText = SURFACE_TEXTS.notifications;
const NEWSLETTER: LocalizedText = SURFACE_TEXTS.newsletter;

export const surface: RemoteSurface = {
  // The home page's hero, rendered into the page's HTML by the host from the answers of its two
  // GETs (home-blocks-store.ts asks exactly these), then replaced by the widget once it loads.
  widgets: [
    {
      expose: 'HomeHero',
      data: [
        '/api/services/app/StaticBlocks/GetPublished?category=homeHero',
        '/api/services/app/StaticBlocks/GetPublished?category=homeBanner',
      ],
    },
  ],
  routes: [
    // Subscribe / unsubscribe by the e-mailed token; keeps the shop's own title.
    { path: '/newsletter', screen: 'content.newsletter', requiresAuth: false },
    {
      path: '/formularz_kontaktowy',
      screen: 'content.contactForm',
      requiresAuth: false,
      title: CONTACT,
    },
    {
      path: '/blog/:category/:blogId',
      screen: 'content.blogPost',
      requiresAuth: false,
      title: BLOG,
    },
    { path: '/blog/:category?', screen: 'content.blogList', requiresAuth: false, title: BLOG },
    config('/bloki-statyczne', 'content.staticBlockList', 'Pages.StaticBlocks', STATIC_BLOCKS),
    config(
      '/bloki-statyczne/dodaj',
      'content.staticBlockAdd',
      'Pages.StaticBlocks',
      SURFACE_TEXTS.addStaticBlock,
    ),
    config(
      '/bloki-statyczne/edytuj/:staticId',
      'content.staticBlockEdit',
      'Pages.StaticBlocks',
      SURFACE_TEXTS.editStaticBlock,
    ),
    config('/repozytorium', 'content.fileRepository', 'Pages.FileRepository', REPOSITORY),
    config('/blog', 'content.blogAdminList', 'Pages.Blog', BLOG),
    config('/blog/dodaj', 'content.blogAdminAdd', 'Pages.Blog', SURFACE_TEXTS.addPost),
    config('/blog/edytuj/:blogId', 'content.blogAdminEdit', 'Pages.Blog', SURFACE_TEXTS.editPost),
    config('/powiadomienia', 'content.notifications', 'Pages.Notification', NOTIFICATIONS),
    config(
      '/powiadomienia/szablon/edytuj/:id',
      'content.notificationTemplateEdit',
      'Pages.Notification',
      SURFACE_TEXTS.editNotificationTemplate,
    ),
    config('/newsletter', 'content.newsletterAdmin', 'Pages.Newsletter', NEWSLETTER),
  ],
  menu: [
    { menu: 'main', href: '/blog', label: BLOG, order: 90 },
    { menu: 'main', href: '/formularz_kontaktowy', label: CONTACT, order: 100 },
    {
      menu: 'kokpit',
      href: '/kokpit/konfiguracja/bloki-statyczne',
      label: STATIC_BLOCKS,
      order: 60,
    },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/repozytorium', label: REPOSITORY, order: 70 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/blog', label: BLOG, order: 80 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/powiadomienia', label: NOTIFICATIONS, order: 90 },
    { menu: 'kokpit', href: '/kokpit/konfiguracja/newsletter', label: NEWSLETTER, order: 110 },
  ],
};
