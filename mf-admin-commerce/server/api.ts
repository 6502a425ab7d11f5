// CommerceModuleApi: what other domains (checkout) read from commerce, always per tenant.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CommerceModuleApi } from '@armatura/shared-libs/contracts';
import { listDeliveries } from './delivery/repository.js';
import { paymentsForDelivery } from './payments/repository.js';
import { listPoints } from './points-of-sale/repository.js';
import { configurationModule } from './configuration/index.js';

export function commerceApi(ctx: ModuleContext): CommerceModuleApi {
  return {
    getDeliveryMethods: async (tenantId) =>
      (await listDeliveries(ctx.db, tenantId, { activeOnly: true })).items,
    getPaymentMethodsForDelivery: (tenantId, deliveryMethodId) =>
      paymentsForDelivery(ctx.db, tenantId, deliveryMethodId),
    getPointsOfSale: async (tenantId) => (await listPoints(ctx.db, tenantId)).items,
    // Settings (configuration/): cached per tenant, dropped when an update commits.
    getTpayConfiguration: (tenantId) => configurationModule(ctx).tpay.configuration(tenantId),
    getCompanyInformation: (tenantId, executor) =>
      configurationModule(ctx).service.company(tenantId, executor),
    getMailConfiguration: (tenantId) => configurationModule(ctx).service.mail(tenantId),
    getDefaultConfiguration: (tenantId) => configurationModule(ctx).service.defaults(tenantId),
    getDeliveryConfiguration: (tenantId) => configurationModule(ctx).service.delivery(tenantId),
    getRabbitConfiguration: () => configurationModule(ctx).rabbit.settings(),
  };
}
