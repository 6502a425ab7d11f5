// checkAndReserve / release: the part of the limits that must be right under concurrency.
// Every active limit that applies binds: the user's own AND their organisation group's (the group's
// limit is the company's budget for the whole group, a member's own limit a personal cap inside it),
// so an order must fit each of them. All those rows are locked (`select … for update`, in id order)
// for the rest of the caller's transaction, so two orders of one user, or of two members of one
// group — with or without limits of their own — are checked one after the other and the second sees
// the first's reservation (READ COMMITTED takes a new snapshot per statement, after the lock).
// Every reservation records the user's group, so a group's spending is the sum of its members'
// reservations.
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

/**
 * Locks and answers every active limit that applies to the user: their own and their group's.
 * One statement, rows locked in id order (PostgreSQL locks after sorting), so two transactions that
 * need the same rows always take them in the same order and cannot deadlock.
 */
async function lockApplyingLimits(
  tx: UsersDb,
  tenantId: number,
  userId: number,
  groupId: number | null,
) {
  return tx
    .selectFrom('users.user_limits')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_active', '=', true)
    .where((eb) =>
      groupId === null
        ? eb('user_id', '=', userId)
        : eb.or([eb('user_id', '=', userId), eb('organization_group_id', '=', groupId)]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The limit that decides: the tightest one an amount breaks, else the one with least room left. */
export function bindingCheck(checks: LimitCheck[]): LimitCheck | null {
  const tightest = (list: LimitCheck[]) =>
    list.reduce<LimitCheck | null>(
      (best, c) => (best === null || (c.remaining ?? 0) < (best.remaining ?? 0) ? c : best),
      null,
    );
  return tightest(checks.filter((c) => c.requiresAcceptance)) ?? tightest(checks);
}

/** Each applying limit with what its owner has used in its period (an order not counting itself). */
async function usageOf(
  tx: UsersDb,
  tenantId: number,
  rows: Selectable<UsersUserLimits>[],
  amount: number,
  exceptOrderId: number,
): Promise<LimitCheck[]> {
  const checks: LimitCheck[] = [];
  for (const row of rows) {
    const limit = toLimit(row);
    const used = await usedInPeriod(tx, tenantId, limit, limit.period, exceptOrderId);
    const remaining = round2(limit.amount - used);
    checks.push({ limit, used, remaining, requiresAcceptance: round2(amount) > remaining });
  }
  return checks;
}

/** What a user's applying limits leave now (no amount, no lock): the one with least room left. */
export async function bindingLimitNow(
  db: UsersDb,
  tenantId: number,
  userId: number,
  groupOf: GroupOf,
): Promise<UserLimit | null> {
  const groupId = await groupOf(tenantId, userId, db);
  const rows = await db
    .selectFrom('users.user_limits')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_active', '=', true)
    .where((eb) =>
      groupId === null
        ? eb('user_id', '=', userId)
        : eb.or([eb('user_id', '=', userId), eb('organization_group_id', '=', groupId)]),
    )
    .orderBy('id')
    .execute();
  return bindingCheck(await usageOf(db, tenantId, rows, 0, 0))?.limit ?? null;
}

export function checkAndReserve(
  executor: UsersDb,
  input: ReserveInput,
  groupOf: GroupOf,
): Promise<LimitCheck> {
  return inTransaction(executor, async (tx) => {
    const groupId = await groupOf(input.tenantId, input.userId, tx);
    const rows = await lockApplyingLimits(tx, input.tenantId, input.userId, groupId);
    const checks = await usageOf(tx, input.tenantId, rows, input.amount, input.orderId);
    const verdict = bindingCheck(checks);
    if (!verdict) return { limit: null, used: 0, remaining: null, requiresAcceptance: false };
    if (!verdict.requiresAcceptance && input.reserve) {
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
    return verdict;
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
