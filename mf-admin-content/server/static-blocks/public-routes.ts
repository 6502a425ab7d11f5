// What anyone may read: a published page by its slug (the storefront's /:staticSlug), the published
// blocks of a category (the home page's hero and banners, the footer, brand descriptions) and the
// block images. An unpublished or unknown page is a 404, the same for both.
import type { FastifyInstance } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  sendUserFile,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  BrandBlocksQuerySchema,
  PageSlugQuerySchema,
  PublicPageSchema,
  PublishedBlockSchema,
  PublishedBlocksQuerySchema,
  StoredFileParamsSchema,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { SB } from './admin-routes.js';
import { readBlockImage } from './images.js';
import { publishedBlocks, publishedPage } from './repository.js';

export async function staticBlockPublicRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const tags = ['StaticBlocks'];

  app.get(
    `${SB}/GetPage`,
    {
      schema: {
        tags,
        querystring: PageSlugQuerySchema,
        response: { 200: envelope(PublicPageSchema) },
      },
    },
    async (req) => {
      const page = await publishedPage(db, req.auth.tenantId, req.query.slug);
      if (!page) throw notFound('Nie znaleziono strony.');
      return page;
    },
  );

  app.get(
    `${SB}/GetPublished`,
    {
      schema: {
        tags,
        querystring: PublishedBlocksQuerySchema,
        response: { 200: envelope(Type.Array(PublishedBlockSchema)) },
      },
    },
    async (req) => publishedBlocks(db, req.auth.tenantId, req.query.category, req.query.brandId),
  );

  app.get(
    `${SB}/GetBrands`,
    {
      schema: {
        tags,
        querystring: BrandBlocksQuerySchema,
        response: { 200: envelope(Type.Array(PublishedBlockSchema)) },
      },
    },
    async (req) => publishedBlocks(db, req.auth.tenantId, 'brand', req.query.brandId),
  );

  app.get(
    '/api/content/uploads/blocks/:file',
    { schema: { tags, params: StoredFileParamsSchema } },
    async (req, reply) => {
      const data = await readBlockImage(ctx, req.params.file);
      if (!data) throw notFound('Nie znaleziono pliku.');
      return sendUserFile(reply, data);
    },
  );
}
