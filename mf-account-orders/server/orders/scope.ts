// Whose orders a caller sees. Customers (Pages.Order) see the orders they bought; a company
// manager (the users domain's managers list) sees the orders of the company's users; staff holding
// Pages.Order.Manage see the whole tenant's. The tenant always comes from the token (§8).
import type { AuthContext, ModuleContext } from '@armatura/shared-libs/server';
import type { UsersModuleApi } from '@armatura/shared-libs/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';

/** Checkout's staff permission (confirming and cancelling orders): staff see every order. */
export const ORDER_MANAGE_PERMISSION = 'Pages.Order.Manage';

export type OrderScope =
  | { tenantId: number; kind: 'tenant' }
  | { tenantId: number; kind: 'buyer'; userId: number }
  /**
   * A company manager: the orders of every user of the company (the manager included), asked of
   * the users domain's module API on each call, so leaving the managers list ends the view at once.
   */
  | { tenantId: number; kind: 'buyers'; userIds: number[] }
  | { tenantId: number; kind: 'nobody' };

export async function orderScope(ctx: ModuleContext, auth: AuthContext): Promise<OrderScope> {
  const tenantId = auth.tenantId;
  if (auth.permissions.has(ORDER_MANAGE_PERMISSION)) return { tenantId, kind: 'tenant' };
  if (auth.userId === null) return { tenantId, kind: 'nobody' };
  // The users module may run elsewhere or not at all (MODULES=…): then everyone is a buyer.
  const users = ctx.modules.tryGet<UsersModuleApi>('users');
  const managed = users ? await users.managedUserIds(tenantId, auth.userId) : [];
  if (managed.length > 0) return { tenantId, kind: 'buyers', userIds: managed };
  return { tenantId, kind: 'buyer', userId: auth.userId };
}

/** The scope as a condition on account.orders (aliased `o`), tenant included. */
export function scopeCondition(scope: OrderScope): Expression<SqlBool> {
  const tenant = sql<SqlBool>`o.tenant_id = ${scope.tenantId}`;
  switch (scope.kind) {
    case 'tenant':
      return tenant;
    case 'buyer':
      return sql<SqlBool>`${tenant} and o.buyer_user_id = ${scope.userId}`;
    case 'buyers':
      return sql<SqlBool>`${tenant} and o.buyer_user_id in (${sql.join(scope.userIds)})`;
    case 'nobody':
      return sql<SqlBool>`false`;
  }
}
