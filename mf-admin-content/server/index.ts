// The content domain's API module (owner: mf-admin-content): e-mail log and delivery of platform
// mail (with retries) now; static blocks, blog, files, newsletter and contacts arrive with their issue.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { contentPermissions } from './permissions.js';
import { subscribeMail } from './email/mail-handler.js';
import { startMailSender } from './email/sender-loop.js';
import { emailLogRoutes } from './email/routes.js';

export default defineModule({
  name: 'content',
  schema: 'content',
  migrations,
  permissions: contentPermissions,
  subscribe: subscribeMail,
  async routes(app, ctx) {
    await emailLogRoutes(app, ctx);
    startMailSender(app, ctx);
  },
});
