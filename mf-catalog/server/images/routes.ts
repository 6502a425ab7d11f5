// Product images: generated placeholders (drawings of the product's type in its colour), uploaded files (under <dataDir>/uploads/catalog) and the
// admin image calls (Pages.ProductConfiguration). Uploads follow the shared upload policy
// (shared-libs/src/server/uploads): raster images only, judged by their bytes, served with nosniff
// and a sandboxing CSP. The stored file's extension is the detected type, never the user's name.
// Schemas: shared-libs/src/contracts/catalog-media.ts; SQL: repository.ts beside this file.
import type { FastifyInstance } from 'fastify';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  Type,
  envelope,
  notFound,
  pickId,
  IdQueryAnyCase,
  INT4_MAX,
  userError,
  validationError,
  type ModuleContext,
  type TypeBoxTypeProvider,
  integerField,
  readUpload,
  requireRasterImage,
  sendUserFile,
  textField,
} from '@armatura/shared-libs/server';
import {
  DeletedCountSchema,
  IMAGE_ALT_MAX,
  IMAGE_MAX_BYTES,
  IMAGE_SORT_MAX,
  ImageUpdateSchema,
  PlaceholderParamsSchema,
  ProductImageSchema,
  ProductImagesQuerySchema,
  UploadParamsSchema,
} from '@armatura/shared-libs/contracts';
import { PERMISSIONS } from '../permissions.js';
import type { CatalogDb } from '../db/tables.js';
import { placeholderSvg } from './placeholder.js';
import { drawingKind, finishOf, paintOf } from './kinds.js';
import {
  deleteImages,
  insertImage,
  listImages,
  placeholderFacts,
  productName,
  updateImage,
} from './repository.js';

const P = '/api/services/app/Product';

export async function imageRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: CatalogDb = ctx.db;
  const dir = join(ctx.config.dataDir, 'uploads', 'catalog');
  const config = { permission: PERMISSIONS.productConfiguration };

  app.get(
    '/api/catalog/images/:productId/:file',
    { schema: { params: PlaceholderParamsSchema } },
    async (req, reply) => {
      const { productId, file } = req.params;
      const facts = await placeholderFacts(db, req.auth.tenantId, productId);
      if (facts === undefined) throw notFound('Nie znaleziono produktu.');
      const subject = {
        name: facts.name,
        kind: drawingKind(facts.categorySlugs, facts.name),
        paint: paintOf(facts.colour),
        finish: finishOf(facts.finish, facts.colour),
      };
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(placeholderSvg(subject, parseInt(file, 10)));
    },
  );

  app.get(
    '/api/catalog/uploads/:file',
    { schema: { params: UploadParamsSchema } },
    async (req, reply) => {
      const data = await readFile(join(dir, req.params.file)).catch(() => null);
      if (!data) throw notFound('Nie znaleziono pliku.');
      return sendUserFile(reply, data);
    },
  );

  app.get(
    `${P}/GetImages`,
    {
      config,
      schema: {
        querystring: ProductImagesQuerySchema,
        response: { 200: envelope(Type.Array(ProductImageSchema)) },
      },
    },
    async (req) => listImages(db, req.auth.tenantId, req.query.productId),
  );

  app.post(
    `${P}/CreateImage`,
    {
      config,
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ProductImageSchema) },
      },
    },
    async (req) => {
      const { fields, file } = await readUpload(req, {
        maxBytes: IMAGE_MAX_BYTES,
        fileField: 'file',
      });
      const productId = integerField(fields, 'productId', {
        min: 1,
        max: INT4_MAX,
        required: true,
      });
      const sort = integerField(fields, 'sort', { min: 0, max: IMAGE_SORT_MAX }) ?? 0;
      const alt = textField(fields, 'alt', { maxLength: IMAGE_ALT_MAX });
      if (!file) throw userError('Dołącz plik obrazu (pole file).');
      const type = await requireRasterImage(file.data);
      const name = await productName(db, req.auth.tenantId, productId);
      if (name === undefined) throw notFound('Nie znaleziono produktu.');
      const stored = `${randomUUID()}.${type.ext}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, stored), file.data);
      try {
        return await insertImage(db, {
          tenant_id: req.auth.tenantId,
          product_id: productId,
          url: `/api/catalog/uploads/${stored}`,
          file_name: stored,
          sort,
          alt: alt ?? name.slice(0, IMAGE_ALT_MAX),
        });
      } catch (error) {
        // No file without its row.
        await unlink(join(dir, stored)).catch(() => undefined);
        throw error;
      }
    },
  );

  app.put(
    `${P}/UpdateImage`,
    {
      config,
      schema: { body: ImageUpdateSchema, response: { 200: envelope(ProductImageSchema) } },
    },
    async (req) => {
      const { id, alt, sort } = req.body;
      const changes = {
        ...(alt !== undefined ? { alt } : {}),
        ...(sort !== undefined ? { sort } : {}),
      };
      if (Object.keys(changes).length === 0) {
        throw validationError('Podaj opis zdjęcia (alt) lub jego kolejność (sort).', [
          { message: 'Podaj alt lub sort.', members: ['alt', 'sort'] },
        ]);
      }
      const image = await updateImage(db, req.auth.tenantId, id, changes);
      if (!image) throw notFound('Nie znaleziono zdjęcia.');
      return image;
    },
  );

  const removeFiles = async (rows: { file_name: string | null }[]) => {
    for (const r of rows)
      if (r.file_name) await unlink(join(dir, r.file_name)).catch(() => undefined);
  };

  app.delete(
    `${P}/DeleteImage`,
    { config, schema: { querystring: IdQueryAnyCase, response: { 200: envelope(Type.Null()) } } },
    async (req) => {
      const rows = await deleteImages(db, req.auth.tenantId, { id: pickId(req.query) });
      if (rows.length === 0) throw notFound('Nie znaleziono zdjęcia.');
      await removeFiles(rows);
      return null;
    },
  );

  app.delete(
    `${P}/DeleteProductImages`,
    {
      config,
      schema: {
        querystring: ProductImagesQuerySchema,
        response: { 200: envelope(DeletedCountSchema) },
      },
    },
    async (req) => {
      const rows = await deleteImages(db, req.auth.tenantId, { productId: req.query.productId });
      await removeFiles(rows);
      return { count: rows.length };
    },
  );
}
