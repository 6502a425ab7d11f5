// SQL of the blog: categories, posts (list, one, write, delete) and their images. Every query names
// its tenant; `staff: false` (callers without Pages.Blog) sees published posts only (is_edit false).
import { sql } from '@armatura/shared-libs/server';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  BlogCategory,
  BlogImage,
  BlogListQuery,
  BlogPost,
  BlogPostDetails,
  BlogSortField,
} from '@armatura/shared-libs/contracts';
import type { ContentBlogImages, ContentBlogPosts, ContentDb } from '../db/tables.js';

type Column = 'p.id' | 'p.title' | 'p.published_at' | 'p.created_at' | 'p.updated_at' | 'c.name';
export const BLOG_SORT_COLUMNS: Record<BlogSortField, Column> = {
  id: 'p.id',
  title: 'p.title',
  publishedTime: 'p.published_at',
  creationTime: 'p.created_at',
  modificationTime: 'p.updated_at',
  categoryName: 'c.name',
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const toImage = (r: Selectable<ContentBlogImages>): BlogImage => ({
  id: r.id,
  blogId: r.blog_id,
  url: r.url,
  alt: r.alt,
  sort: r.sort,
});

function postsOf(db: ContentDb, tenantId: number, staff: boolean) {
  let q = db
    .selectFrom('content.blog_posts as p')
    .leftJoin('content.blog_categories as c', 'c.id', 'p.category_id')
    .where('p.tenant_id', '=', tenantId);
  if (!staff) q = q.where('p.is_edit', '=', false);
  return q;
}

type PostRow = Selectable<ContentBlogPosts> & {
  category_name: string | null;
  category_slug: string | null;
  image_url: string | null;
};
const toPost = (r: PostRow): BlogPost => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  categorySlug: r.category_slug,
  title: r.title,
  slug: r.slug,
  lead: r.lead,
  imageUrl: r.image_url,
  isEdit: r.is_edit,
  publishedTime: iso(r.published_at),
  creationTime: new Date(r.created_at).toISOString(),
  modificationTime: new Date(r.updated_at).toISOString(),
});

const firstImage = sql<
  string | null
>`(select i.url from content.blog_images i where i.blog_id = p.id order by i.sort, i.id limit 1)`;

export async function listPosts(
  db: ContentDb,
  tenantId: number,
  staff: boolean,
  query: BlogListQuery,
  order: [Column, 'asc' | 'desc'],
): Promise<{ totalCount: number; items: BlogPost[] }> {
  let q = postsOf(db, tenantId, staff);
  if (query.categoryId !== undefined) q = q.where('p.category_id', '=', query.categoryId);
  if (query.categorySlug !== undefined) q = q.where('c.slug', '=', query.categorySlug);
  if (query.isEdit !== undefined) q = q.where('p.is_edit', '=', query.isEdit);
  if (query.filter?.trim()) {
    const like = `%${query.filter
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or([eb(sql`lower(p.title)`, 'like', like), eb(sql`lower(p.lead)`, 'like', like)]),
    );
  }
  const { n } = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll('p')
    .select(['c.name as category_name', 'c.slug as category_slug', firstImage.as('image_url')])
    .orderBy(order[0], (ob) => (order[1] === 'desc' ? ob.desc().nullsLast() : ob.asc()))
    .orderBy('p.id', 'desc')
    .limit(query.maxResultCount)
    .offset(query.skipCount)
    .execute();
  return { totalCount: Number(n), items: rows.map(toPost) };
}

export async function listImages(db: ContentDb, tenantId: number, blogId: number) {
  const rows = await db
    .selectFrom('content.blog_images')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('blog_id', '=', blogId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toImage);
}

export async function findPost(
  db: ContentDb,
  tenantId: number,
  id: number,
  staff: boolean,
): Promise<BlogPostDetails | null> {
  const row = await postsOf(db, tenantId, staff)
    .selectAll('p')
    .select(['c.name as category_name', 'c.slug as category_slug', firstImage.as('image_url')])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toPost(row),
    contentHtml: row.content_html,
    metaTitle: row.meta_title || row.title,
    metaDescription: row.meta_description || row.lead,
    images: await listImages(db, tenantId, id),
  };
}

export async function listCategories(
  db: ContentDb,
  tenantId: number,
  staff: boolean,
): Promise<BlogCategory[]> {
  const rows = await db
    .selectFrom('content.blog_categories as c')
    .leftJoin('content.blog_posts as p', (j) =>
      staff
        ? j.onRef('p.category_id', '=', 'c.id')
        : j.onRef('p.category_id', '=', 'c.id').on('p.is_edit', '=', false),
    )
    .select(['c.id', 'c.name', 'c.slug', (eb) => eb.fn.count<number>('p.id').as('n')])
    .where('c.tenant_id', '=', tenantId)
    .groupBy(['c.id', 'c.name', 'c.slug', 'c.sort'])
    .orderBy('c.sort')
    .orderBy('c.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, postCount: Number(r.n) }));
}

export async function categoryExists(db: ContentDb, tenantId: number, id: number) {
  const row = await db
    .selectFrom('content.blog_categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row;
}

/** Slugs of the tenant's posts that start with `base` (other than post `exceptId`). */
export async function slugsLike(db: ContentDb, tenantId: number, base: string, exceptId = 0) {
  const rows = await db
    .selectFrom('content.blog_posts')
    .select('slug')
    .where('tenant_id', '=', tenantId)
    .where('id', '!=', exceptId)
    .where('slug', 'like', `${base.replace(/[\\%_]/g, '\\$&')}%`)
    .execute();
  return new Set(rows.map((r) => r.slug));
}

/** Published state of a post (for `published_at`): null when it is not the tenant's. */
export async function postState(db: ContentDb, tenantId: number, id: number) {
  return db
    .selectFrom('content.blog_posts')
    .select(['is_edit', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPost(db: ContentDb, row: Insertable<ContentBlogPosts>) {
  const { id } = await db
    .insertInto('content.blog_posts')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePost(
  db: ContentDb,
  tenantId: number,
  id: number,
  changes: Updateable<ContentBlogPosts>,
) {
  const res = await db
    .updateTable('content.blog_posts')
    .set({ ...changes, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Deletes the post; answers the stored file names of its images (null: not the tenant's). */
export async function deletePost(db: ContentDb, tenantId: number, id: number) {
  return db.transaction().execute(async (tx) => {
    const images = await tx
      .deleteFrom('content.blog_images')
      .where('tenant_id', '=', tenantId)
      .where('blog_id', '=', id)
      .returning('file_name')
      .execute();
    const res = await tx
      .deleteFrom('content.blog_posts')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0 ? images.map((i) => i.file_name) : null;
  });
}

export async function insertImage(db: ContentDb, row: Insertable<ContentBlogImages>) {
  return toImage(
    await db.insertInto('content.blog_images').values(row).returningAll().executeTakeFirstOrThrow(),
  );
}

/** Deletes one image; answers its stored file name, or null when it is not the tenant's. */
export async function deleteImage(db: ContentDb, tenantId: number, id: number) {
  const row = await db
    .deleteFrom('content.blog_images')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('file_name')
    .executeTakeFirst();
  return row?.file_name ?? null;
}
