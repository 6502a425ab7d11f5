// Product cards (listing tiles, search hits, recommendations) with the caller's prices.
import { Type, sql, type Executor, type Static } from '@armatura/shared-libs/server';
import { priceBases, toBase, type CallerKind } from '../pricing/index.js';
import { slugify } from '@armatura/shared-libs/format';

export const ProductCardSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  code: Type.String(),
  ean: Type.Union([Type.String(), Type.Null()]),
  catalogNumber: Type.Union([Type.String(), Type.Null()]),
  brandId: Type.Union([Type.Integer(), Type.Null()]),
  brandName: Type.Union([Type.String(), Type.Null()]),
  brandSlug: Type.Union([Type.String(), Type.Null()]),
  unit: Type.String(),
  rate: Type.Number(),
  currency: Type.String(),
  promotionCurrency: Type.String(),
  qtyAvailable: Type.Number(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  valueNetto: Type.Number(),
  valueBrutto: Type.Number(),
  promotionValueNetto: Type.Number(),
  promotionValueBrutto: Type.Number(),
  priceNet: Type.Number(),
  priceGross: Type.Number(),
  isPromotion: Type.Boolean(),
  isActive: Type.Boolean(),
  modificationTime: Type.String(),
  categoryIds: Type.Array(Type.Integer()),
});
export type ProductCard = Static<typeof ProductCardSchema>;

export const cardQuery = (db: Executor, tenantId: number) =>
  db
    .selectFrom('catalog.products as p')
    .leftJoin('catalog.brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.name',
      'p.code',
      'p.ean',
      'p.catalog_number',
      'p.brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'p.unit',
      'p.vat_rate',
      'p.currency',
      'p.promo_currency',
      'p.qty_available',
      'p.price_net',
      'p.price_gross',
      'p.promo_net',
      'p.promo_gross',
      'p.is_active',
      'p.modification_time',
      'p.category_ids',
      sql<
        string | null
      >`(select i.url from catalog.product_images i where i.product_id = p.id order by i.sort, i.id limit 1)`.as(
        'image_url',
      ),
    ])
    .where('p.tenant_id', '=', tenantId);

export async function toCards(
  db: Executor,
  tenantId: number,
  caller: CallerKind,
  rows: Record<string, any>[],
): Promise<ProductCard[]> {
  const prices = await priceBases(db, tenantId, caller, rows.map(toBase));
  return rows.map((r) => {
    const p = prices.get(r.id)!;
    return {
      id: r.id,
      name: r.name,
      slug: slugify(r.name),
      code: r.code,
      ean: r.ean ?? null,
      catalogNumber: r.catalog_number ?? null,
      brandId: r.brand_id ?? null,
      brandName: r.brand_name ?? null,
      brandSlug: r.brand_slug ?? null,
      unit: r.unit,
      rate: Number(r.vat_rate),
      currency: r.currency,
      promotionCurrency: r.promo_currency,
      qtyAvailable: Number(r.qty_available),
      imageUrl: r.image_url ?? null,
      ...p,
      isActive: r.is_active,
      modificationTime: new Date(r.modification_time).toISOString(),
      categoryIds: r.category_ids ?? [],
    };
  });
}

/** Cards for ids, in the order given; inactive, archived and unknown ids are left out. */
export async function loadCards(
  db: Executor,
  tenantId: number,
  caller: CallerKind,
  ids: number[],
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(db, tenantId)
    .where('p.id', '=', sql<number>`any(${ids}::int[])`)
    .where('p.is_active', '=', true)
    .where('p.is_archived', '=', false)
    .execute();
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  return toCards(
    db,
    tenantId,
    caller,
    ids.map((id) => byId.get(id)).filter((r) => r !== undefined),
  );
}
