// Index documents built from the database (the spec's "product as held in the search index").
import { sql } from '@armatura/shared-libs/server';
import type { CatalogDb } from '../../db/tables.js';

interface DocumentAttribute {
  attrId: number;
  attrName: string;
  attrValue: string;
}
/** What loadDocuments' query answers per product (p.* holds more; these are the ones indexed). */
export interface DocumentRow {
  id: number;
  tenant_id: number;
  name: string;
  ean: string | null;
  code: string;
  catalog_number: string | null;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  category_ids: number[];
  price_net: number;
  price_gross: number;
  promo_net: number;
  promo_gross: number;
  public_gross: number | null;
  vat_rate: number;
  currency: string;
  promo_currency: string;
  qty_available: number;
  is_active: boolean;
  is_archived: boolean;
  is_service: boolean;
  is_sale: boolean;
  is_new: boolean;
  is_recommended: boolean;
  modification_time: Date | string;
  weight: number | null;
  height: number | null;
  width: number | null;
  length: number | null;
  /** json_agg of the attributes (a string when the driver leaves JSON unparsed). */
  attrs: DocumentAttribute[] | string | null;
}

export async function loadDocuments(
  db: CatalogDb,
  tenantId: number,
  afterId: number,
  limit: number,
  ids?: number[],
): Promise<Record<string, unknown>[]> {
  const rows = (
    await sql<DocumentRow>`select p.*, b.name as brand_name, b.slug as brand_slug,
      coalesce((select json_agg(json_build_object('attrId', a.attr_id, 'attrName', a.attr_name, 'attrValue', a.attr_value) order by a.id) from catalog.product_attributes a where a.product_id = p.id), '[]'::json) as attrs
    from catalog.products p left join catalog.brands b on b.id = p.brand_id
    where p.tenant_id = ${tenantId} and p.id > ${afterId} ${ids ? sql`and p.id = any(${ids}::int[])` : sql``} order by p.id limit ${limit}`.execute(
      db,
    )
  ).rows;
  return rows.map(toDocument);
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toDocument(p: DocumentRow): Record<string, unknown> {
  const attrs: DocumentAttribute[] =
    typeof p.attrs === 'string' ? JSON.parse(p.attrs) : (p.attrs ?? []);
  return {
    id: p.id,
    tenantId: p.tenant_id,
    name: p.name,
    ean: p.ean,
    code: p.code,
    catalogNumber: p.catalog_number,
    attrNames: attrs.map((a) => a.attrName).join(' '),
    attrValues: attrs.map((a) => a.attrValue).join(' '),
    attributes: attrs,
    brandId: p.brand_id,
    brandName: p.brand_name ?? null,
    brandSlug: p.brand_slug ?? null,
    categoryIds: p.category_ids,
    categriesIds: p.category_ids,
    valueNetto: n(p.price_net),
    valueBrutto: n(p.price_gross),
    promotionValueNetto: n(p.promo_net),
    promotionValueBrutto: n(p.promo_gross),
    publicBrutto: n(p.public_gross),
    rate: n(p.vat_rate),
    currency: p.currency,
    promotionCurrency: p.promo_currency,
    qtyAvailable: n(p.qty_available),
    isActive: p.is_active,
    isArchived: p.is_archived,
    isService: p.is_service,
    isSale: p.is_sale,
    isNew: p.is_new,
    isRecommended: p.is_recommended,
    isPromotion: Number(p.promo_gross) > 0,
    modificationTime: new Date(p.modification_time).toISOString(),
    weight: n(p.weight),
    height: n(p.height),
    width: n(p.width),
    length: n(p.length),
  };
}
