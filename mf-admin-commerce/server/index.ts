// The commerce domain's API module (owner: mf-admin-commerce). See ARCHITECTURE.md §2 for the layout.
// Minimal but real for now (built with the checkout issue): delivery methods, payment methods and
// which deliveries allow them, points of sale and the Tpay configuration. See README.md.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { commerceApi } from './api.js';
import { seedCommerce } from './seed.js';
import { deliveryRoutes } from './delivery/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { deliveryAdminRoutes } from './delivery/admin-routes.js';
import { paymentAdminRoutes } from './payments/admin-routes.js';
import { pointsOfSaleRoutes } from './points-of-sale/routes.js';
import { pointsOfSaleAdminRoutes } from './points-of-sale/admin-routes.js';
import { dictionaryRoutes } from './dictionaries/routes.js';
import { statisticsRoutes } from './statistics/routes.js';
import { configurationRoutes } from './configuration/routes.js';
import {
  configurationModule,
  startConfiguration,
  subscribeConfiguration,
  watchRabbitSettings,
} from './configuration/index.js';
import { requestStatisticsBackfillOnce, subscribeStatistics } from './statistics/subscribe.js';

export default defineModule({
  name: 'commerce',
  schema: 'commerce',
  migrations,
  permissions: [
    { name: 'Pages.Delivery', displayName: 'Dostawy' },
    { name: 'Pages.Payment', displayName: 'Płatności' },
    { name: 'Pages.PointsOfSale', displayName: 'Punkty sprzedaży' },
    { name: 'Pages.Dictionaries', displayName: 'Słowniki' },
    { name: 'Pages.Statistics', displayName: 'Statystyki' },
  ],
  provides: (ctx) => commerceApi(ctx),
  async routes(app, ctx) {
    await deliveryRoutes(app, ctx);
    await paymentRoutes(app, ctx);
    await deliveryAdminRoutes(app, ctx);
    await paymentAdminRoutes(app, ctx);
    await pointsOfSaleRoutes(app, ctx);
    await pointsOfSaleAdminRoutes(app, ctx);
    await dictionaryRoutes(app, ctx);
    await statisticsRoutes(app, ctx);
    await configurationRoutes(app, configurationModule(ctx));
    watchRabbitSettings(app, ctx);
  },
  seed: (ctx) => seedCommerce(ctx),
  // Sales statistics: checkout's order events, and once per database a backfill of older orders.
  // Settings: caches dropped on `commerce.configurationChanged`; env → first-start rows.
  subscribe: (ctx) => {
    subscribeStatistics(ctx);
    subscribeConfiguration(ctx);
  },
  onReady: async (ctx) => {
    await startConfiguration(ctx);
    await requestStatisticsBackfillOnce(ctx);
  },
});
