import type { Migrations } from '@armatura/shared-libs/server';
import { limits } from './001-limits.js';

// Ordered by key; each file is one migration of the users schema.
export const migrations: Migrations = {
  '001-limits': limits,
};
