// The checkout domain's API module (owner: mf-cart-checkout): carts, checkout, the order
// lifecycle up to payment. See README.md (statuses, transitions, events) and ARCHITECTURE.md §2.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { checkoutPermissions } from './permissions.js';
import { cartRoutes } from './carts/routes.js';
import { cartTransferRoutes } from './carts/routes-transfer.js';
import { summaryRoutes } from './carts/summary.js';
import { placementRoutes } from './orders/routes-placement.js';
import { lifecycleRoutes } from './orders/routes-lifecycle.js';
import { paymentRoutes } from './payments/routes.js';
import { subscribeSnapshotRequests } from './orders/republish.js';

export default defineModule({
  name: 'checkout',
  schema: 'checkout',
  migrations,
  permissions: checkoutPermissions,
  subscribe: subscribeSnapshotRequests,
  async routes(app, ctx) {
    await cartRoutes(app, ctx);
    await cartTransferRoutes(app, ctx);
    await summaryRoutes(app, ctx);
    await placementRoutes(app, ctx);
    await lifecycleRoutes(app, ctx);
    await paymentRoutes(app, ctx);
  },
});
