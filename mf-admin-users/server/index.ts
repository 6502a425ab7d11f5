// The users domain's API module (owner: mf-admin-users). See ARCHITECTURE.md §2 for the layout.
// Minimal but real for now (built with the checkout issue): spending limits and their reservations.
// See README.md.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { userLimitsApi } from './api.js';
import { limitRoutes } from './limits/routes.js';
import { seedLimits } from './seed.js';

export default defineModule({
  name: 'users',
  schema: 'users',
  migrations,
  provides: (ctx) => userLimitsApi(ctx),
  async routes(app, ctx) {
    await limitRoutes(app, ctx);
  },
  seed: (ctx) => seedLimits(ctx),
});
