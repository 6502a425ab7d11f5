import type { Migrations } from '@armatura/shared-libs/server';

// Ordered by key; each file is one migration of the account schema.
export const migrations: Migrations = {};
