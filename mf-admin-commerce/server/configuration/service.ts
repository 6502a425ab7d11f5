// The settings groups as the module API and the Configuration/* routes see them. Reads go through
// the cache (settings.ts); views for HTTP never hold a secret; updates check what the schema cannot
// (checksums, an active default delivery) and answer the group as read back.
import { validationError, type ModuleContext } from '@armatura/shared-libs/server';
import {
  CONFIGURATION_MESSAGES,
  companyInformationProblems,
  defaultConfigurationProblems,
  mailConfigurationProblems,
  type CompanyInformation,
  type DefaultConfiguration,
  type DefaultConfigurationUpdate,
  type DeliveryConfiguration,
  type FieldProblem,
  type IdentityModuleApi,
  type MailConfiguration,
  type MailConfigurationUpdate,
  type MailSettings,
} from '@armatura/shared-libs/contracts';
import type { CommerceDb } from '../db/tables.js';
import { createSettingsStore } from './settings.js';
import {
  HOST_TENANT_ID,
  companyDefaults,
  defaultDefaults,
  deliveryDefaults,
  mailDefaults,
} from './defaults.js';
import { isActiveDelivery } from './repository.js';

/** 400 with the Polish message of the first problem and every problem by field. */
export function refuse(problems: FieldProblem[]): void {
  if (problems.length) throw validationError(problems[0]!.message, problems);
}

export function createConfigurationService(ctx: ModuleContext) {
  const store = createSettingsStore(ctx);
  const envFor = (tenantId: number) => (tenantId === HOST_TENANT_ID ? ctx.config.env : null);
  const db: CommerceDb = ctx.db;

  const company = async (tenantId: number, executor?: CommerceDb) =>
    (await store.cached(tenantId, 'company', () => companyDefaults(envFor(tenantId)), [], executor))
      .value;

  /** A tenant that never saved its own SMTP settings sends through the host tenant's. */
  async function mail(tenantId: number): Promise<MailSettings> {
    let loaded = await store.cached(tenantId, 'mail', () => mailDefaults(envFor(tenantId)), [
      'password',
    ]);
    if (loaded.version === 0 && tenantId !== HOST_TENANT_ID)
      loaded = await store.cached(HOST_TENANT_ID, 'mail', () => mailDefaults(ctx.config.env), [
        'password',
      ]);
    const { password, ...fields } = loaded.value;
    const stored = loaded.version === 0 ? (password ?? '') : (loaded.secrets.password ?? '');
    return { ...fields, password: stored, version: loaded.version };
  }

  async function mailView(tenantId: number): Promise<MailConfiguration> {
    const loaded = await store.cached(tenantId, 'mail', () => mailDefaults(envFor(tenantId)), [
      'password',
    ]);
    const { password, ...fields } = loaded.value;
    const set = loaded.version === 0 ? Boolean(password) : Boolean(loaded.secrets.password);
    return { ...fields, passwordSet: set };
  }

  /** Before staff save the group, guest checkout is what the identity domain grants today. */
  async function defaults(tenantId: number): Promise<DefaultConfiguration> {
    const loaded = await store.cached(tenantId, 'default', defaultDefaults);
    if (loaded.version > 0) return loaded.value;
    const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
    const settings = identity ? await identity.getTenantSettings(tenantId) : {};
    return { ...loaded.value, guestCheckout: settings['App.GuestCheckout'] !== 'false' };
  }
  const delivery = async (tenantId: number) =>
    (await store.cached(tenantId, 'delivery', deliveryDefaults)).value;

  return {
    store,
    company,
    mail,
    mailView,
    defaults,
    delivery,

    async updateCompany(tenantId: number, body: CompanyInformation) {
      refuse(companyInformationProblems(body));
      const trimmed = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, v.trim()]),
      ) as CompanyInformation;
      await store.save(tenantId, 'company', trimmed);
      return company(tenantId);
    },

    async updateMail(tenantId: number, body: MailConfigurationUpdate) {
      refuse(mailConfigurationProblems(body));
      const { password, ...fields } = body;
      await store.save(tenantId, 'mail', fields, { password });
      return mailView(tenantId);
    },

    async updateDefaults(tenantId: number, update: DefaultConfigurationUpdate) {
      // A client that does not know the backorder switch keeps what is stored.
      const body: DefaultConfiguration = {
        ...update,
        allowBackorders: update.allowBackorders ?? (await defaults(tenantId)).allowBackorders,
      };
      refuse(defaultConfigurationProblems(body));
      const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
      await store.save(tenantId, 'default', body, {}, async (tx) => {
        await identity?.setGuestCheckout(tenantId, body.guestCheckout, tx);
      });
      return defaults(tenantId);
    },

    async updateDelivery(tenantId: number, body: DeliveryConfiguration) {
      const id = body.defaultDeliveryMethodId;
      if (id !== null && !(await isActiveDelivery(db, tenantId, id)))
        refuse([
          { message: CONFIGURATION_MESSAGES.defaultDelivery, members: ['defaultDeliveryMethodId'] },
        ]);
      await store.save(tenantId, 'delivery', body);
      return delivery(tenantId);
    },

    /**
     * First start (host tenant only): the environment's values become the stored rows. The default
     * and delivery groups have no variables: they read as their defaults until staff save them.
     */
    async seedFromEnv() {
      const env = ctx.config.env;
      const { password, ...mailFields } = mailDefaults(env);
      await store.seed(HOST_TENANT_ID, 'company', companyDefaults(env));
      await store.seed(HOST_TENANT_ID, 'mail', mailFields, password ? { password } : {});
    },
  };
}
export type ConfigurationService = ReturnType<typeof createConfigurationService>;
