import type { Migrations } from '@armatura/shared-libs/server';
import { emailLog } from './001-email-log.js';

// Ordered by key; each file is one migration of the content schema.
export const migrations: Migrations = {
  '001-email-log': emailLog,
};
