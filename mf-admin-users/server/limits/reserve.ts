// checkAndReserve / release: the part of the limits that must be right under concurrency.
// The limit that applies is the user's own active limit, else their organisation group's (a user's
// own limit wins, so a group can carry a default that single buyers are given exceptions from).
// That limit row is locked (`select … for update`) for the rest of the caller's transaction, so two
// orders of one user, or of two members of one group, are checked one after the other and the second
// sees the first's reservation (READ COMMITTED takes a new snapshot per statement, after the lock).
// Every reservation records the user's group, so a group's spending is the sum of its members'
// reservations, whichever limit each one was checked against.
import { inTransaction, sql } from '@armatura/shared-libs/server';
import type { LimitCheck, UserLimit } from '@armatura/shared-libs/contracts';
import type { Selectable } from 'kysely';
import type { UsersDb, UsersUserLimits } from '../db/tables.js';

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function toLimit(r: Selectable<UsersUserLimits>): UserLimit {
  return {
    id: r.id,
    userId: r.user_id,
    organizationGroupId: r.organization_group_id,
    amount: Number(r.amount),
    period: r.period as UserLimit['period'],
    approverUserId: r.approver_user_id ?? null,
    isActive: r.is_active,
    currency: r.currency,
  };
}

const PERIOD_UNIT = { MONTH: 'month', QUARTER: 'quarter', YEAR: 'year' } as const;

/** Whose spending a limit counts: its user's, or its group's members'. */
export type LimitOwner = Pick<UserLimit, 'userId' | 'organizationGroupId'>;

/** Sum of what the owner's unreleased reservations spent in the limit's current period (Polish time). */
export async function usedInPeriod(
  db: UsersDb,
  tenantId: number,
  owner: LimitOwner,
  period: UserLimit['period'],
  exceptOrderId = 0,
): Promise<number> {
  if (period === 'ORDER') return 0;
  const unit = PERIOD_UNIT[period];
  const row = await db
    .selectFrom('users.limit_reservations')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('used'))
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      owner.userId !== null
        ? eb('user_id', '=', owner.userId)
        : eb('organization_group_id', '=', owner.organizationGroupId),
    )
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

/** The user's organisation group (null: none), read in the caller's transaction. */
export type GroupOf = (
  tenantId: number,
  userId: number,
  executor: UsersDb,
) => Promise<number | null>;

/** Locks and answers the active limit row of a user or of a group. */
async function lockActiveLimit(tx: UsersDb, tenantId: number, owner: LimitOwner) {
  return tx
    .selectFrom('users.user_limits')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      owner.userId !== null
        ? eb('user_id', '=', owner.userId)
        : eb('organization_group_id', '=', owner.organizationGroupId),
    )
    .where('is_active', '=', true)
    .forUpdate()
    .executeTakeFirst();
}

export function checkAndReserve(
  executor: UsersDb,
  input: ReserveInput,
  groupOf: GroupOf,
): Promise<LimitCheck> {
  return inTransaction(executor, async (tx) => {
    const groupId = await groupOf(input.tenantId, input.userId, tx);
    const row =
      (await lockActiveLimit(tx, input.tenantId, {
        userId: input.userId,
        organizationGroupId: null,
      })) ??
      (groupId !== null
        ? await lockActiveLimit(tx, input.tenantId, { userId: null, organizationGroupId: groupId })
        : undefined);
    if (!row) return { limit: null, used: 0, remaining: null, requiresAcceptance: false };
    const limit = toLimit(row);
    // An order that is re-checked (edited) does not count against itself.
    const used = await usedInPeriod(tx, input.tenantId, limit, limit.period, input.orderId);
    const remaining = round2(limit.amount - used);
    const requiresAcceptance = round2(input.amount) > remaining;
    if (!requiresAcceptance && input.reserve) {
      await tx
        .insertInto('users.limit_reservations')
        .values({
          tenant_id: input.tenantId,
          user_id: input.userId,
          organization_group_id: groupId,
          order_id: input.orderId,
          amount: round2(input.amount),
        })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'order_id']).doUpdateSet({
            amount: round2(input.amount),
            user_id: input.userId,
            organization_group_id: groupId,
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
