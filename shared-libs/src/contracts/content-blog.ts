// The blog API (content domain, `Blog/*`): the one contract. Staff (Pages.Blog) write posts and
// their images; everyone reads published posts (the storefront's /blog pages). The routes validate
// with these schemas, the content remote types its calls with the Static types and validates the
// editor's form with the same schemas (`Value.Errors`). TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, IdQueryAnyCase, INT4_MAX, Nullable, PagedResult, Text } from './schema-kit.js';

/** Blog lists: 5 a page (back-office.md §9, storefront.md §9). */
export const BLOG_PAGE_SIZE = 5;
export const BLOG_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BLOG_IMAGE_ALT_MAX = 300;
export const BLOG_IMAGE_SORT_MAX = 1000;
export const BLOG_TITLE_MAX = 200;
export const BLOG_LEAD_MAX = 1000;
export const BLOG_CONTENT_MAX = 200_000;
/** What search engines show: titles are cut at about 60 characters, descriptions at about 160. */
export const BLOG_META_TITLE_MAX = 70;
export const BLOG_META_DESCRIPTION_MAX = 300;
/** A URL segment: lower-case letters and digits joined by single hyphens. */
export const BLOG_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const BlogCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  /** Published posts for everyone; every post for staff holding Pages.Blog. */
  postCount: Type.Integer(),
});

/** One row of a list. `isEdit: true` = a draft (only staff see it); false = published. */
export const BlogPostSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Nullable(Type.Integer()),
  categoryName: Nullable(Type.String()),
  categorySlug: Nullable(Type.String()),
  title: Type.String(),
  slug: Type.String(),
  lead: Type.String(),
  /** The first image (by sort), or null. */
  imageUrl: Nullable(Type.String()),
  isEdit: Type.Boolean(),
  publishedTime: Nullable(Type.String()),
  creationTime: Type.String(),
  modificationTime: Type.String(),
});

export const BlogImageSchema = Type.Object({
  id: Type.Integer(),
  blogId: Type.Integer(),
  url: Type.String(),
  alt: Type.String(),
  sort: Type.Integer(),
});

/** Blog/Get answer (and what Create and Update answer): the post with its sanitised HTML. */
export const BlogPostDetailsSchema = Type.Object({
  ...BlogPostSchema.properties,
  contentHtml: Type.String(),
  /** The post page's <title> and meta description (the title and lead when not set). */
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  images: Type.Array(BlogImageSchema),
});

/** The sortable fields of Blog/GetAll; `sorting` is `<field>[ asc|desc]`, anything else is a 400. */
export const BLOG_SORT_FIELDS = [
  'id',
  'title',
  'publishedTime',
  'creationTime',
  'modificationTime',
  'categoryName',
] as const;
export type BlogSortField = (typeof BLOG_SORT_FIELDS)[number];

/**
 * Blog/GetAll query. Newest published first unless `sorting` says otherwise. Without Pages.Blog only
 * published posts are listed (`isEdit: true` then lists nothing).
 */
export const BlogListQuerySchema = Type.Object({
  categoryId: Type.Optional(Id()),
  /** The storefront's /blog/:category names the category by its slug. */
  categorySlug: Type.Optional(Text(100, { pattern: BLOG_SLUG_PATTERN })),
  isEdit: Type.Optional(Type.Boolean()),
  filter: Type.Optional(Text(200)),
  sorting: Type.Optional(Text(100)),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: BLOG_PAGE_SIZE }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
export const BlogPageSchema = PagedResult(BlogPostSchema);

/** Blog/Get, Blog/Delete, Blog/RemoveImage query (ABP sends `Id` or `id`). */
export const BlogIdQuerySchema = IdQueryAnyCase;
/** Blog/GetImages query. */
export const BlogImagesQuerySchema = Type.Object({ blogId: Id() });

/** The editor's fields. The slug is made from the title when absent; HTML is sanitised on save. */
export const BlogFields = {
  categoryId: Nullable(Id()),
  title: Text(BLOG_TITLE_MAX, { minLength: 3 }),
  slug: Type.Optional(Nullable(Text(BLOG_TITLE_MAX, { pattern: BLOG_SLUG_PATTERN }))),
  lead: Type.Optional(Text(BLOG_LEAD_MAX)),
  contentHtml: Text(BLOG_CONTENT_MAX),
  metaTitle: Type.Optional(Nullable(Text(BLOG_META_TITLE_MAX))),
  metaDescription: Type.Optional(Nullable(Text(BLOG_META_DESCRIPTION_MAX))),
  isEdit: Type.Boolean({ default: true }),
};
/** Blog/Create body. */
export const BlogCreateSchema = Type.Object(BlogFields);
/** Blog/Update body. */
export const BlogUpdateSchema = Type.Object({ id: Id(), ...BlogFields });

/** Blog/CreateImage is multipart/form-data: `blogId`, `file` (raster image), optional `alt`, `sort`. */
export const BLOG_IMAGE_FIELDS = { blogId: 'blogId', file: 'file', alt: 'alt', sort: 'sort' };
/** Public blog image files: `<uuid>.<detected extension>`. */
export const BlogImageFileParamsSchema = Type.Object({
  file: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg|webp|avif|gif)$' }),
});

export const BLOG_MESSAGES = {
  notFound: 'Nie znaleziono wpisu.',
  imageNotFound: 'Nie znaleziono zdjęcia.',
  categoryNotFound: 'Nie znaleziono kategorii bloga.',
  slugTaken: 'Wpis o takim adresie (slug) już istnieje.',
  noFile: 'Dołącz plik obrazu (pole file).',
} as const;

export type BlogCategory = Static<typeof BlogCategorySchema>;
export type BlogPost = Static<typeof BlogPostSchema>;
export type BlogImage = Static<typeof BlogImageSchema>;
export type BlogPostDetails = Static<typeof BlogPostDetailsSchema>;
export type BlogListQuery = Static<typeof BlogListQuerySchema>;
export type BlogPage = Static<typeof BlogPageSchema>;
export type BlogCreate = Static<typeof BlogCreateSchema>;
export type BlogUpdate = Static<typeof BlogUpdateSchema>;
