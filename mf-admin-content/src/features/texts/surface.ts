// The titles and menu labels this remote publishes in its surface (src/public/routes.ts), in both
// UI languages: texts live with the remote's dictionaries, never in its code.
import type { LocalizedText } from '@armatura/shared-libs/federation';

export const SURFACE_TEXTS = {
  blog: { pl: 'Blog', en: 'Blog' },
  contact: { pl: 'Kontakt', en: 'Contact' },
  staticBlocks: { pl: 'Bloki statyczne', en: 'Static blocks' },
  fileRepository: { pl: 'Repozytorium plików', en: 'File repository' },
  notifications: { pl: 'Powiadomienia', en: 'Notifications' },
  newsletter: { pl: 'Newsletter', en: 'Newsletter' },
  addStaticBlock: { pl: 'Dodaj blok statyczny', en: 'Add static block' },
  editStaticBlock: { pl: 'Edytuj blok statyczny', en: 'Edit static block' },
  addPost: { pl: 'Dodaj wpis', en: 'Add post' },
  editPost: { pl: 'Edytuj wpis', en: 'Edit post' },
  editNotificationTemplate: {
    pl: 'Edytuj szablon powiadomienia',
    en: 'Edit notification template',
  },
} satisfies Record<string, LocalizedText>;
