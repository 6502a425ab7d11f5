import type { Migrations } from '@armatura/shared-libs/server';
import { carts } from './001-carts.js';
import { orders } from './002-orders.js';

// Ordered by key; each file is one migration of the checkout schema.
export const migrations: Migrations = {
  '001-carts': carts,
  '002-orders': orders,
};
