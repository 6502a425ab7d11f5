/**
 * Spending limits of one user (User/GetUserLimits, Create/Update/Cancel/DeleteUserLimit): the list
 * with what the current period used, the draft of a new or edited limit (amount, period, approver)
 * validated with the contract's schemas, and the approvers to choose from (the tenant's other
 * active users; the server refuses the owner as their own approver).
 */
import { atom } from 'nanostores';
import { Value } from 'typebox/value';
import {
  CreateLimitSchema,
  type AdminUser,
  type LimitPeriod,
  type LimitView,
} from '@armatura/shared-libs/contracts';
import { notify } from '@armatura/shared-libs/ui';
import { limitsApi, usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['MONTH', 'QUARTER', 'YEAR', 'ORDER'];

export interface LimitDraft {
  /** The limit being edited; null creates a new one (the previous active one is cancelled). */
  id: number | null;
  amount: number;
  period: LimitPeriod;
  approverUserId: number | null;
}
export interface LimitsState {
  userId: number | null;
  status: 'loading' | 'ready' | 'error';
  items: LimitView[];
  error: string | null;
}

export const emptyDraft = (): LimitDraft => ({
  id: null,
  amount: NaN,
  period: 'MONTH',
  approverUserId: null,
});
export const $limits = atom<LimitsState>({
  userId: null,
  status: 'loading',
  items: [],
  error: null,
});
export const $limitDraft = atom<LimitDraft>(emptyDraft());
export const $limitError = atom<string | null>(null);
export const $approvers = atom<AdminUser[]>([]);
export const $limitBusy = atom(false);

export async function loadLimits(userId: number): Promise<void> {
  $limits.set({ userId, status: 'loading', items: $limits.get().items, error: null });
  try {
    const [page, users] = await Promise.all([
      limitsApi.list(userId),
      usersApi.list({ maxResultCount: 1000, sorting: 'surname asc' }),
    ]);
    $limits.set({ userId, status: 'ready', items: page.items, error: null });
    $approvers.set(users.items.filter((u) => u.id !== userId && u.isActive));
  } catch (error) {
    $limits.set({ userId, status: 'error', items: [], error: errorMessage(error) });
  }
}

export function editLimit(limit: LimitView | null): void {
  $limitError.set(null);
  $limitDraft.set(
    limit
      ? {
          id: limit.id,
          amount: limit.amount,
          period: limit.period,
          approverUserId: limit.approverUserId,
        }
      : emptyDraft(),
  );
}

async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
  const userId = $limits.get().userId;
  if (userId === null) return false;
  $limitBusy.set(true);
  try {
    await action();
    notify({ type: 'success', title: done });
    await loadLimits(userId);
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $limitBusy.set(false);
  }
}

/** Creates or updates the draft; the amount is checked with the contract's schema first. */
export async function saveLimit(): Promise<boolean> {
  const userId = $limits.get().userId;
  const d = $limitDraft.get();
  if (userId === null) return false;
  const body = { userId, amount: d.amount, period: d.period, approverUserId: d.approverUserId };
  if ([...Value.Errors(CreateLimitSchema.properties.amount, d.amount)].length > 0) {
    $limitError.set(usersTexts.t('vAmount'));
    return false;
  }
  $limitError.set(null);
  const saved = await run(
    () =>
      d.id === null
        ? limitsApi.create(body)
        : limitsApi.update({
            id: d.id,
            amount: d.amount,
            period: d.period,
            approverUserId: d.approverUserId,
          }),
    usersTexts.t('limitSaved'),
  );
  if (saved) $limitDraft.set(emptyDraft());
  return saved;
}

export const cancelLimit = (id: number) =>
  run(() => limitsApi.cancel(id), usersTexts.t('limitCancelledDone'));
export const deleteLimit = (id: number) =>
  run(() => limitsApi.remove(id), usersTexts.t('limitDeleted'));
