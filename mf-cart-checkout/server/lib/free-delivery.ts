// Free delivery: from the commerce configuration's threshold (Configuration/
// UpdateDeliveryConfiguration, read through the cached commerce module API), a delivery costs
// nothing when the goods' gross value reaches it. One rule for the summary, the limit check and
// the placed order, so what the customer is shown is what the order charges.
import type { ModuleContext } from '@armatura/shared-libs/server';
import { commerceApi } from './deps.js';

export async function deliveryCharge<T extends { priceNet: number; priceGross: number }>(
  ctx: ModuleContext,
  tenantId: number,
  delivery: T,
  goodsGross: number,
): Promise<T> {
  const { freeDeliveryThreshold } = await commerceApi(ctx).getDeliveryConfiguration(tenantId);
  return freeDeliveryThreshold !== null && goodsGross >= freeDeliveryThreshold
    ? { ...delivery, priceNet: 0, priceGross: 0 }
    : delivery;
}
