// Storefront reads: category tree with counts, brands, recommendations, product details, links.
import { sql } from '@armatura/shared-libs/server';
import type { RecommendedCategoryType } from '@armatura/shared-libs/contracts';
import type { CatalogDb } from '../db/tables.js';
import { cardQuery } from './cards.js';

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  level: number;
  productCount: number;
  children: CategoryRow[];
}

export async function categoryTree(
  db: CatalogDb,
  tenantId: number,
  maxLevel: number,
): Promise<CategoryRow[]> {
  const rows = (
    await sql<{
      id: number;
      name: string;
      slug: string;
      parent_id: number | null;
      level: number;
      n: number | null;
    }>`
    with counts as (select c, count(*)::int as n from catalog.products p, unnest(p.category_ids) c
      where p.tenant_id = ${tenantId} and p.is_active and not p.is_archived group by c)
    select k.id, k.name, k.slug, k.parent_id, k.level, counts.n from catalog.categories k left join counts on counts.c = k.id
    where k.tenant_id = ${tenantId} and k.level <= ${maxLevel} order by k.level, k.sort, k.name`.execute(
      db,
    )
  ).rows;
  const nodes = new Map<number, CategoryRow>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        slug: r.slug,
        parentId: r.parent_id,
        level: r.level,
        productCount: r.n ?? 0,
        children: [],
      },
    ]),
  );
  const roots: CategoryRow[] = [];
  for (const n of nodes.values())
    (n.parentId !== null && nodes.get(n.parentId) ? nodes.get(n.parentId)!.children : roots).push(
      n,
    );
  return roots;
}

export async function brandsWithCounts(db: CatalogDb, tenantId: number) {
  return (
    await sql<{
      id: number;
      name: string;
      slug: string;
      productCount: number;
    }>`select b.id, b.name, b.slug,
      (select count(*)::int from catalog.products p where p.brand_id = b.id and p.tenant_id = ${tenantId} and p.is_active and not p.is_archived) as "productCount"
    from catalog.brands b where b.tenant_id = ${tenantId} order by b.name`.execute(db)
  ).rows;
}

export async function linkedIds(
  db: CatalogDb,
  tenantId: number,
  productId: number,
  kind: 'related' | 'similar',
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('catalog.product_links')
    .select('linked_id')
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .where('kind', '=', kind)
    .orderBy('sort')
    .limit(limit)
    .execute();
  let ids = rows.map((r) => r.linked_id);
  if (ids.length === 0 && kind === 'similar') {
    // No curated list: the newest products of the same deepest category.
    ids = (
      await sql<{
        id: number;
      }>`select q.id from catalog.products p join catalog.products q on q.tenant_id = p.tenant_id and q.id <> p.id
        and q.category_ids @> array[p.category_ids[array_length(p.category_ids, 1)]] and q.is_active and not q.is_archived
      where p.id = ${productId} and p.tenant_id = ${tenantId} and array_length(p.category_ids, 1) > 0 order by q.modification_time desc limit ${limit}`.execute(
        db,
      )
    ).rows.map((r) => r.id);
  }
  return ids;
}

export async function productExtras(db: CatalogDb, tenantId: number, productId: number) {
  const images = await db
    .selectFrom('catalog.product_images')
    .select(['id', 'url', 'alt', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const attributes = await db
    .selectFrom('catalog.product_attributes')
    .select(['attr_id as attrId', 'attr_name as attrName', 'attr_value as attrValue'])
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
  const categories = (
    await sql<{
      id: number;
      name: string;
      slug: string;
    }>`select c.id, c.name, c.slug from catalog.product_categories pc join catalog.categories c on c.id = pc.category_id
    where pc.tenant_id = ${tenantId} and pc.product_id = ${productId} order by c.level desc, c.id`.execute(
      db,
    )
  ).rows;
  const deepest = categories[0];
  const breadcrumbs = deepest
    ? (
        await sql<{ id: number; name: string; slug: string }>`with recursive up as (
      select id, name, slug, parent_id, level from catalog.categories where id = ${deepest.id} and tenant_id = ${tenantId}
      union all select c.id, c.name, c.slug, c.parent_id, c.level from catalog.categories c join up on c.id = up.parent_id)
    select id, name, slug from up order by level`.execute(db)
      ).rows
    : [];
  return { images, attributes, categories, breadcrumbs };
}

/** Active, unarchived products marked recommended, newest first, and how many there are. */
export async function recommendedRows(db: CatalogDb, tenantId: number, limit: number) {
  const base = () =>
    cardQuery(db, tenantId)
      .where('p.is_active', '=', true)
      .where('p.is_archived', '=', false)
      .where('p.is_recommended', '=', true);
  const rows = await base()
    .orderBy('p.modification_time', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  const total = await base()
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, totalCount: Number(total.n) };
}

/** The condition of each home-page view (a fixed list: never built from input). */
const VIEW_FLAGS: Record<RecommendedCategoryType, string> = {
  promotion: 'promo_gross > 0',
  sale: 'is_sale',
  new: 'is_new',
  recommended: 'is_recommended',
};

/** How many active products each view (promotion, sale, new, recommended) holds. */
export async function viewCounts(
  db: CatalogDb,
  tenantId: number,
): Promise<Record<RecommendedCategoryType, number>> {
  const views = Object.entries(VIEW_FLAGS);
  const row = (
    await sql<
      Record<string, number>
    >`select ${sql.join(views.map(([type, flag]) => sql`count(*) filter (where ${sql.raw(flag)})::int as ${sql.ref(type)}`))}
      from catalog.products where tenant_id = ${tenantId} and is_active and not is_archived and not is_service`.execute(
      db,
    )
  ).rows[0];
  const count = (type: RecommendedCategoryType) => Number(row?.[type] ?? 0);
  return {
    promotion: count('promotion'),
    sale: count('sale'),
    new: count('new'),
    recommended: count('recommended'),
  };
}

/** The product page's row: the card columns plus description and dimensions (active only). */
export function productPageRow(db: CatalogDb, tenantId: number, id: number) {
  return cardQuery(db, tenantId)
    .select(['p.description', 'p.weight', 'p.height', 'p.width', 'p.length'])
    .where('p.id', '=', id)
    .where('p.is_active', '=', true)
    .where('p.is_archived', '=', false)
    .executeTakeFirst();
}

/** The active service articles (transport, assembly…), by name. */
export function serviceRows(db: CatalogDb, tenantId: number) {
  return cardQuery(db, tenantId)
    .where('p.is_service', '=', true)
    .where('p.is_active', '=', true)
    .orderBy('p.name')
    .execute();
}
