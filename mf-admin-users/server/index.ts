// The users domain's API module (owner: mf-admin-users). See ARCHITECTURE.md §2 for the layout and
// README.md for what it owns: spending limits, companies (organisation units, groups, managers) and
// contractors. Users, roles and permissions stay with the identity module (shell), called through
// IdentityModuleApi/IdentityAdminApi.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { usersApi } from './api.js';
import { limitRoutes } from './limits/routes.js';
import { contractorRoutes } from './contractors/routes.js';
import { organizationUnitRoutes } from './organization-units/routes.js';
import { organizationGroupRoutes } from './organization-units/group-routes.js';
import { userRoutes } from './users/routes.js';
import { mpkRoutes } from './mpk/routes.js';
import { roleRoutes } from './roles/routes.js';
import { userLinkRoutes } from './user-link/routes.js';
import { linkRoutes } from './user-link/links.js';
import { seedUsersDomain } from './seed.js';

export default defineModule({
  name: 'users',
  schema: 'users',
  migrations,
  provides: (ctx) => usersApi(ctx),
  async routes(app, ctx) {
    await limitRoutes(app, ctx);
    await organizationUnitRoutes(app, ctx);
    await organizationGroupRoutes(app, ctx);
    await contractorRoutes(app, ctx);
    await userRoutes(app, ctx);
    await mpkRoutes(app, ctx);
    await roleRoutes(app, ctx);
    await userLinkRoutes(app, ctx);
    await linkRoutes(app, ctx);
  },
  seed: (ctx) => seedUsersDomain(ctx),
});
