import type { Migrations } from '@armatura/shared-libs/server';
import { emailLog } from './001-email-log.js';
import { emailDelivery } from './002-email-delivery.js';
import { emailLogScrub } from './003-email-log-scrub.js';
import { staticBlocksFiles } from './004-static-blocks-files.js';
import { blogNewsletterContacts } from './005-blog-newsletter-contacts.js';
import { emailTemplates } from './006-email-templates.js';

// Ordered by key; each file is one migration of the content schema.
export const migrations: Migrations = {
  '001-email-log': emailLog,
  '002-email-delivery': emailDelivery,
  '003-email-log-scrub': emailLogScrub,
  '004-static-blocks-files': staticBlocksFiles,
  '005-blog-newsletter-contacts': blogNewsletterContacts,
  '006-email-templates': emailTemplates,
};
