// Blog images: upload (Pages.Blog), list (public for a published post), removal, and the files
// themselves at /api/content/uploads/blog/<uuid>.<ext>. The shared upload policy applies
// (shared-libs/src/server/uploads): raster images judged by their bytes, stored under a server-made
// name, served with nosniff and a sandboxing CSP. Files live in <dataDir>/uploads/content/blog.
import type { FastifyInstance } from 'fastify';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  Type,
  envelope,
  notFound,
  pickId,
  INT4_MAX,
  userError,
  integerField,
  readUpload,
  requireRasterImage,
  sendUserFile,
  textField,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  BLOG_IMAGE_ALT_MAX,
  BLOG_IMAGE_FIELDS,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_SORT_MAX,
  BLOG_MESSAGES,
  BlogIdQuerySchema,
  BlogImageFileParamsSchema,
  BlogImageSchema,
  BlogImagesQuerySchema,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { BLOG_PERMISSION } from '../permissions.js';
import { deleteImage, findPost, insertImage, listImages, postState } from './repository.js';

const B = '/api/services/app/Blog';
export const BLOG_FILES_URL = '/api/content/uploads/blog';
const blogDir = (ctx: ModuleContext) => join(ctx.config.dataDir, 'uploads', 'content', 'blog');

/** Removes stored image files (after their rows are gone); a missing file is no error. */
export async function removeBlogFiles(ctx: ModuleContext, fileNames: string[]) {
  for (const name of fileNames) await unlink(join(blogDir(ctx), name)).catch(() => undefined);
}

export async function blogImageRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const dir = blogDir(ctx);
  const config = { permission: BLOG_PERMISSION };

  app.get(
    `${BLOG_FILES_URL}/:file`,
    { schema: { params: BlogImageFileParamsSchema } },
    async (req, reply) => {
      const data = await readFile(join(dir, req.params.file)).catch(() => null);
      if (!data) throw notFound('Nie znaleziono pliku.');
      return sendUserFile(reply, data);
    },
  );

  app.get(
    `${B}/GetImages`,
    {
      schema: {
        querystring: BlogImagesQuerySchema,
        response: { 200: envelope(Type.Array(BlogImageSchema)) },
      },
    },
    async (req) => {
      const staff = req.auth.permissions.has(BLOG_PERMISSION);
      // A draft's images are as private as the draft: the same 404 as for no post at all.
      if (!(await findPost(db, req.auth.tenantId, req.query.blogId, staff)))
        throw notFound(BLOG_MESSAGES.notFound);
      return listImages(db, req.auth.tenantId, req.query.blogId);
    },
  );

  app.post(
    `${B}/CreateImage`,
    {
      config,
      schema: { consumes: ['multipart/form-data'], response: { 200: envelope(BlogImageSchema) } },
    },
    async (req) => {
      const { fields, file } = await readUpload(req, {
        maxBytes: BLOG_IMAGE_MAX_BYTES,
        fileField: BLOG_IMAGE_FIELDS.file,
      });
      const blogId = integerField(fields, BLOG_IMAGE_FIELDS.blogId, {
        min: 1,
        max: INT4_MAX,
        required: true,
      });
      const sort = integerField(fields, BLOG_IMAGE_FIELDS.sort, {
        min: 0,
        max: BLOG_IMAGE_SORT_MAX,
      });
      const alt = textField(fields, BLOG_IMAGE_FIELDS.alt, { maxLength: BLOG_IMAGE_ALT_MAX });
      if (!file) throw userError(BLOG_MESSAGES.noFile);
      const type = await requireRasterImage(file.data);
      if (!(await postState(db, req.auth.tenantId, blogId))) throw notFound(BLOG_MESSAGES.notFound);
      const stored = `${randomUUID()}.${type.ext}`;
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, stored), file.data);
      try {
        return await insertImage(db, {
          tenant_id: req.auth.tenantId,
          blog_id: blogId,
          url: `${BLOG_FILES_URL}/${stored}`,
          file_name: stored,
          alt: alt?.trim() ?? '',
          sort: sort ?? 0,
        });
      } catch (error) {
        // No file without its row.
        await removeBlogFiles(ctx, [stored]);
        throw error;
      }
    },
  );

  app.delete(
    `${B}/RemoveImage`,
    {
      config,
      schema: { querystring: BlogIdQuerySchema, response: { 200: envelope(Type.Null()) } },
    },
    async (req) => {
      const file = await deleteImage(db, req.auth.tenantId, pickId(req.query));
      if (!file) throw notFound(BLOG_MESSAGES.imageNotFound);
      await removeBlogFiles(ctx, [file]);
      return null;
    },
  );
}
