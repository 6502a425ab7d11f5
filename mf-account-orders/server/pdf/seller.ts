// The seller printed on order confirmations and invoices: the shop's company. Demo values unless
// SHOP_SELLER_NAME / _NIP / _STREET / _POSTAL_CODE / _CITY / _EMAIL are set (one shop per
// deployment today; per-tenant seller data would come from the commerce configuration).
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { DocumentParty } from '@armatura/shared-libs/contracts';

export function shopSeller(ctx: Pick<ModuleContext, 'config'>): DocumentParty {
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
