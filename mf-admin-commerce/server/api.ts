// CommerceModuleApi: what other domains (checkout) read from commerce, always per tenant.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CommerceModuleApi } from '@armatura/shared-libs/contracts';
import { listDeliveries } from './delivery/repository.js';
import { paymentsForDelivery } from './payments/repository.js';
import { listPoints } from './points-of-sale/repository.js';
import { getTpayConfiguration } from './tpay/repository.js';

export function commerceApi(ctx: ModuleContext): CommerceModuleApi {
  return {
    getDeliveryMethods: async (tenantId) =>
      (await listDeliveries(ctx.db, tenantId, { activeOnly: true })).items,
    getPaymentMethodsForDelivery: (tenantId, deliveryMethodId) =>
      paymentsForDelivery(ctx.db, tenantId, deliveryMethodId),
    getPointsOfSale: async (tenantId) => (await listPoints(ctx.db, tenantId)).items,
    getTpayConfiguration: (tenantId) => getTpayConfiguration(ctx.db, tenantId),
  };
}
