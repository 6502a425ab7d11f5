// CatalogModuleApi: what other domains (cart, orders) call — the caller's prices and code lookups;
// CatalogSitemapApi (sitemap/): the public pages the host's sitemap lists; CatalogPageApi (page/):
// a product's and a category listing's content for the HTML the host serves.
import { sql, type ModuleContext } from '@armatura/shared-libs/server';
import type {
  CatalogModuleApi,
  CatalogPageApi,
  CatalogSitemapApi,
  PricedProduct,
} from '@armatura/shared-libs/contracts';
import { resolveCaller } from './pricing/index.js';
import { loadCards } from './products/cards.js';
import { brandsWithCounts } from './products/repository.js';
import { sitemapApi } from './sitemap/api.js';
import { pageApi } from './page/api.js';

export function catalogApi(
  ctx: ModuleContext,
): CatalogModuleApi & CatalogSitemapApi & CatalogPageApi {
  return {
    ...sitemapApi(ctx),
    ...pageApi(ctx),
    async priceProducts(caller, productIds) {
      const who = await resolveCaller(ctx, caller.tenantId, caller.userId);
      const cards = await loadCards(ctx.db, caller.tenantId, who, [...new Set(productIds)]);
      return new Map(
        cards.map((c): [number, PricedProduct] => [
          c.id,
          {
            id: c.id,
            code: c.code,
            name: c.name,
            unit: c.unit,
            vatRate: c.rate,
            currency: c.currency,
            priceNet: c.priceNet,
            priceGross: c.priceGross,
            qtyAvailable: c.qtyAvailable,
            isActive: c.isActive,
            imageUrl: c.imageUrl,
          },
        ]),
      );
    },
    async findByCodes(tenantId, codes) {
      const wanted = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
      if (wanted.length === 0) return new Map();
      // Codes match case-insensitively (quick order forms are typed by hand); the caller's spelling is the key.
      const rows = (
        await sql<{ id: number; code: string }>`select id, code from catalog.products
        where tenant_id = ${tenantId} and lower(code) = any(${wanted.map((c) => c.toLowerCase())}::text[]) and not is_archived`.execute(
          ctx.db,
        )
      ).rows;
      const byLower = new Map(rows.map((r) => [r.code.toLowerCase(), r.id]));
      return new Map(
        wanted
          .filter((c) => byLower.has(c.toLowerCase()))
          .map((c) => [c, byLower.get(c.toLowerCase())!]),
      );
    },
    async listBrands(tenantId) {
      return (await brandsWithCounts(ctx.db, tenantId)).map(({ id, name, slug }) => ({
        id,
        name,
        slug,
      }));
    },
    async productCategories(tenantId, productIds) {
      const ids = [...new Set(productIds)];
      const out = new Map<number, { id: number; name: string }[]>();
      if (ids.length === 0) return out;
      const rows = (
        await sql<{
          product_id: number;
          id: number;
          name: string;
        }>`select p.id as product_id, k.id, k.name
        from catalog.products p join catalog.categories k on k.tenant_id = p.tenant_id and k.id = any(p.category_ids)
        where p.tenant_id = ${tenantId} and p.id = any(${ids}::int[]) order by p.id, k.level, k.id`.execute(
          ctx.db,
        )
      ).rows;
      for (const r of rows) {
        const list = out.get(r.product_id) ?? [];
        list.push({ id: r.id, name: r.name });
        out.set(r.product_id, list);
      }
      return out;
    },
  };
}
