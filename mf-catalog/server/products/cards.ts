// Product cards (listing tiles, search hits, recommendations) with the caller's prices. The card's
// shape is the contract's `ProductCardSchema` (shared-libs/src/contracts/catalog-storefront.ts).
import { sql } from '@armatura/shared-libs/server';
import type { ProductCard } from '@armatura/shared-libs/contracts';
import { slugify } from '@armatura/shared-libs/format';
import { priceBases, toBase, type CallerKind } from '../pricing/index.js';
import type { CatalogDb } from '../db/tables.js';

export const cardQuery = (db: CatalogDb, tenantId: number) =>
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

/** One row of `cardQuery` (queries that extend it select more; the card needs these). */
export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

export async function toCards(
  db: CatalogDb,
  tenantId: number,
  caller: CallerKind,
  rows: CardRow[],
): Promise<ProductCard[]> {
  const prices = await priceBases(db, tenantId, caller, rows.map(toBase));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: slugify(r.name),
    code: r.code,
    ean: r.ean,
    catalogNumber: r.catalog_number,
    brandId: r.brand_id,
    brandName: r.brand_name,
    brandSlug: r.brand_slug,
    unit: r.unit,
    rate: Number(r.vat_rate),
    currency: r.currency,
    promotionCurrency: r.promo_currency,
    qtyAvailable: Number(r.qty_available),
    imageUrl: r.image_url,
    ...prices.get(r.id)!,
    isActive: r.is_active,
    modificationTime: new Date(r.modification_time).toISOString(),
    categoryIds: r.category_ids ?? [],
  }));
}

/** Cards for ids, in the order given; inactive, archived and unknown ids are left out. */
export async function loadCards(
  db: CatalogDb,
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
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    db,
    tenantId,
    caller,
    ids.map((id) => byId.get(id)).filter((r) => r !== undefined),
  );
}
