import type { Migrations } from '@armatura/shared-libs/server';
import { identity } from './001-identity.js';
import { account } from './002-account.js';
import { sessionSecurity } from './003-session-security.js';
import { userDeletion } from './004-user-deletion.js';

// Ordered by key; each file is one migration of the `shell` schema.
export const migrations: Migrations = {
  '001-identity': identity,
  '002-account': account,
  '003-session-security': sessionSecurity,
  '004-user-deletion': userDeletion,
};
