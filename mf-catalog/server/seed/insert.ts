// Writes generated products in batches (products, categories, attributes, placeholder images, links).
import type { GeneratedProduct } from './generator.js';
import type { Taxonomy } from './taxonomy.js';
import type { CatalogDb } from '../db/tables.js';

export const placeholderUrl = (productId: number, n: number) =>
  `/api/catalog/images/${productId}/${n}.svg`;

/** Inserts one batch (≤ 1000) and returns the new ids in input order. */
export async function insertProducts(
  db: CatalogDb,
  tenantId: number,
  tax: Taxonomy,
  batch: GeneratedProduct[],
  now = Date.now(),
): Promise<number[]> {
  if (batch.length === 0) return [];
  const rows = await db
    .insertInto('catalog.products')
    .values(
      batch.map((p) => ({
        tenant_id: tenantId,
        erp_id: p.erpId,
        code: p.code,
        ean: p.ean,
        catalog_number: p.catalogNumber,
        name: p.name,
        description: p.description,
        brand_id: tax.brandIds.get(p.brand) ?? null,
        unit: p.unit,
        vat_rate: p.vatRate,
        price_net: p.priceNet,
        price_gross: p.priceGross,
        promo_net: p.promoNet,
        promo_gross: p.promoGross,
        qty_available: p.qty,
        is_active: p.isActive,
        is_sale: p.isSale,
        is_new: p.isNew,
        is_recommended: p.isRecommended,
        weight: p.weight,
        height: p.height,
        width: p.width,
        length: p.length,
        creation_time: new Date(now - (p.modifiedDaysAgo + 30) * 86_400_000),
        modification_time: new Date(now - p.modifiedDaysAgo * 86_400_000),
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  const ids = batch.map((p) => idByCode.get(p.code)!);
  const cats = batch
    .map((p, k) => ({
      tenant_id: tenantId,
      product_id: ids[k]!,
      category_id: tax.categoryIds.get(p.categorySlug)!,
    }))
    .filter((c) => c.category_id);
  if (cats.length) await db.insertInto('catalog.product_categories').values(cats).execute();
  const attrs = batch.flatMap((p, k) =>
    p.attributes.map((a) => ({
      tenant_id: tenantId,
      product_id: ids[k]!,
      attr_id: tax.attrIds.get(a.name)!,
      attr_name: a.name,
      attr_value: a.value,
    })),
  );
  for (let s = 0; s < attrs.length; s += 2000)
    await db
      .insertInto('catalog.product_attributes')
      .values(attrs.slice(s, s + 2000))
      .execute();
  const images = batch.flatMap((p, k) =>
    Array.from({ length: p.imageCount }, (_, n) => ({
      tenant_id: tenantId,
      product_id: ids[k]!,
      url: placeholderUrl(ids[k]!, n + 1),
      sort: n,
      alt: p.name,
    })),
  );
  for (let s = 0; s < images.length; s += 3000)
    await db
      .insertInto('catalog.product_images')
      .values(images.slice(s, s + 3000))
      .execute();
  return ids;
}

/** Similar = same leaf category (every `stride`-th generated product), related = neighbours from other categories. */
export async function insertLinks(
  db: CatalogDb,
  tenantId: number,
  ids: number[],
  stride: number,
): Promise<void> {
  const links: {
    tenant_id: number;
    product_id: number;
    linked_id: number;
    kind: string;
    sort: number;
  }[] = [];
  ids.forEach((id, i) => {
    [i + stride, i + 2 * stride, i - stride, i - 2 * stride]
      .filter((j) => j >= 0 && j < ids.length)
      .forEach((j, s) =>
        links.push({
          tenant_id: tenantId,
          product_id: id,
          linked_id: ids[j]!,
          kind: 'similar',
          sort: s,
        }),
      );
    [i + 1, i + 2, i + 3]
      .filter((j) => j < ids.length)
      .forEach((j, s) =>
        links.push({
          tenant_id: tenantId,
          product_id: id,
          linked_id: ids[j]!,
          kind: 'related',
          sort: s,
        }),
      );
  });
  for (let s = 0; s < links.length; s += 5000)
    await db
      .insertInto('catalog.product_links')
      .values(links.slice(s, s + 5000))
      .execute();
}
