// The seller printed on order confirmations and invoices: the shop's company, per tenant, from the
// commerce configuration (Configuration/UpdateCompanyInformation, read through the cached commerce
// module API; seeded at first start from SHOP_SELLER_*). Without the commerce module in this
// deployment: SHOP_SELLER_NAME / _NIP / _STREET / _POSTAL_CODE / _CITY / _EMAIL or the demo values.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { CommerceModuleApi, DocumentParty } from '@armatura/shared-libs/contracts';

function sellerFromEnv(ctx: Pick<ModuleContext, 'config'>): DocumentParty {
  const env = ctx.config.env;
  return {
    name: env.SHOP_SELLER_NAME ?? 'Armatura sp. z o.o.',
    nip: env.SHOP_SELLER_NIP ?? '5251234560',
    street: env.SHOP_SELLER_STREET ?? 'ul. Marszałkowska 104/122',
    postalCode: env.SHOP_SELLER_POSTAL_CODE ?? '00-017',
    city: env.SHOP_SELLER_CITY ?? 'Warszawa',
    email: env.SHOP_SELLER_EMAIL ?? 'sklep@armatura.pl',
  };
}

/** Call it outside a transaction (or the commerce read waits for the one PGlite connection). */
export async function shopSeller(ctx: ModuleContext, tenantId: number): Promise<DocumentParty> {
  const commerce = ctx.modules.tryGet<CommerceModuleApi>('commerce');
  if (!commerce) return sellerFromEnv(ctx);
  const c = await commerce.getCompanyInformation(tenantId);
  return {
    name: c.name,
    nip: c.nip,
    street: c.street,
    postalCode: c.postalCode,
    city: c.city,
    email: c.contactEmail,
  };
}
