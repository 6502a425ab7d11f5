// Who is asking, for prices: anonymous, B2C, or a B2B user of a contractor (from the identity module).
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';
import type { ModuleContext } from '@armatura/shared-libs/server';

export interface PricingCallerInfo {
  tenantId: number;
  userId: number | null;
  isB2B: boolean;
  contractorId: number | null;
  isStaff: boolean;
}

export async function resolveCaller(
  ctx: ModuleContext,
  tenantId: number,
  userId: number | null,
): Promise<PricingCallerInfo> {
  const anonymous = { tenantId, userId, isB2B: false, contractorId: null, isStaff: false };
  if (userId === null) return anonymous;
  const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
  const user = identity ? await identity.getUser(tenantId, userId) : null;
  if (!user || !user.isActive) return anonymous;
  return {
    tenantId,
    userId,
    isB2B: user.isB2B,
    contractorId: user.contractorId,
    isStaff: user.type === 'STAFF',
  };
}
