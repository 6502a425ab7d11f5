// Search engines' files served by the host: /robots.txt and the sitemap (see README.md here).
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '@armatura/shared-libs/server';
import { registerRobots } from './robots.js';
import { registerSitemap, type SitemapOptions } from './sitemap.js';

export type { SitemapOptions } from './sitemap.js';

export async function registerSeo(
  app: FastifyInstance,
  ctx: ModuleContext,
  options: SitemapOptions = {},
) {
  registerRobots(app);
  await registerSitemap(app, ctx, options);
}
