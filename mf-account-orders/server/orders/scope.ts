// Whose orders a caller sees. Customers (Pages.Order) see the orders they bought; staff holding
// Pages.Order.Manage see the whole tenant's. The tenant always comes from the token (§8).
import type { AuthContext } from '@armatura/shared-libs/server';
import { sql, type Expression, type SqlBool } from 'kysely';

/** Checkout's staff permission (confirming and cancelling orders): staff see every order. */
export const ORDER_MANAGE_PERMISSION = 'Pages.Order.Manage';

export type OrderScope =
  | { tenantId: number; kind: 'tenant' }
  | { tenantId: number; kind: 'buyer'; userId: number }
  /**
   * Extension point for the users domain's organisation-unit managers: once it defines who
   * manages a unit, `orderScope` returns this for them and they see their unit's orders (the read
   * model keeps each order's `organization_unit_id`, looked up when the order's events arrive).
   */
  | { tenantId: number; kind: 'unit'; unitId: number }
  | { tenantId: number; kind: 'nobody' };

export function orderScope(auth: AuthContext): OrderScope {
  const tenantId = auth.tenantId;
  if (auth.permissions.has(ORDER_MANAGE_PERMISSION)) return { tenantId, kind: 'tenant' };
  if (auth.userId === null) return { tenantId, kind: 'nobody' };
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
    case 'unit':
      return sql<SqlBool>`${tenant} and o.organization_unit_id = ${scope.unitId}`;
    case 'nobody':
      return sql<SqlBool>`false`;
  }
}
