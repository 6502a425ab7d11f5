// checkAndReserve / release: the part of the limits that must be right under concurrency.
// The active limit row is locked (`select … for update`) for the rest of the caller's transaction,
// so two orders of one user are checked one after the other and the second sees the first's
// reservation (READ COMMITTED takes a new snapshot per statement, after the lock is granted).
import { inTransaction, sql } from '@armatura/shared-libs/server';
import type { LimitCheck, UserLimit } from '@armatura/shared-libs/contracts';
import type { Selectable } from 'kysely';
import type { UsersDb, UsersUserLimits } from '../db/tables.js';

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function toLimit(r: Selectable<UsersUserLimits>): UserLimit {
  return {
    id: r.id,
    userId: r.user_id,
    amount: Number(r.amount),
    period: r.period as UserLimit['period'],
    approverUserId: r.approver_user_id ?? null,
    isActive: r.is_active,
    currency: r.currency,
  };
}

const PERIOD_UNIT = { MONTH: 'month', QUARTER: 'quarter', YEAR: 'year' } as const;

/** Sum of what the user's unreleased reservations spent in the limit's current period (Polish time). */
export async function usedInPeriod(
  db: UsersDb,
  tenantId: number,
  userId: number,
  period: UserLimit['period'],
  exceptOrderId = 0,
): Promise<number> {
  if (period === 'ORDER') return 0;
  const unit = PERIOD_UNIT[period];
  const row = await db
    .selectFrom('users.limit_reservations')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('used'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('released_at', 'is', null)
    .where('order_id', '<>', exceptOrderId)
    .where('created_at', '>=', sql<Date>`date_trunc(${unit}, now(), 'Europe/Warsaw')`)
    .executeTakeFirstOrThrow();
  return round2(Number(row.used));
}

export interface ReserveInput {
  tenantId: number;
  userId: number;
  amount: number;
  orderId: number;
  reserve: boolean;
}

export function checkAndReserve(executor: UsersDb, input: ReserveInput): Promise<LimitCheck> {
  return inTransaction(executor, async (tx) => {
    const row = await tx
      .selectFrom('users.user_limits')
      .selectAll()
      .where('tenant_id', '=', input.tenantId)
      .where('user_id', '=', input.userId)
      .where('is_active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { limit: null, used: 0, remaining: null, requiresAcceptance: false };
    const limit = toLimit(row);
    // An order that is re-checked (edited) does not count against itself.
    const used = await usedInPeriod(tx, input.tenantId, input.userId, limit.period, input.orderId);
    const remaining = round2(limit.amount - used);
    const requiresAcceptance = round2(input.amount) > remaining;
    if (!requiresAcceptance && input.reserve) {
      await tx
        .insertInto('users.limit_reservations')
        .values({
          tenant_id: input.tenantId,
          user_id: input.userId,
          order_id: input.orderId,
          amount: round2(input.amount),
        })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'order_id']).doUpdateSet({
            amount: round2(input.amount),
            user_id: input.userId,
            released_at: null,
          }),
        )
        .execute();
    } else if (input.reserve) {
      // The order (e.g. edited upwards) no longer fits: it waits for acceptance and holds nothing.
      await release(tx, input);
    }
    return { limit, used, remaining, requiresAcceptance };
  });
}

export async function release(
  executor: UsersDb,
  input: { tenantId: number; orderId: number },
): Promise<void> {
  await executor
    .updateTable('users.limit_reservations')
    .set({ released_at: sql`now()` })
    .where('tenant_id', '=', input.tenantId)
    .where('order_id', '=', input.orderId)
    .where('released_at', 'is', null)
    .execute();
}
