// SQL of the product admin calls: the grid page, the row checks of grid edits, delete, archive and
// the attribute dictionaries. Every query is scoped by tenant. Writes go through write.ts.
import { sql } from '@armatura/shared-libs/server';
import type {
  AttributeDefinition,
  CategoryAttribute,
  ProductListQuery,
  ProductPage,
  ProductSortField,
} from '@armatura/shared-libs/contracts';
import type { CatalogDb } from '../db/tables.js';
import { norm } from '../lib/text.js';

/** Every sortable field of the contract (PRODUCT_SORT_FIELDS) → its column. */
export const PRODUCT_SORT_COLUMNS: Record<ProductSortField, string> = {
  id: 'p.id',
  name: 'p.name',
  code: 'p.code',
  valueNetto: 'p.price_net',
  valueBrutto: 'p.price_gross',
  qtyAvailable: 'p.qty_available',
  modificationTime: 'p.modification_time',
  brandName: 'b.name',
};
/** Counting stops here unless the caller pages further: a grid never counts a whole large table. */
const COUNT_CAP = 10_000;
/** At most this many rows a page, whatever maxResultCount asks. */
const MAX_PAGE = 1000;

interface GridRow {
  id: number;
  erp_id: string | null;
  code: string;
  ean: string | null;
  catalog_number: string | null;
  name: string;
  brand_name: string | null;
  unit: string;
  vat_rate: number;
  price_net: number;
  price_gross: number;
  promo_net: number;
  promo_gross: number;
  qty_available: number;
  is_active: boolean;
  is_archived: boolean;
  modification_time: Date | string;
  image_url: string | null;
}

/** One grid page; `order` is a column of PRODUCT_SORT_COLUMNS and a direction (parseSorting's). */
export async function listProducts(
  db: CatalogDb,
  tenantId: number,
  q: ProductListQuery,
  order: [string, 'asc' | 'desc'],
): Promise<ProductPage> {
  const f = q.filter?.trim() ? norm(q.filter.trim()) : null;
  const where = sql`p.tenant_id = ${tenantId} and not p.is_service ${q.isArchived === undefined ? sql`` : sql`and p.is_archived = ${q.isArchived}`}
      ${q.isActive === undefined ? sql`` : sql`and p.is_active = ${q.isActive}`} ${f ? sql`and p.search_text like ${`%${f.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}`;
  const take = Math.min(q.maxResultCount, MAX_PAGE);
  const rows = (
    await sql<GridRow>`select p.id, p.erp_id, p.code, p.ean, p.catalog_number, p.name, b.name as brand_name, p.unit,
        p.vat_rate, p.price_net, p.price_gross, p.promo_net, p.promo_gross, p.qty_available, p.is_active, p.is_archived,
        p.modification_time,
        (select i.url from catalog.product_images i where i.product_id = p.id order by i.sort, i.id limit 1) as image_url
      from catalog.products p left join catalog.brands b on b.id = p.brand_id where ${where}
      order by ${sql.raw(order[0])} ${sql.raw(order[1])}, p.id limit ${take} offset ${q.skipCount}`.execute(
      db,
    )
  ).rows;
  const cap = Math.max(COUNT_CAP, q.skipCount + take * 5 + 1);
  const counted = await sql<{
    n: number;
  }>`select count(*)::int as n from (select 1 from catalog.products p where ${where} limit ${cap}) x`.execute(
    db,
  );
  const totalCount = Number(counted.rows[0]?.n ?? 0);
  return {
    totalCount,
    totalCountCapped: totalCount >= cap,
    items: rows.map((r) => ({
      id: r.id,
      erpId: r.erp_id,
      code: r.code,
      ean: r.ean,
      catalogNumber: r.catalog_number,
      name: r.name,
      brandName: r.brand_name,
      unit: r.unit,
      rate: Number(r.vat_rate),
      valueNetto: Number(r.price_net),
      valueBrutto: Number(r.price_gross),
      promotionValueNetto: Number(r.promo_net),
      promotionValueBrutto: Number(r.promo_gross),
      qtyAvailable: Number(r.qty_available),
      isActive: r.is_active,
      isArchived: r.is_archived,
      modificationTime: new Date(r.modification_time).toISOString(),
      imageUrl: r.image_url,
    })),
  };
}

/** The product's code (grid edits check it against the edited row), or undefined. */
export async function productCode(
  db: CatalogDb,
  tenantId: number,
  id: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalog.products')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.code;
}

/** Deletes the product; false when the tenant has no such product. */
export async function deleteProduct(db: CatalogDb, tenantId: number, id: number) {
  const res = await db
    .deleteFrom('catalog.products')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Archives (or restores) the tenant's products among `ids`: the ids changed. */
export async function setArchived(
  db: CatalogDb,
  tenantId: number,
  ids: number[],
  archive: boolean,
): Promise<number[]> {
  const rows = await db
    .updateTable('catalog.products')
    .set({ is_archived: archive, modification_time: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Every attribute definition with the values products use, by name. */
export async function attributeDefinitions(
  db: CatalogDb,
  tenantId: number,
): Promise<AttributeDefinition[]> {
  return (
    await sql<AttributeDefinition>`select d.id, d.name, coalesce((select array_agg(distinct a.attr_value order by a.attr_value) from catalog.product_attributes a where a.attr_id = d.id), '{}') as values
      from catalog.attribute_definitions d where d.tenant_id = ${tenantId} order by d.name`.execute(
      db,
    )
  ).rows;
}

/** The attributes of a category's products with each value's product count. */
export async function categoryAttributes(
  db: CatalogDb,
  tenantId: number,
  categoryId: number,
): Promise<CategoryAttribute[]> {
  const rows = (
    await sql<{
      attr_id: number;
      attr_name: string;
      attr_value: string;
      n: number;
    }>`select a.attr_id, a.attr_name, a.attr_value, count(*)::int as n
      from catalog.products p join catalog.product_attributes a on a.product_id = p.id
      where p.tenant_id = ${tenantId} and p.category_ids @> array[${categoryId}]::int[] group by a.attr_id, a.attr_name, a.attr_value order by a.attr_name, n desc, a.attr_value`.execute(
      db,
    )
  ).rows;
  const byAttr = new Map<number, CategoryAttribute>();
  for (const r of rows) {
    let attr = byAttr.get(r.attr_id);
    if (!attr) {
      attr = { attrId: r.attr_id, attrName: r.attr_name, values: [] };
      byAttr.set(r.attr_id, attr);
    }
    attr.values.push({ value: r.attr_value, count: r.n });
  }
  return [...byAttr.values()];
}
