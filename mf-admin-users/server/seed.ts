// Demo limit: the `b2b` user may spend 5 000 zł (gross) a month; above that the `admin` user accepts.
// IdentityModuleApi has no lookup by user name, so the seed scans the first user ids of the tenant.
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { IdentityModuleApi } from '@armatura/shared-libs/contracts';

export async function seedLimits(ctx: ModuleContext, tenantId = 1) {
  const identity = ctx.modules.tryGet<IdentityModuleApi>('identity');
  if (!identity) return;
  const users = await identity.getUsers(
    tenantId,
    Array.from({ length: 500 }, (_, i) => i + 1),
  );
  const buyer = users.find((u) => u.userName === 'b2b');
  const approver = users.find((u) => u.userName === 'admin');
  if (!buyer) return;
  await ctx.db
    .insertInto('users.user_limits')
    .values({
      tenant_id: tenantId,
      user_id: buyer.id,
      amount: 5000,
      period: 'MONTH',
      approver_user_id: approver?.id ?? null,
      currency: 'PLN',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
