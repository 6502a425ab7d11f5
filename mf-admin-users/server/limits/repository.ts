// Spending-limit administration (User/*Limit* routes) for users and organisation groups. Every
// query is scoped by tenant.
import { conflict, notFound } from '@armatura/shared-libs/server';
import type { Selectable } from 'kysely';
import type { LimitView, UserLimit } from '@armatura/shared-libs/contracts';
import { bindingLimitNow, round2, toLimit, usedInPeriod, type LimitOwner } from './reserve.js';
import type { UsersDb, UsersUserLimits } from '../db/tables.js';

export interface LimitInput extends LimitOwner {
  amount: number;
  period: UserLimit['period'];
  approverUserId: number | null;
  currency?: string;
}

async function withUsage(
  db: UsersDb,
  tenantId: number,
  r: Selectable<UsersUserLimits>,
): Promise<LimitView> {
  const limit = toLimit(r);
  const used = limit.isActive ? await usedInPeriod(db, tenantId, limit, limit.period) : 0;
  return {
    ...limit,
    used,
    remaining: round2(limit.amount - used),
    createdAt: new Date(r.created_at).toISOString(),
    cancelledAt: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
  };
}

export async function listLimits(
  db: UsersDb,
  tenantId: number,
  opts: { userId?: number; organizationGroupId?: number; skip: number; take: number },
) {
  let q = db.selectFrom('users.user_limits').where('tenant_id', '=', tenantId);
  if (opts.userId) q = q.where('user_id', '=', opts.userId);
  if (opts.organizationGroupId) q = q.where('organization_group_id', '=', opts.organizationGroupId);
  const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('is_active', 'desc')
    .orderBy('id', 'desc')
    .offset(opts.skip)
    .limit(opts.take)
    .execute();
  return {
    totalCount: Number(total.n),
    items: await Promise.all(rows.map((r) => withUsage(db, tenantId, r))),
  };
}

export async function getLimit(db: UsersDb, tenantId: number, id: number): Promise<LimitView> {
  const row = await db
    .selectFrom('users.user_limits')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Nie znaleziono limitu.');
  return withUsage(db, tenantId, row);
}

/** The active limit of exactly this user or this group (no fallback). */
export async function getOwnActiveLimit(
  db: UsersDb,
  tenantId: number,
  owner: LimitOwner,
): Promise<UserLimit | null> {
  const row = await db
    .selectFrom('users.user_limits')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      owner.userId !== null
        ? eb('user_id', '=', owner.userId)
        : eb('organization_group_id', '=', owner.organizationGroupId),
    )
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row ? toLimit(row) : null;
}

/**
 * The limit that binds a user now: of their own and their group's active limits (both apply), the
 * one with least room left in its period (its approver decides about an order over it).
 */
export const getActiveLimit = bindingLimitNow;

const ACTIVE_EXISTS = {
  user: 'Użytkownik ma już aktywny limit. Zmień go albo anuluj przed dodaniem nowego.',
  group: 'Grupa ma już aktywny limit. Zmień go albo anuluj przed dodaniem nowego.',
};

export async function createLimit(
  db: UsersDb,
  tenantId: number,
  input: LimitInput,
): Promise<LimitView> {
  const exists = ACTIVE_EXISTS[input.userId !== null ? 'user' : 'group'];
  if (await getOwnActiveLimit(db, tenantId, input)) throw conflict(exists);
  const row = await db
    .insertInto('users.user_limits')
    .values({
      tenant_id: tenantId,
      user_id: input.userId,
      organization_group_id: input.organizationGroupId,
      amount: round2(input.amount),
      period: input.period,
      approver_user_id: input.approverUserId,
      currency: input.currency ?? 'PLN',
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict(exists);
  return withUsage(db, tenantId, row);
}

export async function updateLimit(
  db: UsersDb,
  tenantId: number,
  id: number,
  input: Omit<LimitInput, keyof LimitOwner>,
): Promise<LimitView> {
  const current = await getLimit(db, tenantId, id);
  if (!current.isActive) throw conflict('Anulowanego limitu nie można zmienić.');
  if (current.userId !== null && input.approverUserId === current.userId)
    throw conflict('Osobą akceptującą nie może być właściciel limitu.');
  const row = await db
    .updateTable('users.user_limits')
    .set({
      amount: round2(input.amount),
      period: input.period,
      approver_user_id: input.approverUserId,
      ...(input.currency ? { currency: input.currency } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return withUsage(db, tenantId, row);
}

export async function cancelLimit(db: UsersDb, tenantId: number, id: number): Promise<LimitView> {
  const current = await getLimit(db, tenantId, id);
  if (!current.isActive) throw conflict('Limit jest już anulowany.');
  const row = await db
    .updateTable('users.user_limits')
    .set({ is_active: false, cancelled_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return withUsage(db, tenantId, row);
}

export async function deleteLimit(db: UsersDb, tenantId: number, id: number): Promise<void> {
  const res = await db
    .deleteFrom('users.user_limits')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('Nie znaleziono limitu.');
}
