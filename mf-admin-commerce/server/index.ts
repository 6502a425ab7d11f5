// The commerce domain's API module (owner: mf-admin-commerce). See ARCHITECTURE.md §2 for the layout.
// Minimal but real for now (built with the checkout issue): delivery methods, payment methods and
// which deliveries allow them, points of sale and the Tpay configuration. See README.md.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { commerceApi } from './api.js';
import { seedCommerce } from './seed.js';
import { deliveryRoutes } from './delivery/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { pointsOfSaleRoutes } from './points-of-sale/routes.js';

export default defineModule({
  name: 'commerce',
  schema: 'commerce',
  migrations,
  permissions: [
    { name: 'Pages.Delivery', displayName: 'Dostawy' },
    { name: 'Pages.Payment', displayName: 'Płatności' },
    { name: 'Pages.PointsOfSale', displayName: 'Punkty sprzedaży' },
  ],
  provides: (ctx) => commerceApi(ctx),
  async routes(app, ctx) {
    await deliveryRoutes(app, ctx);
    await paymentRoutes(app, ctx);
    await pointsOfSaleRoutes(app, ctx);
  },
  seed: (ctx) => seedCommerce(ctx),
});
