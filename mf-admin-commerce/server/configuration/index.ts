// The commerce settings: one object per process holding the groups' reads (cached), updates, Tpay
// and RabbitMQ, shared by the module API (api.ts), the routes and the start-up work below.
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '@armatura/shared-libs/server';
import {
  COMMERCE_CONFIGURATION_CHANGED,
  type CommerceConfigurationChanged,
} from '@armatura/shared-libs/contracts';
import { createConfigurationService } from './service.js';
import { createTpaySettings } from './tpay.js';
import { createRabbitSettings } from './rabbit.js';
import { HOST_TENANT_ID, rabbitDefaults } from './defaults.js';

const modules = new WeakMap<ModuleContext, ReturnType<typeof build>>();

function build(ctx: ModuleContext) {
  const service = createConfigurationService(ctx);
  const tpay = createTpaySettings(ctx, service.store);
  const rabbit = createRabbitSettings(ctx, service.store);
  return { service, tpay, rabbit };
}

/** The one settings object of this platform instance (api.ts and routes share its cache). */
export function configurationModule(ctx: ModuleContext) {
  let m = modules.get(ctx);
  if (!m) modules.set(ctx, (m = build(ctx)));
  return m;
}
export type ConfigurationModule = ReturnType<typeof configurationModule>;

/** Another process (or this one) changed a group: drop the cached copy. */
export function subscribeConfiguration(ctx: ModuleContext) {
  ctx.events.subscribe<CommerceConfigurationChanged>(
    'commerce.configuration-cache',
    COMMERCE_CONFIGURATION_CHANGED,
    async (event) => {
      const { tenantId, group } = event.payload;
      configurationModule(ctx).service.store.drop(tenantId, group);
      if (group === 'rabbit') await configurationModule(ctx).rabbit.apply();
    },
  );
}

/** At start: env → first-start rows, legacy secrets sealed, the stored broker settings applied. */
export async function startConfiguration(ctx: ModuleContext) {
  const { service, tpay } = configurationModule(ctx);
  await service.seedFromEnv();
  const { password, ...fields } = rabbitDefaults(ctx.config.env);
  await service.store.seed(HOST_TENANT_ID, 'rabbit', fields, password ? { password } : {});
  await tpay.sealLegacySecrets();
}

/** The relay follows the stored settings while the app runs (checked again every WATCH_MS). */
export function watchRabbitSettings(app: FastifyInstance, ctx: ModuleContext) {
  let stop: (() => void) | null = null;
  app.addHook('onReady', async () => {
    const { rabbit } = configurationModule(ctx);
    await rabbit.apply().catch((err) => ctx.log.warn({ err }, 'RabbitMQ settings not applied'));
    stop = rabbit.watch();
  });
  app.addHook('onClose', async () => stop?.());
}
