// The account module API other domains call (ctx.modules.get<AccountModuleApi>('account')):
// checkout's delivery step offers the user's saved addresses through it.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { AccountModuleApi, IdentityModuleApi } from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import { rememberAddress, savedAddresses } from './remembered.js';

export function accountAddressesApi(ctx: ModuleContext): AccountModuleApi {
  const db: AccountDb = ctx.db;
  return {
    savedAddresses: (tenantId, userId, limit) =>
      savedAddresses(
        db,
        ctx.modules.tryGet<IdentityModuleApi>('identity'),
        tenantId,
        userId,
        limit,
      ),
    rememberAddress: (input) => rememberAddress(db, input),
  };
}
