// SQL of the static blocks. Every query is scoped by tenant; brand names come from the catalogue's
// module API (brands.ts), never from its tables, so rows here carry only brand ids.
import type { Selectable, Updateable } from 'kysely';
import type {
  PublicBlockCategory,
  PublishedBlock,
  PublicPage,
  StaticBlockListQuery,
} from '@armatura/shared-libs/contracts';
import type { ContentDb, ContentStaticBlocks } from '../db/tables.js';

export type BlockRow = Selectable<ContentStaticBlocks>;
export type BlockValues = Omit<
  Updateable<ContentStaticBlocks>,
  'id' | 'tenant_id' | 'creation_time'
>;
export type BlockSortColumn =
  | 'id'
  | 'title'
  | 'category'
  | 'slug'
  | 'sort_order'
  | 'is_published'
  | 'creation_time'
  | 'last_modification_time';

export const BLOCK_SORT_COLUMNS: Record<string, BlockSortColumn> = {
  id: 'id',
  title: 'title',
  category: 'category',
  slug: 'slug',
  sortOrder: 'sort_order',
  isPublished: 'is_published',
  creationTime: 'creation_time',
  lastModificationTime: 'last_modification_time',
};

const iso = (d: Date) => d.toISOString();

export async function findBlock(db: ContentDb, tenantId: number, id: number) {
  return db
    .selectFrom('content.static_blocks')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The id of the tenant's block holding this slug (another block than `exceptId`), if any. */
export async function slugOwner(db: ContentDb, tenantId: number, slug: string, exceptId = 0) {
  const row = await db
    .selectFrom('content.static_blocks')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', slug)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row?.id;
}

export async function listBlocks(
  db: ContentDb,
  tenantId: number,
  q: StaticBlockListQuery,
  [column, direction]: [BlockSortColumn, 'asc' | 'desc'],
) {
  let base = db.selectFrom('content.static_blocks').where('tenant_id', '=', tenantId);
  if (q.category) base = base.where('category', '=', q.category);
  if (q.brandId) base = base.where('brand_id', '=', q.brandId);
  if (q.isPublished !== undefined) base = base.where('is_published', '=', q.isPublished);
  const filter = q.filter?.trim();
  if (filter) {
    const like = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('title', 'ilike', like), eb('slug', 'ilike', like)]));
  }
  const { count } = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(q.maxResultCount)
    .offset(q.skipCount)
    .execute();
  return { totalCount: Number(count), rows };
}

export async function insertBlock(db: ContentDb, tenantId: number, values: BlockValues) {
  return db
    .insertInto('content.static_blocks')
    .values({ category: 'page', title: '', ...values, tenant_id: tenantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateBlock(
  db: ContentDb,
  tenantId: number,
  id: number,
  values: BlockValues,
) {
  return db
    .updateTable('content.static_blocks')
    .set({ ...values, last_modification_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteBlock(db: ContentDb, tenantId: number, id: number) {
  return db
    .deleteFrom('content.static_blocks')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('image_url')
    .executeTakeFirst();
}

/** How many blocks (of any tenant) still show this image: a file is removed only when none does. */
export async function imageUsers(db: ContentDb, imageUrl: string) {
  const { n } = await db
    .selectFrom('content.static_blocks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('image_url', '=', imageUrl)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function publishedPage(
  db: ContentDb,
  tenantId: number,
  slug: string,
): Promise<PublicPage | undefined> {
  const r = await db
    .selectFrom('content.static_blocks')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('category', '=', 'page')
    .where('slug', '=', slug)
    .where('is_published', '=', true)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    title: r.title,
    slug: r.slug ?? slug,
    lead: r.lead,
    content: r.content,
    metaDescription: r.meta_description,
    imageUrl: r.image_url,
    imageAlt: r.image_alt,
    lastModificationTime: iso(r.last_modification_time),
  };
}

export async function publishedBlocks(
  db: ContentDb,
  tenantId: number,
  category: PublicBlockCategory,
  brandId?: number,
): Promise<PublishedBlock[]> {
  let q = db
    .selectFrom('content.static_blocks')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('category', '=', category)
    .where('is_published', '=', true);
  if (brandId) q = q.where('brand_id', '=', brandId);
  const rows = await q.orderBy('sort_order').orderBy('id').limit(100).execute();
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    title: r.title,
    lead: r.lead,
    content: r.content,
    linkUrl: r.link_url,
    linkText: r.link_text,
    imageUrl: r.image_url,
    imageAlt: r.image_alt,
    brandId: r.brand_id,
    sortOrder: r.sort_order,
  }));
}
