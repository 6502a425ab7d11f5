// Loads what pricing needs: product price bases, valid contract prices and contractor discounts.
import { sql } from '@armatura/shared-libs/server';
import type { Selectable } from 'kysely';
import type { ContractorTerms, Discount, PriceBase } from './compute.js';
import type { CatalogDb, CatalogProducts } from '../db/tables.js';

/** The product columns a price is computed from. */
export type PriceColumns = Pick<
  Selectable<CatalogProducts>,
  | 'id'
  | 'vat_rate'
  | 'price_net'
  | 'price_gross'
  | 'promo_net'
  | 'promo_gross'
  | 'brand_id'
  | 'category_ids'
>;

export async function loadPriceBases(
  db: CatalogDb,
  tenantId: number,
  ids: number[],
): Promise<Map<number, PriceBase>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalog.products')
    .select([
      'id',
      'vat_rate',
      'price_net',
      'price_gross',
      'promo_net',
      'promo_gross',
      'brand_id',
      'category_ids',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sql<number>`any(${ids}::int[])`)
    .execute();
  return new Map(rows.map((r) => [r.id, toBase(r)]));
}

export const toBase = (r: PriceColumns): PriceBase => ({
  id: r.id,
  vatRate: Number(r.vat_rate),
  priceNet: Number(r.price_net),
  priceGross: Number(r.price_gross),
  promoNet: Number(r.promo_net),
  promoGross: Number(r.promo_gross),
  brandId: r.brand_id,
  categoryIds: r.category_ids ?? [],
});

/** The contractor's contract prices (valid today, product available; the lowest wins) and discounts. */
export async function loadContractorTerms(
  db: CatalogDb,
  tenantId: number,
  contractorId: number,
  productIds: number[],
): Promise<ContractorTerms> {
  const prices =
    productIds.length === 0
      ? []
      : (
          await sql<{
            product_id: number;
            price: number;
          }>`select cp.product_id, min(cp.price_net) as price
    from catalog.contract_products cp join catalog.contracts c on c.id = cp.contract_id
    where cp.tenant_id = ${tenantId} and c.contractor_id = ${contractorId} and c.is_active and cp.is_available
      and c.valid_from <= current_date and (c.valid_to is null or c.valid_to >= current_date) and cp.product_id = any(${productIds}::int[])
    group by cp.product_id`.execute(db)
        ).rows;
  const discounts = await db
    .selectFrom('catalog.contractor_discounts')
    .select(['scope', 'scope_id', 'percent'])
    .where('tenant_id', '=', tenantId)
    .where('contractor_id', '=', contractorId)
    .execute();
  return {
    contractPrices: new Map(prices.map((p) => [Number(p.product_id), Number(p.price)])),
    discounts: discounts.map((d): Discount => ({
      scope: d.scope as Discount['scope'],
      scopeId: d.scope_id,
      percent: Number(d.percent),
    })),
  };
}
