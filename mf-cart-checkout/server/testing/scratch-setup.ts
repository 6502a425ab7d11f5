// TEMPORARY (delete when mf-catalog provides its module API): a stand-in CatalogModuleApi so the
// checkout tests can run before the catalogue team wires `provides`.
import catalog from '@armatura/mf-catalog/server';
import type { CatalogModuleApi } from '@armatura/shared-libs/contracts';
if (!catalog.provides) {
  (catalog as any).provides = (ctx: any): CatalogModuleApi => ({
    async priceProducts(caller, ids) {
      if (!ids.length) return new Map();
      const rows = await ctx.db.selectFrom('catalog.products').selectAll().where('tenant_id', '=', caller.tenantId).where('id', 'in', ids).where('is_active', '=', true).where('is_archived', '=', false).execute();
      return new Map(rows.map((r: any) => [r.id, { id: r.id, code: r.code, name: r.name, unit: r.unit, vatRate: Number(r.vat_rate), currency: r.currency,
        priceNet: Number(r.promo_gross) > 0 ? Number(r.promo_net) : Number(r.price_net), priceGross: Number(r.promo_gross) > 0 ? Number(r.promo_gross) : Number(r.price_gross),
        qtyAvailable: Number(r.qty_available), isActive: true, imageUrl: null }]));
    },
    async findByCodes(tenantId, codes) {
      if (!codes.length) return new Map();
      const rows = await ctx.db.selectFrom('catalog.products').select(['id', 'code']).where('tenant_id', '=', tenantId).where('code', 'in', codes).execute();
      return new Map(rows.map((r: any) => [r.code, r.id]));
    },
  });
}
