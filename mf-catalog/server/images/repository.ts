// SQL of the product images: the product a file belongs to, the image rows and their removal.
// Every query is scoped by tenant; files on disk are the routes' business.
import type { Insertable, Selectable } from 'kysely';
import type { ProductImage } from '@armatura/shared-libs/contracts';
import type { CatalogDb, CatalogProductImages } from '../db/tables.js';

export const toImage = (r: Selectable<CatalogProductImages>): ProductImage => ({
  id: r.id,
  productId: r.product_id,
  url: r.url,
  alt: r.alt,
  sort: r.sort,
});

/** The product's name (placeholders and default alt texts), or undefined when it is not the tenant's. */
export async function productName(
  db: CatalogDb,
  tenantId: number,
  productId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalog.products')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .executeTakeFirst();
  return row?.name;
}

/** What the placeholder picture of a product shows, or undefined when it is not the tenant's. */
export async function placeholderFacts(db: CatalogDb, tenantId: number, productId: number) {
  const name = await productName(db, tenantId, productId);
  if (name === undefined) return undefined;
  const categories = await db
    .selectFrom('catalog.product_categories as pc')
    .innerJoin('catalog.categories as c', 'c.id', 'pc.category_id')
    .select('c.slug')
    .where('pc.tenant_id', '=', tenantId)
    .where('pc.product_id', '=', productId)
    .orderBy('c.level', 'desc')
    .execute();
  const attributes = await db
    .selectFrom('catalog.product_attributes')
    .select(['attr_name', 'attr_value'])
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .where('attr_name', 'in', ['Kolor', 'Wykończenie'])
    .orderBy('id')
    .execute();
  const attr = (n: string) => attributes.find((a) => a.attr_name === n)?.attr_value;
  return {
    name,
    categorySlugs: categories.map((c) => c.slug),
    colour: attr('Kolor'),
    finish: attr('Wykończenie'),
  };
}

export async function listImages(db: CatalogDb, tenantId: number, productId: number) {
  const rows = await db
    .selectFrom('catalog.product_images')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toImage);
}

export async function insertImage(db: CatalogDb, row: Insertable<CatalogProductImages>) {
  return toImage(
    await db
      .insertInto('catalog.product_images')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

export async function updateImage(
  db: CatalogDb,
  tenantId: number,
  id: number,
  changes: { alt?: string; sort?: number },
): Promise<ProductImage | undefined> {
  const row = await db
    .updateTable('catalog.product_images')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toImage(row) : undefined;
}

/** Deletes one image (by id) or all of a product's; answers the stored file names of the rows. */
export function deleteImages(
  db: CatalogDb,
  tenantId: number,
  which: { id: number } | { productId: number },
) {
  const q = db.deleteFrom('catalog.product_images').where('tenant_id', '=', tenantId);
  return (
    'id' in which ? q.where('id', '=', which.id) : q.where('product_id', '=', which.productId)
  )
    .returning('file_name')
    .execute();
}
