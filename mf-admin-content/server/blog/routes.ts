// Blog posts and categories: public reads of published posts (the storefront's /blog pages) and the
// staff calls (Pages.Blog) that write them. A caller holding Pages.Blog also reads drafts through
// the same GET calls (the back-office list filters by `isEdit`). Post HTML is sanitised on every
// save with the content domain's one sanitiser. Schemas: shared-libs/src/contracts/content-blog.ts;
// SQL: repository.ts; images: image-routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Type,
  envelope,
  notFound,
  parseSorting,
  pickId,
  userError,
  type ModuleContext,
  type TypeBoxTypeProvider,
} from '@armatura/shared-libs/server';
import {
  BLOG_MESSAGES,
  BLOG_TITLE_MAX,
  BlogCategorySchema,
  BlogCreateSchema,
  BlogIdQuerySchema,
  BlogListQuerySchema,
  BlogPageSchema,
  BlogPostDetailsSchema,
  BlogUpdateSchema,
  type BlogCreate,
} from '@armatura/shared-libs/contracts';
import type { ContentDb } from '../db/tables.js';
import { sanitizeRichText } from '../static-blocks/rich-text.js';
import { BLOG_PERMISSION } from '../permissions.js';
import { slugify, uniqueSlug } from './slug.js';
import {
  BLOG_SORT_COLUMNS,
  categoryExists,
  deletePost,
  findPost,
  insertPost,
  listCategories,
  listPosts,
  postState,
  slugsLike,
  updatePost,
} from './repository.js';
import { removeBlogFiles } from './image-routes.js';

const B = '/api/services/app/Blog';
const isStaff = (req: FastifyRequest) => req.auth.permissions.has(BLOG_PERMISSION);

export async function blogRoutes(fastify: FastifyInstance, ctx: ModuleContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db: ContentDb = ctx.db;
  const config = { permission: BLOG_PERMISSION };

  app.get(
    `${B}/GetAll`,
    { schema: { querystring: BlogListQuerySchema, response: { 200: envelope(BlogPageSchema) } } },
    async (req) => {
      // An unknown sort field or direction is a 400 naming `sorting`.
      const order = parseSorting(req.query.sorting, BLOG_SORT_COLUMNS, ['p.published_at', 'desc']);
      return listPosts(db, req.auth.tenantId, isStaff(req), req.query, order);
    },
  );

  app.get(
    `${B}/Get`,
    {
      schema: {
        querystring: BlogIdQuerySchema,
        response: { 200: envelope(BlogPostDetailsSchema) },
      },
    },
    async (req) => {
      const post = await findPost(db, req.auth.tenantId, pickId(req.query), isStaff(req));
      if (!post) throw notFound(BLOG_MESSAGES.notFound);
      return post;
    },
  );

  app.get(
    `${B}/GetCategories`,
    { schema: { response: { 200: envelope(Type.Array(BlogCategorySchema)) } } },
    async (req) => listCategories(db, req.auth.tenantId, isStaff(req)),
  );

  /** The row a Create or Update writes: sanitised HTML, a free slug, the publication time. */
  const prepare = async (tenantId: number, input: BlogCreate, id = 0) => {
    if (input.categoryId !== null && !(await categoryExists(db, tenantId, input.categoryId)))
      throw userError(BLOG_MESSAGES.categoryNotFound);
    const slug = input.slug || slugify(input.title, BLOG_TITLE_MAX);
    const taken = await slugsLike(db, tenantId, slug, id);
    if (input.slug && taken.has(input.slug)) throw userError(BLOG_MESSAGES.slugTaken);
    const before = id ? await postState(db, tenantId, id) : undefined;
    if (id && !before) throw notFound(BLOG_MESSAGES.notFound);
    // First publication keeps its date; going back to draft keeps it too (republishing does not
    // move an old post to the top of the list).
    const publishedAt = input.isEdit
      ? (before?.published_at ?? null)
      : (before?.published_at ?? new Date());
    return {
      category_id: input.categoryId,
      title: input.title.trim(),
      slug: uniqueSlug(slug, taken, BLOG_TITLE_MAX),
      lead: input.lead?.trim() ?? '',
      content_html: sanitizeRichText(input.contentHtml),
      meta_title: input.metaTitle?.trim() || null,
      meta_description: input.metaDescription?.trim() || null,
      is_edit: input.isEdit,
      published_at: publishedAt,
    };
  };

  const answer = async (tenantId: number, id: number) => {
    const post = await findPost(db, tenantId, id, true);
    if (!post) throw notFound(BLOG_MESSAGES.notFound);
    return post;
  };

  app.post(
    `${B}/Create`,
    {
      config,
      schema: { body: BlogCreateSchema, response: { 200: envelope(BlogPostDetailsSchema) } },
    },
    async (req) => {
      const t = req.auth.tenantId;
      const id = await insertPost(db, { tenant_id: t, ...(await prepare(t, req.body)) });
      return answer(t, id);
    },
  );

  app.put(
    `${B}/Update`,
    {
      config,
      schema: { body: BlogUpdateSchema, response: { 200: envelope(BlogPostDetailsSchema) } },
    },
    async (req) => {
      const t = req.auth.tenantId;
      const { id, ...input } = req.body;
      if (!(await updatePost(db, t, id, await prepare(t, input, id))))
        throw notFound(BLOG_MESSAGES.notFound);
      return answer(t, id);
    },
  );

  app.delete(
    `${B}/Delete`,
    {
      config,
      schema: { querystring: BlogIdQuerySchema, response: { 200: envelope(Type.Null()) } },
    },
    async (req) => {
      const files = await deletePost(db, req.auth.tenantId, pickId(req.query));
      if (!files) throw notFound(BLOG_MESSAGES.notFound);
      await removeBlogFiles(ctx, files);
      return null;
    },
  );
}
