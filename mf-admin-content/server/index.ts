// The content domain's API module (owner: mf-admin-content): e-mail log and delivery of platform
// mail now; static blocks, blog, files, newsletter and contacts arrive with their issue.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { subscribeMail } from './email/mail-handler.js';
import { emailLogRoutes } from './email/routes.js';

export default defineModule({
  name: 'content',
  schema: 'content',
  migrations,
  subscribe: subscribeMail,
  async routes(app, ctx) {
    await emailLogRoutes(app, ctx);
  },
});
