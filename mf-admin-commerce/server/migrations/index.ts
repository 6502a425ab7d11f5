import type { Migrations } from '@armatura/shared-libs/server';
import { deliveryPayments } from './001-delivery-payments.js';

// Ordered by key; each file is one migration of the commerce schema.
export const migrations: Migrations = {
  '001-delivery-payments': deliveryPayments,
};
