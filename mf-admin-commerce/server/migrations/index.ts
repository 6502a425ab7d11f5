import type { Migrations } from '@armatura/shared-libs/server';
import { deliveryPayments } from './001-delivery-payments.js';
import { configuration } from './002-configuration.js';
import { paymentsAdmin } from './003-payments-admin.js';
import { pointsOfSaleDictionaries } from './004-points-of-sale-dictionaries.js';
import { statistics } from './005-statistics.js';

// Ordered by key; each file is one migration of the commerce schema.
export const migrations: Migrations = {
  '001-delivery-payments': deliveryPayments,
  '002-configuration': configuration,
  '003-payments-admin': paymentsAdmin,
  '004-points-of-sale-dictionaries': pointsOfSaleDictionaries,
  '005-statistics': statistics,
};
