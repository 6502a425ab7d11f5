import type { Migrations } from '@armatura/shared-libs/server';
import { limits } from './001-limits.js';
import { organization } from './002-organization.js';
import { mpks } from './003-mpks.js';
import { groupLimits } from './004-group-limits.js';

// Ordered by key; each file is one migration of the users schema.
export const migrations: Migrations = {
  '001-limits': limits,
  '002-organization': organization,
  '003-mpks': mpks,
  '004-group-limits': groupLimits,
};
