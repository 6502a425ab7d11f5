// Spending limits belong to the admin-users domain (ctx.modules.get<UserLimitsModuleApi>('users')).
import type { Executor } from '../server/db/transaction.js';

export interface UserLimit {
  id: number;
  userId: number;
  amount: number;
  period: 'MONTH' | 'QUARTER' | 'YEAR' | 'ORDER';
  approverUserId: number | null;
  isActive: boolean;
  currency: string;
}
export interface LimitCheck {
  limit: UserLimit | null;
  used: number;
  remaining: number | null;
  requiresAcceptance: boolean;
}

export interface UserLimitsModuleApi {
  getActiveLimit(tenantId: number, userId: number): Promise<UserLimit | null>;
  /**
   * Checks an amount against the user's limit and, when it fits and `reserve` is set, records the
   * spending in the same transaction, serialised per user so concurrent orders cannot overspend.
   */
  checkAndReserve(
    executor: Executor,
    input: { tenantId: number; userId: number; amount: number; orderId: number; reserve: boolean },
  ): Promise<LimitCheck>;
  /** Gives back what an order reserved (discarded or cancelled order). */
  release(executor: Executor, input: { tenantId: number; orderId: number }): Promise<void>;
}
