// A user's organisation group, as the limits need it: identity keeps the user's group column, so
// it is read through the identity module API, in the caller's transaction (PGlite has one
// connection, so a read outside it would wait for the transaction to end).
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';
import type { GroupOf } from './reserve.js';

export function groupOfUser(ctx: ModuleContext): GroupOf {
  return async (tenantId, userId, executor) => {
    const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
    if (!identity) return null;
    return (await identity.getUser(tenantId, userId, executor))?.organizationGroupId ?? null;
  };
}
