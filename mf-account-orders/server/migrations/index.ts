import type { Migrations } from '@armatura/shared-libs/server';
import { orders } from './001-orders.js';
import { documents } from './002-documents.js';
import { addresses } from './003-addresses.js';

// Ordered by key; each file is one migration of the account schema.
export const migrations: Migrations = {
  '001-orders': orders,
  '002-documents': documents,
  '003-addresses': addresses,
};
