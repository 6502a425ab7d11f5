// Whether the tenant sells out-of-stock products on order (backorders). The switch is the commerce
// domain's configuration (ARCHITECTURE.md §6: settings are read only through CommerceModuleApi,
// which caches them per tenant and drops the cache when staff change them); the catalogue only
// shows it, the cart enforces it. Without the commerce module nothing is sold beyond stock.
import type { CommerceModuleApi, OrderingRules } from '@armatura/shared-libs/contracts';
import type { ModuleContext } from '@armatura/shared-libs/server';

export async function orderingRules(ctx: ModuleContext, tenantId: number): Promise<OrderingRules> {
  const commerce = ctx.modules.tryGet<CommerceModuleApi>('commerce');
  if (!commerce) return { allowBackorders: false };
  const config = await commerce.getDefaultConfiguration(tenantId);
  return { allowBackorders: config.allowBackorders };
}
