// The shell's API module: sign-in and session (TokenAuth, AbpUserConfiguration), accounts, licenses,
// and the identity data every other domain relies on (tenants, users, roles, permissions).
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { platformPermissions } from './permissions.js';
import { resolveSessionPermissions } from './identity/sessions.js';
import { createIdentityApi } from './identity/api.js';
import { ownAccountApi } from './identity/own-account.js';
import { identityAdminApi } from './identity/admin-api.js';
import { identityUsersAdminApi } from './identity/admin-users.js';
import { identityRolesAdminApi } from './identity/admin-roles.js';
import { identityLinksAdminApi } from './identity/admin-links.js';
import { grantEveryPermissionToAdmin } from './identity/static-roles.js';
import { seedIdentity } from './seed.js';
import { authRoutes } from './auth/routes.js';
import { sessionRoutes } from './session/routes.js';
import { passwordResetRoutes } from './account/password-reset.js';
import { forcedChangeRoutes } from './account/forced-change.js';
import { switchingRoutes } from './account/switching.js';
import { tenantRegistrationRoutes } from './account/tenant-registration.js';
import { accountInfoRoutes } from './account/info.js';
import { licenseRoutes } from './license/routes.js';
import { userSettingsRoutes } from './user-settings.js';

export default defineModule({
  name: 'identity',
  schema: 'shell',
  migrations,
  permissions: platformPermissions,
  provides(ctx) {
    ctx.setPermissionResolver((tenantId, userId, session) =>
      resolveSessionPermissions(ctx.db, tenantId, userId, session),
    );
    // One object: IdentityModuleApi for every domain, the Identity*AdminApi for the users domain.
    return {
      ...createIdentityApi(ctx.db),
      ...ownAccountApi(ctx),
      ...identityAdminApi(ctx.db),
      ...identityUsersAdminApi(ctx),
      ...identityRolesAdminApi(ctx),
      ...identityLinksAdminApi(ctx.db),
    };
  },
  seed: (ctx) => seedIdentity(ctx),
  onReady: (ctx) => grantEveryPermissionToAdmin(ctx),
  async routes(app, ctx) {
    for (const register of [
      authRoutes,
      sessionRoutes,
      passwordResetRoutes,
      forcedChangeRoutes,
      switchingRoutes,
      tenantRegistrationRoutes,
      accountInfoRoutes,
      licenseRoutes,
      userSettingsRoutes,
    ]) {
      await register(app, ctx);
    }
  },
});
