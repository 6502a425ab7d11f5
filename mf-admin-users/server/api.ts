// UserLimitsModuleApi: what checkout calls inside its placement transaction.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { UserLimitsModuleApi } from '@armatura/shared-libs/contracts';
import { getActiveLimit } from './limits/repository.js';
import { checkAndReserve, release } from './limits/reserve.js';

export function userLimitsApi(ctx: ModuleContext): UserLimitsModuleApi {
  return {
    getActiveLimit: (tenantId, userId) => getActiveLimit(ctx.db, tenantId, userId),
    checkAndReserve,
    release,
  };
}
