// Product images: generated placeholders, uploaded files (under <dataDir>/uploads/catalog) and the
// admin image calls (Pages.ProductConfiguration). Uploads follow the shared upload policy
// (shared-libs/src/server/uploads): raster images only, judged by their bytes, served with nosniff
// and a sandboxing CSP. The stored file's extension is the detected type, never the user's name.
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
  userError,
  validationError,
  type ModuleContext,
  integerField,
  readUpload,
  requireRasterImage,
  sendUserFile,
  textField,
} from '@armatura/shared-libs/server';
import { PERMISSIONS } from '../permissions.js';
import { placeholderSvg } from './placeholder.js';

const P = '/api/services/app/Product';
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
// Ids are PostgreSQL integer (int4).
const MAX_ID = 2_147_483_647;
const ImageSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  url: Type.String(),
  alt: Type.String(),
  sort: Type.Integer(),
});
const toImage = (r: Record<string, any>) => ({
  id: r.id,
  productId: r.product_id,
  url: r.url,
  alt: r.alt,
  sort: r.sort,
});

export async function imageRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const dir = join(ctx.config.dataDir, 'uploads', 'catalog');
  const config = { permission: PERMISSIONS.productConfiguration };

  app.get(
    '/api/catalog/images/:productId/:file',
    {
      schema: {
        params: Type.Object({
          productId: Type.Integer({ minimum: 1 }),
          file: Type.String({ pattern: '^[0-9]{1,2}\\.svg$' }),
        }),
      },
    },
    async (req, reply) => {
      const { productId, file } = req.params as { productId: number; file: string };
      const p = await ctx.db
        .selectFrom('catalog.products')
        .select('name')
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!p) throw notFound('Nie znaleziono produktu.');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(placeholderSvg(p.name as string, parseInt(file, 10), productId));
    },
  );

  // `svg` stays in the pattern for files stored before the raster-only rule: they are sent as downloads.
  app.get(
    '/api/catalog/uploads/:file',
    {
      schema: {
        params: Type.Object({
          file: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg|webp|avif|gif|svg)$' }),
        }),
      },
    },
    async (req, reply) => {
      const { file } = req.params as { file: string };
      const data = await readFile(join(dir, file)).catch(() => null);
      if (!data) throw notFound('Nie znaleziono pliku.');
      return sendUserFile(reply, data);
    },
  );

  app.get(
    `${P}/GetImages`,
    {
      config,
      schema: {
        querystring: Type.Object({ productId: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(Type.Array(ImageSchema)) },
      },
    },
    async (req) => {
      const rows = await ctx.db
        .selectFrom('catalog.product_images')
        .selectAll()
        .where('tenant_id', '=', req.auth.tenantId)
        .where('product_id', '=', (req.query as { productId: number }).productId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map(toImage);
    },
  );

  app.post(
    `${P}/CreateImage`,
    {
      config,
      schema: { consumes: ['multipart/form-data'], response: { 200: envelope(ImageSchema) } },
    },
    async (req) => {
      const { fields, file } = await readUpload(req, {
        maxBytes: MAX_IMAGE_BYTES,
        fileField: 'file',
      });
      const productId = integerField(fields, 'productId', { min: 1, max: MAX_ID, required: true });
      const sort = integerField(fields, 'sort', { min: 0, max: 1000 }) ?? 0;
      const alt = textField(fields, 'alt', { maxLength: 300 });
      if (!file) throw userError('Dołącz plik obrazu (pole file).');
      const type = await requireRasterImage(file.data);
      const product = await ctx.db
        .selectFrom('catalog.products')
        .select('name')
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!product) throw notFound('Nie znaleziono produktu.');
      const name = `${randomUUID()}.${type.ext}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), file.data);
      try {
        const row = await ctx.db
          .insertInto('catalog.product_images')
          .values({
            tenant_id: req.auth.tenantId,
            product_id: productId,
            url: `/api/catalog/uploads/${name}`,
            file_name: name,
            sort,
            alt: alt ?? (product.name as string).slice(0, 300),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toImage(row);
      } catch (error) {
        // No file without its row.
        await unlink(join(dir, name)).catch(() => undefined);
        throw error;
      }
    },
  );

  app.put(
    `${P}/UpdateImage`,
    {
      config,
      schema: {
        body: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          alt: Type.Optional(Type.String({ maxLength: 300 })),
          sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
        }),
        response: { 200: envelope(ImageSchema) },
      },
    },
    async (req) => {
      const b = req.body as { id: number; alt?: string; sort?: number };
      const changes = {
        ...(b.alt !== undefined ? { alt: b.alt } : {}),
        ...(b.sort !== undefined ? { sort: b.sort } : {}),
      };
      if (Object.keys(changes).length === 0) {
        throw validationError('Podaj opis zdjęcia (alt) lub jego kolejność (sort).', [
          { message: 'Podaj alt lub sort.', members: ['alt', 'sort'] },
        ]);
      }
      const row = await ctx.db
        .updateTable('catalog.product_images')
        .set(changes)
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', b.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Nie znaleziono zdjęcia.');
      return toImage(row);
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
      const rows = await ctx.db
        .deleteFrom('catalog.product_images')
        .where('tenant_id', '=', req.auth.tenantId)
        .where('id', '=', pickId(req.query as { id?: number; Id?: number }))
        .returning('file_name')
        .execute();
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
        querystring: Type.Object({ productId: Type.Integer({ minimum: 1 }) }),
        response: { 200: envelope(Type.Object({ count: Type.Integer() })) },
      },
    },
    async (req) => {
      const rows = await ctx.db
        .deleteFrom('catalog.product_images')
        .where('tenant_id', '=', req.auth.tenantId)
        .where('product_id', '=', (req.query as { productId: number }).productId)
        .returning('file_name')
        .execute();
      await removeFiles(rows);
      return { count: rows.length };
    },
  );
}
