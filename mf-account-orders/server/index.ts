// The account domain's API module (owner: mf-account-orders). See ARCHITECTURE.md §2 for the layout.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { accountAddressesApi } from './addresses/api.js';
import { subscribeRememberedAddresses } from './addresses/remembered.js';
import { addressRoutes } from './addresses/routes.js';
import { profileRoutes } from './profile/routes.js';
import { documentPermissions } from './documents/permissions.js';
import { documentRoutes } from './documents/routes.js';
import { seedDemoDocuments } from './documents/seed.js';
import { subscribeDocuments } from './documents/subscribe.js';
import { orderRoutes } from './orders/index.js';
import { requestBackfillOnce, subscribeOrderEvents } from './read-model/subscribe.js';

export default defineModule({
  name: 'account',
  schema: 'account',
  migrations,
  permissions: [...documentPermissions],
  provides: (ctx) => accountAddressesApi(ctx),
  subscribe(ctx) {
    subscribeOrderEvents(ctx);
    subscribeRememberedAddresses(ctx);
    subscribeDocuments(ctx);
  },
  async seed(ctx, options) {
    await seedDemoDocuments(ctx, options);
  },
  async routes(app, ctx) {
    await orderRoutes(app, ctx);
    await addressRoutes(app, ctx);
    await profileRoutes(app, ctx);
    await documentRoutes(app, ctx);
  },
  // The order history's backfill: once per database, checkout republishes the existing orders.
  onReady: requestBackfillOnce,
});
