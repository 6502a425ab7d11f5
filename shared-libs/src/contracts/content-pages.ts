// Static blocks and pages (content domain, `StaticBlocks/*`): the one contract. Staff calls need
// Pages.StaticBlocks; the public reads (a published page by slug, published blocks of a category)
// are anonymous. The routes validate with these schemas, the content remote types its calls with
// the Static types and validates its form with the same schemas plus `staticBlockProblems`.
// TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX, Nullable } from './schema-kit.js';

/** Where a block is shown. A `page` is a whole page at `/<slug>`; the others are parts of pages. */
export const STATIC_BLOCK_CATEGORIES = [
  'page',
  'homeHero',
  'homeBanner',
  'footer',
  'brand',
] as const;
export type StaticBlockCategory = (typeof STATIC_BLOCK_CATEGORIES)[number];
/** Polish names of the categories (GetStaticBlocksCategory answers them). */
export const STATIC_BLOCK_CATEGORY_NAMES: Record<StaticBlockCategory, string> = {
  page: 'Strona',
  homeHero: 'Baner główny strony głównej',
  homeBanner: 'Baner strony głównej',
  footer: 'Blok stopki',
  brand: 'Opis marki',
};

/** A page address: lower-case letters, digits and single hyphens (`polityka-prywatnosci`). */
export const PAGE_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
/** First path segments the shop's own routes take: a page there could never be opened. */
export const RESERVED_PAGE_SLUGS = [
  'api',
  'blog',
  'error',
  'kokpit',
  'kontrakty',
  'koszyk',
  'marki',
  'newsletter',
  'nowosci',
  'oferta',
  'polecane',
  'promocje',
  'remotes',
  'strona-glowna',
  'ulubione',
  'user',
  'wyprzedaz',
  'zamowienia',
] as const;

/** Largest image accepted by UploadImage. */
export const BLOCK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest rich text (HTML) a block holds, before and after sanitising. */
export const BLOCK_CONTENT_MAX = 200_000;
/** An uploaded image of this domain: a block image or an image of the file repository. */
export const CONTENT_IMAGE_URL_PATTERN =
  '^/api/content/uploads/(blocks|files)/[0-9a-f-]{36}\\.(jpg|png|webp|avif|gif)$';
/** A link target: a path of the shop (`/oferta`) or an http(s) address. */
export const LINK_URL_PATTERN = '^(/(?!/)[^\\s]*|https?://[^\\s]+)$';

const CategorySchema = Type.Enum(STATIC_BLOCK_CATEGORIES);

/** Every editable field, as the columns hold it. */
export const StaticBlockFields = {
  category: CategorySchema,
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  /** Required for a page, null for the other categories. */
  slug: Nullable(Type.String({ minLength: 1, maxLength: 100, pattern: PAGE_SLUG_PATTERN })),
  lead: Type.String({ maxLength: 500 }),
  /** Rich text (HTML from the editor); the server keeps only the allowed tags and attributes. */
  content: Type.String({ maxLength: BLOCK_CONTENT_MAX }),
  metaDescription: Type.String({ maxLength: 300 }),
  linkUrl: Nullable(Type.String({ minLength: 1, maxLength: 500, pattern: LINK_URL_PATTERN })),
  linkText: Type.String({ maxLength: 100 }),
  imageUrl: Nullable(Type.String({ maxLength: 200, pattern: CONTENT_IMAGE_URL_PATTERN })),
  imageAlt: Type.String({ maxLength: 200 }),
  brandId: Nullable(Id()),
  sortOrder: Type.Integer({ minimum: 0, maximum: 100_000 }),
  isPublished: Type.Boolean(),
};
const optional = Type.Partial(Type.Object(StaticBlockFields)).properties;

/** CreateStaticBlock body: category and title required, the rest optional (defaults: empty, unpublished). */
export const StaticBlockInputSchema = Type.Object({
  ...optional,
  category: StaticBlockFields.category,
  title: StaticBlockFields.title,
});
/** UpdateStaticBlock body: the whole object (the form sends every field). */
export const StaticBlockUpdateSchema = Type.Object({ id: Id(), ...StaticBlockFields });

/** Get, CreateStaticBlock and UpdateStaticBlock answer. */
export const StaticBlockSchema = Type.Object({
  id: Type.Integer(),
  ...StaticBlockFields,
  slug: Nullable(Type.String()),
  linkUrl: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  brandId: Nullable(Type.Integer()),
  brandName: Nullable(Type.String()),
  creationTime: Type.String(),
  lastModificationTime: Type.String(),
});

/** One row of the staff list (no content). */
export const StaticBlockRowSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  title: Type.String(),
  slug: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  brandId: Nullable(Type.Integer()),
  brandName: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  isPublished: Type.Boolean(),
  lastModificationTime: Type.String(),
});

/** The list's sortable fields; `sorting` is `<field>[ asc|desc]`, anything else is a 400. */
export const STATIC_BLOCK_SORT_FIELDS = [
  'id',
  'title',
  'category',
  'slug',
  'sortOrder',
  'isPublished',
  'creationTime',
  'lastModificationTime',
] as const;

/** GetAll query (page size 5 with 5/10/20, back-office §9). */
export const StaticBlockListQuerySchema = Type.Object({
  category: Type.Optional(CategorySchema),
  brandId: Type.Optional(Id()),
  isPublished: Type.Optional(Type.Boolean()),
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sorting: Type.Optional(Type.String({ maxLength: 100 })),
  maxResultCount: Type.Integer({ minimum: 1, maximum: 1000, default: 5 }),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
});
export const StaticBlockPageSchema = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(StaticBlockRowSchema),
});

/** GetStaticBlocksCategory answer item. */
export const StaticBlockCategoryOptionSchema = Type.Object({
  value: Type.String(),
  name: Type.String(),
});
/** GetBrandList answer item: the catalogue's brands, for the block form. */
export const BrandOptionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
});
/** UploadImage answer: the stored image's address (id given: already set on that block). */
export const BlockImageSchema = Type.Object({ url: Type.String() });

/** GetPage query: the storefront's `/:staticSlug`. */
export const PageSlugQuerySchema = Type.Object({ slug: Type.String({ maxLength: 100 }) });
/** GetPage answer: a published page. */
export const PublicPageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  lead: Type.String(),
  content: Type.String(),
  metaDescription: Type.String(),
  imageUrl: Nullable(Type.String()),
  imageAlt: Type.String(),
  lastModificationTime: Type.String(),
});

/** Categories the public block read serves (pages are read one by one, by slug). */
export const PUBLIC_BLOCK_CATEGORIES = ['homeHero', 'homeBanner', 'footer', 'brand'] as const;
/** GetPublished query; GetBrands takes only brandId (category `brand`). */
export const PublishedBlocksQuerySchema = Type.Object({
  category: Type.Enum(PUBLIC_BLOCK_CATEGORIES),
  brandId: Type.Optional(Id()),
});
export const BrandBlocksQuerySchema = Type.Object({ brandId: Type.Optional(Id()) });
/** A published block as the storefront shows it (home hero, banners, footer, brand). */
export const PublishedBlockSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  title: Type.String(),
  lead: Type.String(),
  content: Type.String(),
  linkUrl: Nullable(Type.String()),
  linkText: Type.String(),
  imageUrl: Nullable(Type.String()),
  imageAlt: Type.String(),
  brandId: Nullable(Type.Integer()),
  sortOrder: Type.Integer(),
});

export type StaticBlockInput = Static<typeof StaticBlockInputSchema>;
export type StaticBlockUpdate = Static<typeof StaticBlockUpdateSchema>;
export type StaticBlock = Static<typeof StaticBlockSchema>;
export type StaticBlockRow = Static<typeof StaticBlockRowSchema>;
export type StaticBlockListQuery = Static<typeof StaticBlockListQuerySchema>;
export type StaticBlockPage = Static<typeof StaticBlockPageSchema>;
export type StaticBlockCategoryOption = Static<typeof StaticBlockCategoryOptionSchema>;
export type BrandOption = Static<typeof BrandOptionSchema>;
export type BlockImage = Static<typeof BlockImageSchema>;
export type PublicPage = Static<typeof PublicPageSchema>;
export type PublishedBlocksQuery = Static<typeof PublishedBlocksQuerySchema>;
export type PublishedBlock = Static<typeof PublishedBlockSchema>;
export type PublicBlockCategory = (typeof PUBLIC_BLOCK_CATEGORIES)[number];

/** A rule the schema cannot say, in Polish, with the field it concerns (the form shows it there). */
export interface StaticBlockProblem {
  field: 'slug' | 'brandId';
  message: string;
}
/** Rules across fields: a page needs a free address; a brand block names its brand. */
export function staticBlockProblems(block: {
  category: StaticBlockCategory;
  slug?: string | null;
  brandId?: number | null;
}): StaticBlockProblem[] {
  const problems: StaticBlockProblem[] = [];
  const slug = block.slug ?? null;
  if (block.category === 'page' && !slug)
    problems.push({ field: 'slug', message: 'Podaj adres strony (np. o-nas).' });
  if (block.category !== 'page' && slug)
    problems.push({ field: 'slug', message: 'Adres mają tylko bloki kategorii „Strona”.' });
  if (slug && (RESERVED_PAGE_SLUGS as readonly string[]).includes(slug))
    problems.push({ field: 'slug', message: `Adres „${slug}” jest zajęty przez stronę sklepu.` });
  if (block.category === 'brand' && !block.brandId)
    problems.push({ field: 'brandId', message: 'Wybierz markę, której dotyczy blok.' });
  return problems;
}

/** What the content domain offers other domains (ctx.modules.get<ContentModuleApi>('content')). */
export interface ContentModuleApi {
  /** Published blocks of a category in display order (the catalogue's home page: hero and banners). */
  publishedBlocks(
    tenantId: number,
    category: PublicBlockCategory,
    brandId?: number,
  ): Promise<PublishedBlock[]>;
}
