// StaticBlocks/UploadImage (Pages.StaticBlocks): a block's picture, by the upload policy (raster
// images only, judged by their bytes; the stored name is <uuid>.<detected extension>). With `id`
// the image is set on that block at once; without, the form puts the answered address in imageUrl.
import type { FastifyInstance } from 'fastify';
import {
  envelope,
  INT4_MAX,
  integerField,
  notFound,
  readUpload,
  requireRasterImage,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import { BLOCK_IMAGE_MAX_BYTES, BlockImageSchema } from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { SB, STATIC_BLOCKS_PERMISSION } from './admin-routes.js';
import { dropUnusedImage, storeBlockImage } from './images.js';
import { findBlock, updateBlock } from './repository.js';

export async function staticBlockImageRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;

  app.post(
    `${SB}/UploadImage`,
    {
      config: { permission: STATIC_BLOCKS_PERMISSION },
      schema: {
        tags: ['StaticBlocks'],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(BlockImageSchema) },
      },
    },
    async (req) => {
      const { fields, file } = await readUpload(req, {
        maxBytes: BLOCK_IMAGE_MAX_BYTES,
        fileField: 'file',
      });
      const id = integerField(fields, 'id', { min: 1, max: INT4_MAX });
      if (!file) throw userError('Dołącz plik obrazu (pole file).');
      const type = await requireRasterImage(file.data);
      const block = id === undefined ? undefined : await findBlock(db, req.auth.tenantId, id);
      if (id !== undefined && !block) throw notFound('Nie znaleziono bloku statycznego.');
      const url = await storeBlockImage(ctx, file.data, type.ext);
      if (block) {
        await updateBlock(db, req.auth.tenantId, block.id, { image_url: url });
        await dropUnusedImage(ctx, db, block.image_url);
      }
      return { url };
    },
  );
}
