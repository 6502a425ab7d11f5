import type { Migrations } from '@armatura/shared-libs/server';
import { emailLog } from './001-email-log.js';
import { emailDelivery } from './002-email-delivery.js';
import { emailLogScrub } from './003-email-log-scrub.js';

// Ordered by key; each file is one migration of the content schema.
export const migrations: Migrations = {
  '001-email-log': emailLog,
  '002-email-delivery': emailDelivery,
  '003-email-log-scrub': emailLogScrub,
};
