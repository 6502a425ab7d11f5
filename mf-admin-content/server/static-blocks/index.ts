// Static blocks and pages: staff administration (Pages.StaticBlocks), the public reads and the
// module API other domains call (ContentModuleApi: the catalogue's home page hero and banners).
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { ContentModuleApi } from '@armatura/shared-libs/contracts';
import { staticBlockAdminRoutes } from './admin-routes.js';
import { staticBlockImageRoutes } from './image-routes.js';
import { staticBlockPublicRoutes } from './public-routes.js';
import { publishedBlocks } from './repository.js';

export { seedStaticBlocks } from './seed.js';

export async function staticBlockRoutes(app: FastifyInstance, ctx: ModuleContext) {
  await staticBlockAdminRoutes(app, ctx);
  await staticBlockImageRoutes(app, ctx);
  await staticBlockPublicRoutes(app, ctx);
}

export function staticBlocksApi(ctx: ModuleContext): ContentModuleApi {
  return {
    publishedBlocks: (tenantId, category, brandId) =>
      publishedBlocks(ctx.db, tenantId, category, brandId),
  };
}
