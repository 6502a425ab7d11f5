// The content domain's API module (owner: mf-admin-content): e-mail log and delivery of platform
// mail (with retries), static blocks and pages, the file repository, blog, newsletter, contacts.
import { defineModule } from '@armatura/shared-libs/server';
import { migrations } from './migrations/index.js';
import { contentPermissions } from './permissions.js';
import { subscribeMail } from './email/mail-handler.js';
import { startMailSender } from './email/sender-loop.js';
import { emailLogRoutes } from './email/routes.js';
import { emailTemplateRoutes } from './email/templates/routes.js';
import { blogRoutes } from './blog/routes.js';
import { blogImageRoutes } from './blog/image-routes.js';
import { seedBlog } from './blog/seed.js';
import { newsletterRoutes } from './newsletter/routes.js';
import { contactFormRoutes } from './contacts/routes.js';
import { contactAdminRoutes } from './contacts/admin-routes.js';
import { seedStaticBlocks, staticBlockRoutes, staticBlocksApi } from './static-blocks/index.js';
import { fileRoutes } from './files/index.js';

export default defineModule({
  name: 'content',
  schema: 'content',
  migrations,
  permissions: contentPermissions,
  subscribe: subscribeMail,
  provides: staticBlocksApi,
  async seed(ctx) {
    await seedBlog(ctx.db);
    await seedStaticBlocks(ctx);
  },
  async routes(app, ctx) {
    await emailLogRoutes(app, ctx);
    await emailTemplateRoutes(app, ctx);
    await blogRoutes(app, ctx);
    await blogImageRoutes(app, ctx);
    await newsletterRoutes(app, ctx);
    await contactFormRoutes(app, ctx);
    await contactAdminRoutes(app, ctx);
    await staticBlockRoutes(app, ctx);
    await fileRoutes(app, ctx);
    startMailSender(app, ctx);
  },
});
