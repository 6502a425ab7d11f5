// SQL of the product export: every product of the grid's filter with its brand, category slugs and
// attributes, in the file's column order (io/columns.ts).
import { sql } from '@armatura/shared-libs/server';
import type { ProductExport } from '@armatura/shared-libs/contracts';
import type { CatalogDb } from '../db/tables.js';
import { norm } from '../lib/text.js';

type Cell = string | number | boolean | null;

/** The export's rows (without the header), one cell per entry of COLUMNS, as stored. */
export async function exportRows(
  db: CatalogDb,
  tenantId: number,
  q: Pick<ProductExport, 'filter' | 'isArchived'>,
): Promise<Cell[][]> {
  const f = q.filter?.trim() ? norm(q.filter.trim()) : null;
  const rows = (
    await sql<{
      code: string;
      erp_id: string | null;
      ean: string | null;
      catalog_number: string | null;
      name: string;
      description: string;
      brand_name: string | null;
      unit: string;
      vat_rate: number;
      price_net: number;
      price_gross: number;
      promo_net: number;
      promo_gross: number;
      currency: string;
      qty_available: number;
      is_active: boolean;
      weight: number | null;
      height: number | null;
      width: number | null;
      length: number | null;
      cats: string | null;
      attrs: string | null;
    }>`select p.code, p.erp_id, p.ean, p.catalog_number, p.name, p.description, b.name as brand_name, p.unit,
        p.vat_rate, p.price_net, p.price_gross, p.promo_net, p.promo_gross, p.currency, p.qty_available, p.is_active,
        p.weight, p.height, p.width, p.length,
        (select string_agg(c.slug, '|' order by c.id) from catalog.product_categories pc join catalog.categories c on c.id = pc.category_id where pc.product_id = p.id) as cats,
        (select string_agg(a.attr_name || '=' || a.attr_value, '|' order by a.id) from catalog.product_attributes a where a.product_id = p.id) as attrs
      from catalog.products p left join catalog.brands b on b.id = p.brand_id
      where p.tenant_id = ${tenantId} and not p.is_service ${q.isArchived === undefined ? sql`` : sql`and p.is_archived = ${q.isArchived}`}
        ${f ? sql`and p.search_text like ${`%${f}%`}` : sql``} order by p.id`.execute(db)
  ).rows;
  return rows.map((p) => [
    p.code,
    p.erp_id,
    p.ean,
    p.catalog_number,
    p.name,
    p.description,
    p.brand_name,
    p.unit,
    p.vat_rate,
    p.price_net,
    p.price_gross,
    p.promo_net,
    p.promo_gross,
    p.currency,
    p.qty_available,
    p.is_active ? 'tak' : 'nie',
    p.weight,
    p.height,
    p.width,
    p.length,
    p.cats,
    p.attrs,
  ]);
}
