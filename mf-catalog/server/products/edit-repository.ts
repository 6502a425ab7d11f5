// The product edit form's data (GetProductToEdit and the answers of the write calls).
import { notFound } from '@armatura/shared-libs/server';
import type { CatalogDb } from '../db/tables.js';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function loadEdit(db: CatalogDb, tenantId: number, id: number) {
  const p = await db
    .selectFrom('catalog.products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p) throw notFound('Nie znaleziono produktu.');
  const cats = await db
    .selectFrom('catalog.product_categories')
    .select('category_id')
    .where('product_id', '=', id)
    .orderBy('category_id')
    .execute();
  const attrs = await db
    .selectFrom('catalog.product_attributes')
    .select(['attr_id', 'attr_name', 'attr_value'])
    .where('product_id', '=', id)
    .orderBy('id')
    .execute();
  const links = await db
    .selectFrom('catalog.product_links')
    .select(['linked_id', 'kind'])
    .where('product_id', '=', id)
    .orderBy('sort')
    .execute();
  return {
    id: p.id,
    erpId: p.erp_id,
    code: p.code,
    ean: p.ean,
    catalogNumber: p.catalog_number,
    name: p.name,
    description: p.description,
    brandId: p.brand_id,
    unit: p.unit,
    rate: Number(p.vat_rate),
    valueNetto: Number(p.price_net),
    valueBrutto: Number(p.price_gross),
    promotionValueNetto: Number(p.promo_net),
    promotionValueBrutto: Number(p.promo_gross),
    currency: p.currency,
    promotionCurrency: p.promo_currency,
    qtyAvailable: Number(p.qty_available),
    isActive: p.is_active,
    isArchived: p.is_archived,
    isSale: p.is_sale,
    isNew: p.is_new,
    isRecommended: p.is_recommended,
    weight: num(p.weight),
    height: num(p.height),
    width: num(p.width),
    length: num(p.length),
    categoryIds: cats.map((c) => c.category_id),
    attributes: attrs.map((a) => ({
      attrId: a.attr_id,
      attrName: a.attr_name,
      attrValue: a.attr_value,
    })),
    relatedIds: links.filter((l) => l.kind === 'related').map((l) => l.linked_id),
    similarIds: links.filter((l) => l.kind === 'similar').map((l) => l.linked_id),
    modificationTime: new Date(p.modification_time).toISOString(),
  };
}
